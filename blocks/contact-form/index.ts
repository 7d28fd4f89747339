/**
 * Registers jetpack/contact-form and its field blocks (fields/). The form
 * saves its inner blocks (fields, other text blocks and the jetpack/button
 * submit); visitors get the form the host renders from them
 * (blocks/contact-form/render.php), which also handles the
 * submissions. Kept tiny: the edit UIs of the form and every field are one
 * on-demand chunk.
 */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import innerContainer from './deprecated/inner-container';
import unwrapped from './deprecated/unwrapped';
import { registerFields } from './fields';
import { registerInnerBlocks } from './inner';
import { registerFileField } from './fields/file';
import { formIcon as icon } from './icons';
import save from './save';
import { registerSteps } from './steps';
import type { FormAttributes } from './settings';

export { metadata };

export function register(): void {
	registerBlockType< FormAttributes >( metadata, {
		icon,
		edit: lazyEdit< BlockEditProps< FormAttributes > >(
			() => import( /* webpackChunkName: "contact-form-edit" */ './edit' )
		),
		save,
		deprecated: [ innerContainer, unwrapped ] as never,
	} );
	registerFields();
	registerInnerBlocks();
	registerFileField();
	registerSteps();
}
