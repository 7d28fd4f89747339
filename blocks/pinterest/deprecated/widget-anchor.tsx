/**
 * Pinterest's widget markup, which the incumbent's older version and Orbit
 * Blocks until now saved: `<div class="wp-block-jetpack-pinterest"><a
 * data-pin-do="embedPin|embedBoard|embedUser" href="…"></a></div>`; nothing
 * for an address that is not a pin, board or profile. Same attributes; it
 * re-saves as the link (save.tsx).
 */
import { useBlockProps } from '@wordpress/block-editor';
import metadata from '../block.json';
import type { PinterestAttributes } from '../types';
import { pinType } from '../url';

function save( { attributes }: { attributes: PinterestAttributes } ) {
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

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save,
};
