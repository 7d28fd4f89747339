/**
 * Registers jetpack/button, the shared button that other blocks (forms,
 * embeds, payments) place inside themselves. It is not in the inserter.
 */
import { registerBlockType } from '@wordpress/blocks';
import { button as icon } from '@wordpress/icons';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import type { ButtonAttributes } from './markup';
import save from './save';

export { metadata };

export function register(): void {
	registerBlockType< ButtonAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "button-edit" */ './edit' )
		),
		save,
		deprecated,
	} );
}
