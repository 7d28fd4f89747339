/**
 * Registers jetpack/donations (spec 2 "Donations"). A dynamic block: the
 * host renders the visitors' form (blocks/donations/render.php),
 * so the post keeps only the attributes, and view.ts makes the form work.
 * The edit UI and the currency table load on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { payment as icon } from '@wordpress/icons';
import { ensureBlockCategory } from '../../shared/block-category';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import { deprecated } from './deprecated';
import type { DonationsAttributes } from './types';

export { metadata };

export function register(): void {
	ensureBlockCategory( 'earn', __( 'Earn', 'orbit-blocks' ) );
	registerBlockType< DonationsAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "donations-edit" */ './edit' )
		),
		save: () => null,
		deprecated,
	} as never );
}
