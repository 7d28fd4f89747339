/**
 * Constants of the AI client (spec 1 section 9).
 */

/** How long a token stays in local storage. */
export const TOKEN_LIFETIME_MS = 120000;
/**
 * Local storage key prefix of the cached token; the key adds the site and
 * the user (jwt.ts, tokenStorageKey).
 */
export const TOKEN_STORAGE_KEY = 'orbit-blocks-ai-jwt';

/** Messages kept in a conversation after a completion. */
export const HISTORY_LIMIT = 20;
/** Oldest messages dropped after a "Failed to fetch" network error. */
export const HISTORY_DROP_ON_NETWORK_ERROR = 8;

/** Free requests a site gets when the server names no limit. */
export const DEFAULT_REQUESTS_LIMIT = 20;

/** The delimiter put around content in prompts: four backticks. */
export const CONTENT_DELIMITER = '````';

/** What the model answers, at the start of its reply, to a prompt it cannot follow. */
export const UNCLEAR_PROMPT_MARKER = '__JETPACK_AI_ERROR__';

/** The marker that ends a stream. */
export const DONE_MARKER = '[DONE]';

/** Features (spec 1 section 9). */
export const FEATURE_AI_ASSISTANT = 'ai-assistant';
export const FEATURE_AI_ASSISTANT_EXPERIMENTAL = 'ai-assistant-experimental';

/** Response header by which the local provider marks its offline responder. */
export const OFFLINE_RESPONDER_HEADER = 'x-orbit-ai-responder';
