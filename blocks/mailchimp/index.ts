/**
 * Registers jetpack/mailchimp, the newsletter signup form (spec 2
 * "Newsletter signup form"). The form is rendered by the host; the post
 * keeps the attributes and the locked inner submit button. The edit UI
 * loads on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { envelope as icon } from '@wordpress/icons';
import { ensureBlockCategory } from '../../shared/block-category';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { MailchimpAttributes } from './types';

export { metadata };

export function register(): void {
	ensureBlockCategory( 'grow', __( 'Grow', 'orbit-blocks' ) );
	registerBlockType< MailchimpAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "mailchimp-edit" */ './edit' )
		),
		save,
		deprecated,
	} as never );
}
