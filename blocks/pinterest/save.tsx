/**
 * Saved markup: Pinterest's widget markup, as the incumbent plugin saved it,
 * `<div class="wp-block-jetpack-pinterest"><a data-pin-do="embedPin|
 * embedBoard|embedUser" href="…"></a></div>`; nothing for an address that is
 * not a pin, board or profile. The host's render (php-stubs/blocks/pinterest/
 * render.php) writes it again from the url for visitors and adds the widget
 * script.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { PinterestAttributes } from './types';
import { pinType } from './url';

export default function save( {
	attributes,
}: {
	attributes: PinterestAttributes;
} ) {
	const type = pinType( attributes.url );
	if ( ! type ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			{ /* eslint-disable-next-line jsx-a11y/anchor-has-content -- Pinterest's widget fills it */ }
			<a data-pin-do={ type } href={ attributes.url } />
		</div>
	);
}
