/**
 * Registers jetpack/map (spec 2 "Map"). Kept tiny: the editor entry imports
 * the metadata, save and the older version; the editor UI and the map
 * library (mapbox-gl, its own chunk) load on demand, the library only once a
 * map is shown.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import { mapIcon as icon } from './icon';
import save from './save';
import type { MapAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< MapAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "map-edit" */ './edit' )
		),
		save,
		deprecated,
	} as never );
}
