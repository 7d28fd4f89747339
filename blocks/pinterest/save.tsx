/**
 * Saved markup, the incumbent's: a plain link to the pin, board or profile
 * (<a href="…" class="wp-block-jetpack-pinterest">…</a>), what feed readers
 * and sites without the plugin show; nothing for an address that is not a
 * pin, board or profile. The host's render (blocks/pinterest/
 * render.php) replaces it for visitors with Pinterest's widget markup, made
 * from the url, and adds the widget script.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { PinterestAttributes } from './types';
import { pinType } from './url';

export default function save( {
	attributes,
}: {
	attributes: PinterestAttributes;
} ) {
	if ( ! pinType( attributes.url ) ) {
		return null;
	}
	return (
		<a href={ attributes.url } { ...useBlockProps.save() }>
			{ attributes.url }
		</a>
	);
}
