/**
 * The dropdown's actions (spec 1 section 2) as prompts: each sends the
 * block's text between the four-backtick delimiters (prompt.ts) and asks for
 * the rewritten text only.
 */
import {
	buildMessages,
	type PromptMessage,
	type PromptType,
} from '../../blocks/ai-assistant/prompt';

export type DropdownAction =
	| 'correctSpelling'
	| 'simplify'
	| 'summarize'
	| 'expand'
	| 'changeTone'
	| 'translate';

const PROMPT_TYPES: Record< DropdownAction, PromptType > = {
	correctSpelling: 'correctSpelling',
	simplify: 'simplify',
	summarize: 'summarize',
	expand: 'makeLonger',
	changeTone: 'changeTone',
	translate: 'changeLanguage',
};

/** The messages for an action on a block's text. */
export function actionMessages(
	action: DropdownAction,
	text: string,
	option?: string
): PromptMessage[] {
	return buildMessages( {
		type: PROMPT_TYPES[ action ],
		content: text,
		tone: action === 'changeTone' ? option : undefined,
		language: action === 'translate' ? option : undefined,
	} );
}
