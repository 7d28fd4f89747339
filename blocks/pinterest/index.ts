/**
 * Registers jetpack/pinterest. Kept tiny: the editor entry imports it, the
 * address parser (url.ts: save and the paste transform need it) and save;
 * the edit UI and the preview client load on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import widgetAnchor from './deprecated/widget-anchor';
import { pinterestIcon as icon } from './icon';
import save from './save';
import { transforms } from './transforms';
import type { PinterestAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< PinterestAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "pinterest-edit" */ './edit' )
		),
		save,
		deprecated: [ widgetAnchor ],
		transforms,
	} );
}
