/**
 * Registers jetpack/slideshow (spec 2 "Slideshow"). Kept tiny: the entry
 * carries block.json, the saved markup and the transforms; the edit UI loads
 * on demand, and swiper (the "swiper" chunk, blocks/swiper) loads only when a
 * slideshow shows, in the editor and on the front end.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import transforms from './transforms';
import type { SlideshowAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< SlideshowAttributes >( metadata, {
		// Dashicons' slides: no icon markup in the editor entry.
		icon: 'slides',
		edit: lazyEdit(
			() => import( /* webpackChunkName: "slideshow-edit" */ './edit' )
		),
		save,
		deprecated,
		transforms,
	} as never );
}
