/**
 * The request the form AI bar sends (spec 1 sections 5 and 7): a system
 * message naming the blocks a form may hold and the markup to answer in,
 * and the user's request. A custom prompt for a form must be non-empty
 * (spec 1 section 5): `formPrompt` throws otherwise.
 */
import { __ } from '@wordpress/i18n';
import type { PromptMessage } from '../../shared/ai';
import { STEP_PROMPT_LINES } from './steps';

export const FIELD_BLOCKS = [
	'jetpack/field-name',
	'jetpack/field-email',
	'jetpack/field-url',
	'jetpack/field-text',
	'jetpack/field-textarea',
	'jetpack/field-checkbox',
	'jetpack/field-checkbox-multiple',
	'jetpack/field-radio',
	'jetpack/field-select',
	'jetpack/field-date',
	'jetpack/field-telephone',
	'jetpack/field-consent',
];

/** Where the spec gives no wording for the empty-prompt error, this one. */
export const EMPTY_PROMPT_MESSAGE = __(
	'Describe the form you want to create.',
	'orbit-blocks'
);

export class EmptyFormPromptError extends Error {
	code = 'error_empty_prompt';
	constructor() {
		super( EMPTY_PROMPT_MESSAGE );
		this.name = 'EmptyFormPromptError';
	}
}

const SYSTEM = [
	'You are an assistant that builds contact forms for a WordPress block editor.',
	'Answer ONLY with block markup (Gutenberg syntax), one block per line, with no other text and no code fence.',
	`Use only these field blocks, each self-closing with its attributes as JSON: ${ FIELD_BLOCKS.join(
		', '
	) }.`,
	'Field attributes: label (string), required (boolean), placeholder (string); options (array of strings) for field-radio, field-select and field-checkbox-multiple.',
	'End with exactly one submit button: <!-- wp:jetpack/button {"element":"button","text":"Submit","borderRadius":8,"lock":{"remove":true}} /-->',
	'Example: <!-- wp:jetpack/field-name {"required":true} /-->',
	...STEP_PROMPT_LINES,
].join( '\n' );

/** The messages of a form request; throws EmptyFormPromptError for an empty request. */
export function formPrompt( request: string ): PromptMessage[] {
	const text = request.trim();
	if ( ! text ) {
		throw new EmptyFormPromptError();
	}
	return [
		{ role: 'system', content: SYSTEM },
		{ role: 'user', content: text },
	];
}
