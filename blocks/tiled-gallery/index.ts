/**
 * Registers jetpack/tiled-gallery (spec 3 "Gallery block"). Kept tiny: the
 * editor entry holds block.json (with the four layouts as block styles),
 * save and the older versions; the editing UI loads on demand, and so do
 * the conversions (transforms.ts): their chunk is asked for as the block
 * registers, and its transforms join the block type's lists when it
 * arrives (the same lists, so that block filters applied again keep them),
 * a moment after the editor starts.
 */
import {
	getBlockType,
	registerBlockType,
	store as blocksStore,
} from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import { tiledGalleryIcon as icon } from './icon';
import save from './save';
import type { TiledGalleryAttributes } from './types';

export { metadata };

export function register(): void {
	const transforms: Record< 'from' | 'to', unknown[] > = {
		from: [],
		to: [],
	};
	registerBlockType< TiledGalleryAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() =>
				import( /* webpackChunkName: "tiled-gallery-edit" */ './edit' )
		),
		save,
		deprecated,
		transforms,
	} as never );
	import(
		/* webpackChunkName: "tiled-gallery-transforms" */ './transforms'
	).then( ( loaded ) => {
		transforms.from.push( ...loaded.transforms.from );
		transforms.to.push( ...loaded.transforms.to );
		const type = getBlockType( metadata.name );
		if ( type ) {
			dispatch( blocksStore ).addBlockTypes( type );
		}
	} );
}
