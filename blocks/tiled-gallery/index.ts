/**
 * Registers jetpack/tiled-gallery (spec 3 "Gallery block"). Kept tiny: the
 * editor entry imports it with the saved markup (save.tsx and the mosaic's
 * pure layout), the older versions, the transforms and the four layouts as
 * block styles; the editing UI loads on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import { tiledGalleryIcon as icon } from './icon';
import save from './save';
import { layoutStyles } from './styles';
import transforms from './transforms';
import type { TiledGalleryAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< TiledGalleryAttributes >(
		metadata as never,
		{
			icon,
			edit: lazyEdit(
				() =>
					import(
						/* webpackChunkName: "tiled-gallery-edit" */ './edit'
					)
			),
			save,
			deprecated,
			transforms,
			styles: layoutStyles(),
		} as never
	);
}
