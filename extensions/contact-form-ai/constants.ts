/**
 * Constants of the form AI bar (spec 1 sections 2, 4, 9).
 */

export const FORM_BLOCK = 'jetpack/contact-form';
export const SUBMIT_BLOCK = 'jetpack/button';

/** The AI feature a form request names (spec 1 section 9, "the form-AI extension feature"). */
export const FORM_AI_FEATURE = 'jetpack-form-ai-extension';

/** Blocks a reply may never put in a form (spec 1 section 5). */
export const REJECTED_BLOCKS = [ 'core/freeform', 'core/missing', 'core/html' ];

/** The Submit button kept or added on completion (spec 1 sections 4 and 9). */
export const SUBMIT_ATTRIBUTES = {
	element: 'button',
	text: 'Submit',
	borderRadius: 8,
	lock: { remove: true },
} as const;

/** Below this width the bar sits fixed under the block toolbar (spec 1 section 9: small, 600 px). */
export const SMALL_SCREEN = 'small';
