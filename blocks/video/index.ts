/**
 * Registers videopress/video (its icon a dashicon named in block.json, so
 * the entry carries no SVG). Kept tiny: the editor entry imports it, while
 * the edit UI, the upload client and tus-js-client load on demand. Saved
 * markup needs none of them (save.tsx); visitors get the server's HTML5
 * player (blocks/video/render.php).
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import { addCoreVideoFilters } from './core-video-filter';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import transforms from './transforms';
import type { VideoAttributes } from './types';

export { metadata };

export function register(): void {
	addCoreVideoFilters();
	registerBlockType< VideoAttributes >( metadata as never, {
		edit: lazyEdit(
			() => import( /* webpackChunkName: "video-edit" */ './edit' )
		),
		save,
		deprecated: deprecated as never,
		transforms: transforms as never,
	} );
}
