/**
 * Types of the AI client (spec 1 sections 3, 4 and 7). The AI Assistant
 * block and the text-block dropdown code against these.
 */

/** Spec 1 section 4, "Suggestion request". */
export type RequestingState =
	| 'init'
	| 'requesting'
	| 'suggesting'
	| 'done'
	| 'error';

/** One message of a conversation sent as `messages`. */
export type PromptMessage = {
	role: 'system' | 'user' | 'assistant';
	content: string;
};

/** A question (sent as `question`) or a conversation (sent as `messages`). */
export type PromptProp = string | PromptMessage[];

/** An error shown to the user: spec 1 section 8's code, message and notice kind. */
export type AiError = {
	code: string;
	message: string;
	severity: 'info' | 'error';
	/** Where an administrator fixes the setting the error names. */
	settingsUrl?: string;
};

/** The optional parts of a query (spec 1 section 7). */
export type AskQuestionOptions = {
	postId?: number;
	feature?: string;
	functions?: unknown[];
	model?: string;
	/** Adds stream_cache=true to the query's address. */
	streamCache?: boolean;
};

/** A function call the model asked for, its arguments as the JSON text streamed. */
export type AiFunctionCall = { name: string; arguments: string };

/** Cached token (spec 1 section 3): token, blogId, expire (ms since epoch). */
export type AiToken = { token: string; blogId: string; expire: number };
