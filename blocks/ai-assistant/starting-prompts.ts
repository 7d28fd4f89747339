/**
 * The starting prompts (spec 1 section 2) and the timings of the input's
 * placeholder rotation and template typing (section 9).
 */
import { __ } from '@wordpress/i18n';

/** Placeholder rotation step (spec 1 section 9). */
export const PLACEHOLDER_ROTATION_MS = 1600;
/** Template typing speed (spec 1 section 9). */
export const TYPING_MS_PER_CHARACTER = 25;

export interface StartingPrompt {
	label: string;
	/** What is typed into the input; the user completes the sentence. */
	prompt: string;
}

export function startingPrompts(): StartingPrompt[] {
	// Each prompt ends with a space, so that the user types on at once.
	const prompts: StartingPrompt[] = [
		{
			label: __( 'Post about…', 'orbit-blocks' ),
			prompt: __( 'Write a post about', 'orbit-blocks' ),
		},
		{
			label: __( 'Informative article on…', 'orbit-blocks' ),
			prompt: __(
				'Craft an informative article explaining',
				'orbit-blocks'
			),
		},
		{
			label: __( 'Step-by-step tutorial on…', 'orbit-blocks' ),
			prompt: __( 'Write a step-by-step tutorial on', 'orbit-blocks' ),
		},
		{
			label: __( 'Motivational post on…', 'orbit-blocks' ),
			prompt: __( 'Create a motivational post on', 'orbit-blocks' ),
		},
	];
	return prompts.map( ( item ) => ( {
		...item,
		prompt: `${ item.prompt } `,
	} ) );
}

/** The placeholder the rotation settles on (the product's ask-AI text). */
export const askAiPlaceholder = () =>
	__( 'Ask AI to write anything…', 'orbit-blocks' );

/**
 * The placeholders shown in turn: each template label, then the ask-AI text,
 * which stays.
 */
export function placeholderSequence(): string[] {
	return [
		...startingPrompts().map( ( item ) => item.label ),
		askAiPlaceholder(),
	];
}
