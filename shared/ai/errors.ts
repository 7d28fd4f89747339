/**
 * The AI error catalogue (spec 1 section 8): HTTP statuses and stream
 * failures to the code, exact message and notice kind the UI shows.
 */
import { __ } from '@wordpress/i18n';
import type { AiError } from './types';

export const ERROR_QUOTA_EXCEEDED = 'error_quota_exceeded';
export const ERROR_UNCLEAR_PROMPT = 'error_unclear_prompt';
export const ERROR_SERVICE_UNAVAILABLE = 'error_service_unavailable';
export const ERROR_MODERATION = 'error_moderation';
export const ERROR_CONTEXT_TOO_LARGE = 'error_context_too_large';
export const ERROR_NETWORK = 'error_network';
export const ERROR_UNKNOWN = 'error_unknown';

export type AiErrorCode =
	| typeof ERROR_QUOTA_EXCEEDED
	| typeof ERROR_UNCLEAR_PROMPT
	| typeof ERROR_SERVICE_UNAVAILABLE
	| typeof ERROR_MODERATION
	| typeof ERROR_CONTEXT_TOO_LARGE
	| typeof ERROR_NETWORK
	| typeof ERROR_UNKNOWN;

/** The message of each code, exactly as the spec words it. */
export function aiErrorMessage( code: AiErrorCode ): string {
	switch ( code ) {
		case ERROR_QUOTA_EXCEEDED:
			return __(
				'You have reached the limit of requests for this site.',
				'orbit-blocks'
			);
		case ERROR_UNCLEAR_PROMPT:
			return __(
				'Your request was unclear. Mind trying again?',
				'orbit-blocks'
			);
		case ERROR_SERVICE_UNAVAILABLE:
			return __(
				'AI services are currently unavailable. Sorry for the inconvenience.',
				'orbit-blocks'
			);
		case ERROR_MODERATION:
			return __(
				'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
				'orbit-blocks'
			);
		case ERROR_CONTEXT_TOO_LARGE:
			return __(
				'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.',
				'orbit-blocks'
			);
		case ERROR_NETWORK:
			return __(
				'It was not possible to process your request. Mind trying again?',
				'orbit-blocks'
			);
		default:
			return __(
				'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.',
				'orbit-blocks'
			);
	}
}

/** An AiError for a code: every one is an info notice except the unknown error. */
export function aiError( code: AiErrorCode ): AiError {
	return {
		code,
		message: aiErrorMessage( code ),
		severity: code === ERROR_UNKNOWN ? 'error' : 'info',
	};
}

/** The code for an HTTP status that is not a success. */
export function codeForStatus( status: number ): AiErrorCode {
	switch ( status ) {
		case 429:
			return ERROR_QUOTA_EXCEEDED;
		case 503:
			return ERROR_SERVICE_UNAVAILABLE;
		case 422:
			return ERROR_MODERATION;
		case 413:
			return ERROR_CONTEXT_TOO_LARGE;
	}
	// "Other 4xx from 400 to 500": 500 included, the other 5xx are unknown.
	return status >= 400 && status <= 500 ? ERROR_NETWORK : ERROR_UNKNOWN;
}

/** The server's refusals of a user who may not use AI (403, spec 1 section 6). */
export const ERROR_USER_NOT_CONNECTED = 'ai_user_not_connected';
export const ERROR_NOT_ALLOWED = 'ai_not_allowed';

/** A WordPress REST error: apiFetch's rejection, or a route's JSON answer. */
type RestErrorBody = {
	code?: unknown;
	message?: unknown;
	status?: unknown;
	data?: { status?: unknown; settings_url?: unknown } | null;
};

function asRestError( error: unknown ): RestErrorBody {
	return error && typeof error === 'object' ? ( error as RestErrorBody ) : {};
}

/** The HTTP status of a REST error (`data.status`, as apiFetch rejects, or `status`). */
export function restErrorStatus( error: unknown ): number | undefined {
	const { status, data } = asRestError( error );
	const found = data?.status ?? status;
	return typeof found === 'number' ? found : undefined;
}

/**
 * The AiError for a refused request, with the server's own words where they
 * matter: a user the site does not let use AI (403 ai_user_not_connected or
 * ai_not_allowed: why), and a reached limit (429 error_quota_exceeded:
 * which limit and when AI is back, and for an administrator where to
 * change it). Any other status
 * gets the catalogue's message.
 */
export function serverAiError( status: number, body?: unknown ): AiError {
	const { code, message, data } = asRestError( body );
	const said = typeof message === 'string' ? message.trim() : '';
	if (
		status === 403 &&
		( code === ERROR_USER_NOT_CONNECTED || code === ERROR_NOT_ALLOWED )
	) {
		return {
			code,
			message:
				said ||
				( code === ERROR_NOT_ALLOWED
					? __( 'You may not use AI on this site.', 'orbit-blocks' )
					: __(
							'Connect your account to use AI on this site.',
							'orbit-blocks'
					  ) ),
			severity: 'info',
		};
	}
	if ( status === 429 ) {
		const quota = aiError( ERROR_QUOTA_EXCEEDED );
		const settingsUrl = data?.settings_url;
		return {
			...quota,
			// The site's limit names itself; any other 429 gets the spec's words.
			message: ( code === ERROR_QUOTA_EXCEEDED && said ) || quota.message,
			...( typeof settingsUrl === 'string' &&
			/^https?:\/\//.test( settingsUrl )
				? { settingsUrl }
				: {} ),
		};
	}
	return aiError( codeForStatus( status ) );
}

/** What went wrong, as the client sees it. */
export type AiFailure =
	| { status: number }
	| { network: true; message?: string }
	| { unclearPrompt: true }
	| { unknown: unknown };

/**
 * Maps a failure (an HTTP status, a connection failure such as "Failed to
 * fetch", the unclear-prompt marker, or anything else) to its AiError.
 */
export function mapAiError( failure: AiFailure | number ): AiError {
	if ( typeof failure === 'number' ) {
		return aiError( codeForStatus( failure ) );
	}
	if ( 'status' in failure ) {
		return aiError( codeForStatus( failure.status ) );
	}
	if ( 'network' in failure ) {
		return aiError( ERROR_NETWORK );
	}
	if ( 'unclearPrompt' in failure ) {
		return aiError( ERROR_UNCLEAR_PROMPT );
	}
	return aiError( ERROR_UNKNOWN );
}

/** The error image generation shows for any failure (spec 1 section 8). */
export function imageError(): AiError {
	return aiError( ERROR_UNKNOWN );
}

/**
 * An error thrown by the client: carries the AiError, and for a network
 * failure whether it was the browser's "Failed to fetch" (history trimming
 * depends on it, spec 1 section 4).
 */
export class AiRequestError extends Error {
	readonly aiError: AiError;
	readonly status?: number;
	readonly failedToFetch: boolean;

	constructor(
		error: AiError,
		{
			status,
			failedToFetch = false,
		}: { status?: number; failedToFetch?: boolean } = {}
	) {
		super( error.message );
		this.name = 'AiRequestError';
		this.aiError = error;
		this.status = status;
		this.failedToFetch = failedToFetch;
	}
}

/** The message browsers give a fetch that got no answer. */
export const FAILED_TO_FETCH = 'Failed to fetch';

/** Whether an error is the browser's failed fetch (TypeError "Failed to fetch" and kin). */
export function isFailedToFetch( error: unknown ): boolean {
	if ( error instanceof AiRequestError ) {
		return error.failedToFetch;
	}
	const message = error instanceof Error ? error.message : String( error );
	return (
		message.includes( FAILED_TO_FETCH ) ||
		// Firefox and Safari word the same failure differently.
		message.includes( 'NetworkError when attempting to fetch' ) ||
		message.includes( 'Load failed' )
	);
}

/** The AiError for anything thrown by a request. */
export function toAiError( error: unknown ): AiError {
	if ( error instanceof AiRequestError ) {
		return error.aiError;
	}
	if ( isFailedToFetch( error ) ) {
		return aiError( ERROR_NETWORK );
	}
	// apiFetch rejects with the route's error: { code, message, data: { status } }.
	const status = restErrorStatus( error );
	if ( status !== undefined ) {
		return serverAiError( status, error );
	}
	return aiError( ERROR_UNKNOWN );
}
