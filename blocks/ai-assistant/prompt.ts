/**
 * Prompt construction for the AI Assistant block and the text-block dropdown
 * (spec 1 sections 2, 4, 5 and 9): the system prompt, the four-backtick
 * delimiter around content, and one instruction per prompt type.
 *
 * Pure: the block gathers the post's text and passes it in.
 */

/** A chat message (the AI client's PromptMessage, spec 1 section 3). */
export interface PromptMessage {
	role: 'system' | 'user' | 'assistant';
	content: string;
}

import {
	CONTENT_DELIMITER,
	UNCLEAR_PROMPT_MARKER,
} from '../../shared/ai/constants';

/** Four backticks around content in prompts (spec 1 section 9). */
export const DELIMITER = CONTENT_DELIMITER;

/** Kept chat history (spec 1 section 9). */
export const MAX_HISTORY = 20;

export type PromptType =
	| 'userPrompt'
	| 'continue'
	| 'correctSpelling'
	| 'simplify'
	| 'summarize'
	| 'generateTitle'
	| 'summaryBasedOnTitle'
	| 'changeTone'
	| 'changeLanguage'
	| 'makeLonger'
	| 'makeShorter';

/** Tone options, formal first (the default, spec 1 section 5). */
export const TONES = [
	'formal',
	'informal',
	'optimistic',
	'humorous',
	'serious',
	'skeptical',
	'empathetic',
	'confident',
	'passionate',
	'provocative',
] as const;
export type Tone = ( typeof TONES )[ number ];

/** Language options (spec 1 section 5); see languagesFor() for the order. */
export const LANGUAGES = [
	'en',
	'es',
	'fr',
	'de',
	'it',
	'pt',
	'ru',
	'zh',
	'ja',
	'ar',
	'hi',
	'ko',
] as const;

/** English names used inside prompts (the model reads English best). */
export const LANGUAGE_NAMES: Record< string, string > = {
	en: 'English',
	es: 'Spanish',
	fr: 'French',
	de: 'German',
	it: 'Italian',
	pt: 'Portuguese',
	ru: 'Russian',
	zh: 'Chinese',
	ja: 'Japanese',
	ar: 'Arabic',
	hi: 'Hindi',
	ko: 'Korean',
};

/**
 * The language codes with the site's language first: "pt_BR" or "pt-BR"
 * puts "pt" first; a site language outside the list changes nothing.
 */
export function languagesFor( siteLocale: string | undefined ): string[] {
	const site = ( siteLocale ?? '' ).toLowerCase().split( /[-_]/ )[ 0 ];
	const list: string[] = [ ...LANGUAGES ];
	const index = list.indexOf( site );
	if ( index > 0 ) {
		list.splice( index, 1 );
		list.unshift( site );
	}
	return list;
}

export interface SystemPromptOptions {
	useGutenbergSyntax?: boolean;
	/** The playground's custom system prompt; empty means the default. */
	customSystemPrompt?: string;
	/** Today's date (for "today"/"this year" requests), ISO yyyy-mm-dd. */
	today?: string;
}

/** The default system prompt (its own wording, not copied). */
export function defaultSystemPrompt( today?: string ): string {
	return [
		'You are a writing assistant inside the WordPress block editor.',
		'Write or rewrite content exactly as the user asks, in the language of the request unless told otherwise.',
		`Content to work on is given between ${ DELIMITER } delimiters; never repeat the delimiters in your reply.`,
		'Reply with the content only: no introduction, no explanation, no notes about what you changed.',
		'Use Markdown for formatting (headings, lists, emphasis, links); never use raw HTML.',
		`If a request is unclear, is not about writing, or cannot be done, reply with only ${ UNCLEAR_PROMPT_MARKER } and nothing else.`,
		today ? `Today is ${ today }.` : '',
	]
		.filter( Boolean )
		.join( '\n' );
}

const GUTENBERG_SYNTAX =
	'Instead of Markdown, reply in WordPress block markup (Gutenberg syntax): every block wrapped in its <!-- wp:name --> and <!-- /wp:name --> comments, with only core text blocks (paragraph, heading, list, list-item, quote) and no scripts.';

/** The system message: the custom prompt if one is set, else the default. */
export function systemPrompt( options: SystemPromptOptions = {} ): string {
	const base = options.customSystemPrompt?.trim()
		? options.customSystemPrompt.trim()
		: defaultSystemPrompt( options.today );
	return options.useGutenbergSyntax
		? `${ base }\n${ GUTENBERG_SYNTAX }`
		: base;
}

/** Content between the delimiters, on lines of their own. */
export function delimit( content: string ): string {
	return `${ DELIMITER }\n${ content.trim() }\n${ DELIMITER }`;
}

export interface PromptRequest {
	type: PromptType;
	/** What the user typed (userPrompt). */
	request?: string;
	/** The content the action works on (preceding, entire or the answer). */
	content?: string;
	/** The post title (summaryBasedOnTitle). */
	title?: string;
	tone?: string;
	/** A language code of LANGUAGES (changeLanguage). */
	language?: string;
}

/** Raised when a prompt has neither a request nor content (spec 1 section 5). */
export class PromptError extends Error {}

/** The user message for a prompt type. */
export function userMessage( prompt: PromptRequest ): string {
	const request = prompt.request?.trim() ?? '';
	const content = prompt.content?.trim() ?? '';
	const title = prompt.title?.trim() ?? '';
	const needsContent = ( text: string ) => {
		if ( ! content ) {
			throw new PromptError( 'A prompt needs a request or content.' );
		}
		return `${ text }\n\n${ delimit( content ) }`;
	};
	switch ( prompt.type ) {
		case 'userPrompt':
			if ( ! request ) {
				throw new PromptError( 'A prompt needs a request or content.' );
			}
			return content
				? `${ request }\n\n${ delimit( content ) }`
				: request;
		case 'continue':
			return needsContent(
				'Continue writing from where this content ends, in the same style and language. Reply with the continuation only.'
			);
		case 'correctSpelling':
			return needsContent(
				'Correct the spelling and grammar of this content. Change nothing else.'
			);
		case 'simplify':
			return needsContent(
				'Simplify this content: shorter sentences and plain words, same meaning and language.'
			);
		case 'summarize':
			return needsContent(
				'Summarize this content in one short paragraph, in its language.'
			);
		case 'generateTitle':
			return needsContent(
				'Write one title for this content: a single line, no quotes, no Markdown.'
			);
		case 'summaryBasedOnTitle':
			if ( ! title ) {
				throw new PromptError( 'A prompt needs a request or content.' );
			}
			return `Write a short summary of a post with this heading:\n\n${ delimit(
				title
			) }`;
		case 'changeTone':
			return needsContent(
				`Rewrite this content in a ${
					prompt.tone ?? 'formal'
				} tone. Keep its meaning and language.`
			);
		case 'changeLanguage':
			return needsContent(
				`Translate this content to ${
					LANGUAGE_NAMES[ prompt.language ?? 'en' ] ?? prompt.language
				}. Keep its formatting.`
			);
		case 'makeLonger':
			return needsContent(
				'Expand this content: add detail and examples, in the same voice and language.'
			);
		case 'makeShorter':
			return needsContent(
				'Make this content shorter, keeping its key points, voice and language.'
			);
	}
	throw new PromptError( `Unknown prompt type: ${ String( prompt.type ) }` );
}

/**
 * The messages of a request: the system prompt, the kept history (at most
 * MAX_HISTORY messages, system messages left out) and the new user message.
 */
export function buildMessages(
	prompt: PromptRequest,
	history: PromptMessage[] = [],
	options: SystemPromptOptions = {}
): PromptMessage[] {
	const kept = history
		.filter( ( message ) => message.role !== 'system' )
		.slice( -( MAX_HISTORY - 1 ) );
	return [
		{ role: 'system', content: systemPrompt( options ) },
		...kept,
		{ role: 'user', content: userMessage( prompt ) },
	];
}
