/**
 * Registers jetpack/google-calendar. Kept tiny: the editor entry imports it,
 * the parser (url.ts, for the paste transform) and nothing else; the edit UI
 * loads on demand. The block is dynamic: visitors get the iframe from
 * blocks/google-calendar/render.php.
 */
import { registerBlockType } from '@wordpress/blocks';
import { calendar as icon } from '@wordpress/icons';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import commentOnly from './deprecated/comment-only';
import save from './save';
import { transforms } from './transforms';
import type { GoogleCalendarAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< GoogleCalendarAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() =>
				import(
					/* webpackChunkName: "google-calendar-edit" */ './edit'
				)
		),
		save,
		deprecated: [ commentOnly ],
		transforms,
	} );
}
