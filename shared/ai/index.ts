/**
 * The AI client's public API (issue 4, item 1): token, query stream, error
 * catalogue, history trimming and the banners that read no store. The
 * suggestion hook and the banners bound to the stores are in store/ai/
 * (use-ai-suggestions.ts, components/).
 */
export * from './types';
export * from './constants';
export {
	askQuestion,
	aiQueryUrl,
	queryBody,
	type AiStream,
	type AiStreamResult,
	type AskQuestionHandlers,
	type AskQuestionRequestOptions,
} from './ask-question';
export {
	requestJwt,
	getCachedJwt,
	clearCachedJwt,
	type RequestJwtOptions,
} from './jwt';
export { stopOnEscape, type EscapeKeyEvent } from './stop-on-escape';
export {
	mapAiError,
	aiError,
	aiErrorMessage,
	codeForStatus,
	imageError,
	toAiError,
	serverAiError,
	restErrorStatus,
	isFailedToFetch,
	ERROR_USER_NOT_CONNECTED,
	ERROR_NOT_ALLOWED,
	AiRequestError,
	ERROR_QUOTA_EXCEEDED,
	ERROR_UNCLEAR_PROMPT,
	ERROR_SERVICE_UNAVAILABLE,
	ERROR_MODERATION,
	ERROR_CONTEXT_TOO_LARGE,
	ERROR_NETWORK,
	ERROR_UNKNOWN,
	type AiErrorCode,
	type AiFailure,
} from './errors';
export {
	trimHistory,
	dropOldestMessages,
	historyAfterRequest,
} from './history';
export {
	nextRequestingState,
	isRequestActive,
	type RequestEvent,
} from './request-state';
export {
	AnswerAccumulator,
	parseChunk,
	type ParsedChunk,
} from './stream-parser';
export {
	aiBannerKind,
	isAiAllowed,
	type AiBannerKind,
	type AiBannerInput,
} from './banner-rules';
export * from './components';
export {
	generateImages,
	defaultImagePrompt,
	IMAGES_PATH,
	type GeneratedImage,
} from './images';
