/**
 * Multi-step forms and file fields in the form AI bar's answers (issue 38):
 * what the system message tells the model about them, and where the one
 * Submit button goes in a form with steps (in the step navigation, after
 * the steps, as the incumbent saves it).
 */
import { createBlock, type BlockInstance } from '@wordpress/blocks';
import { SUBMIT_BLOCK } from './constants';

export const STEP_CONTAINER = 'jetpack/form-step-container';
export const STEP_NAVIGATION = 'jetpack/form-step-navigation';

/** The system message's lines about steps and the file field. */
export const STEP_PROMPT_LINES = [
	'A form that asks a lot may be split into steps: <!-- wp:jetpack/form-progress-indicator /--> then <!-- wp:jetpack/form-step-container --><div class="jetpack-form-steps-wrapper"><div class="wp-block-jetpack-form-step-container jetpack-form-step-container">STEPS</div></div><!-- /wp:jetpack/form-step-container -->, each step <!-- wp:jetpack/form-step {"stepLabel":"Step title"} --><div class="wp-block-jetpack-form-step">FIELDS</div><!-- /wp:jetpack/form-step -->, and the submit button last, after the steps.',
	'A file upload: <!-- wp:jetpack/field-file {"label":"Your CV","required":true,"allowedTypes":["application/pdf"],"maxFileSize":5} --><div></div><!-- /wp:jetpack/field-file --> (allowedTypes: MIME types; maxFileSize: megabytes).',
];

/**
 * In a form with steps, the Submit button (the last block, from
 * withOneSubmit) moves into the step navigation after the steps; the
 * navigation is made when the answer has none. Other forms are unchanged.
 */
export function withSubmitInSteps( blocks: BlockInstance[] ): BlockInstance[] {
	if ( ! blocks.some( ( block ) => block.name === STEP_CONTAINER ) ) {
		return blocks;
	}
	const submit = blocks[ blocks.length - 1 ];
	if ( ! submit || submit.name !== SUBMIT_BLOCK ) {
		return blocks;
	}
	const given = blocks.find( ( block ) => block.name === STEP_NAVIGATION );
	const others = blocks
		.slice( 0, -1 )
		.filter( ( block ) => block.name !== STEP_NAVIGATION );
	const navigation = createBlock( STEP_NAVIGATION, given?.attributes ?? {}, [
		...( given?.innerBlocks ?? [] ).filter(
			( block ) => block.name !== SUBMIT_BLOCK
		),
		submit,
	] );
	return [ ...others, navigation ];
}
