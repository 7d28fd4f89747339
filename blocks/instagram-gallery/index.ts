/**
 * Registers jetpack/instagram-gallery. Kept tiny: the editor entry imports
 * it, while the edit UI (accounts, the pop-up, the gallery preview) loads on
 * demand. The block is dynamic: it saves the incumbent's link to the
 * profile, and blocks/instagram-gallery/render.php renders the
 * images for visitors. No address to paste (the gallery comes from a
 * connected account, not from a URL), so there are no transforms.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import type { InstagramGalleryAttributes } from './gallery';
import metadata from './block.json';
import deprecated from './deprecated';
import { InstagramGalleryIcon as icon } from './icon';
import save from './save';

export { metadata };

export function register(): void {
	registerBlockType< InstagramGalleryAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() =>
				import(
					/* webpackChunkName: "instagram-gallery-edit" */ './edit'
				)
		),
		save,
		deprecated,
	} );
}
