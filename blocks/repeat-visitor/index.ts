/**
 * Registers jetpack/repeat-visitor: inner content shown only to repeat
 * visitors, or only to new ones. The inner blocks are saved; the host decides
 * per visitor whether they render. The edit UI loads on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { people as icon } from '@wordpress/icons';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import type { RepeatVisitorAttributes } from './edit';
import singleWrapper from './deprecated/single-wrapper';
import save from './save';

export { metadata };

export function register(): void {
	registerBlockType< RepeatVisitorAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() =>
				import( /* webpackChunkName: "repeat-visitor-edit" */ './edit' )
		),
		save,
		deprecated: [ singleWrapper ],
	} );
}
