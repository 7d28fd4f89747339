/**
 * Registers jetpack/gif (spec 2 "GIF search"). Kept tiny: the editor entry
 * imports it with the saved markup (save.tsx), the older version and the
 * paste transform (which needs the Giphy address parser, url.ts); the search
 * UI and the GIF service's client load on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import { gifIcon as icon } from './icon';
import save from './save';
import transforms from './transforms';
import type { GifAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< GifAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "gif-edit" */ './edit' )
		),
		save,
		deprecated,
		transforms,
	} as never );
}
