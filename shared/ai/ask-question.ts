/**
 * The AI query (spec 1 section 7): POST to the provider's AI query endpoint
 * with the bearer token and `post_id`, `question` or `messages`, `feature`,
 * `functions`, `model` (and `?stream_cache=true` when asked), read as
 * server-sent events with @microsoft/fetch-event-source, loaded on demand.
 *
 * The endpoint's address is the service `ai-query` (shared/services.ts);
 * without one, the site's own wpcom/v2/jetpack-ai-query, which the local
 * provider serves (php-stubs/includes/rest/ai.php).
 */
import { addQueryArgs } from '@wordpress/url';
import { getEditorState } from '../editor-state';
import { getService } from '../services';
import { OFFLINE_RESPONDER_HEADER } from './constants';
import {
	AiRequestError,
	ERROR_NETWORK,
	ERROR_UNKNOWN,
	aiError,
	isFailedToFetch,
	mapAiError,
	serverAiError,
	toAiError,
} from './errors';
import { clearCachedJwt, requestJwt, type RequestJwtOptions } from './jwt';
import { AnswerAccumulator } from './stream-parser';
import type {
	AiError,
	AiFunctionCall,
	AskQuestionOptions,
	PromptProp,
} from './types';

export type AskQuestionHandlers = {
	/** The response arrived; whether the local offline responder wrote it. */
	onOpen?: ( info: { isOfflineResponder: boolean } ) => void;
	/** A piece of visible answer, and the answer so far. */
	onChunk?: ( delta: string, text: string ) => void;
	/** The model asked for a function call (after the stream ended). */
	onFunctionCall?: ( call: AiFunctionCall ) => void;
	onDone?: ( text: string ) => void;
	onError?: ( error: AiError, cause: AiRequestError ) => void;
};

export type AskQuestionRequestOptions = AskQuestionOptions & {
	/** A token to use instead of requestJwt()'s. */
	token?: string;
	/** Options for requestJwt(). */
	jwt?: RequestJwtOptions;
	/** The endpoint, instead of the configured one. */
	url?: string;
	/** A fetch to use instead of the window's (tests). */
	fetch?: typeof fetch;
};

export type AiStreamResult = {
	status: 'done' | 'stopped' | 'error';
	text: string;
	functionCall?: AiFunctionCall;
	error?: AiError;
	/** The request failed with the browser's "Failed to fetch". */
	failedToFetch: boolean;
	isOfflineResponder: boolean;
};

export type AiStream = {
	/** Closes the stream; the result then has status 'stopped'. */
	close: () => void;
	/** The answer so far. */
	readonly text: string;
	/** Settles when the stream ends, however it ends (never rejects). */
	readonly result: Promise< AiStreamResult >;
};

/** The query endpoint's address. */
export function aiQueryUrl( streamCache = false ): string {
	const { url } = getService( 'ai-query', {
		url: getEditorState().api.root + 'wpcom/v2/jetpack-ai-query',
	} );
	return streamCache ? addQueryArgs( url, { stream_cache: true } ) : url;
}

/** The request body (undefined parts left out). */
export function queryBody(
	prompt: PromptProp,
	options: AskQuestionOptions
): Record< string, unknown > {
	const body: Record< string, unknown > =
		typeof prompt === 'string'
			? { question: prompt }
			: { messages: prompt };
	if ( options.postId !== undefined ) {
		body.post_id = options.postId;
	}
	if ( options.feature !== undefined ) {
		body.feature = options.feature;
	}
	if ( options.functions !== undefined ) {
		body.functions = options.functions;
	}
	if ( options.model !== undefined ) {
		body.model = options.model;
	}
	return body;
}

function asRequestError( error: unknown, afterOpen: boolean ): AiRequestError {
	if ( error instanceof AiRequestError ) {
		return error;
	}
	if ( afterOpen ) {
		// Reading an answer under way failed: the connection broke.
		return new AiRequestError( aiError( ERROR_NETWORK ) );
	}
	return new AiRequestError( toAiError( error ), {
		failedToFetch: isFailedToFetch( error ),
	} );
}

/**
 * Starts a query and streams its answer into the handlers. The returned
 * stream can be closed; its result settles once, with the answer so far.
 */
export function askQuestion(
	prompt: PromptProp,
	options: AskQuestionRequestOptions = {},
	handlers: AskQuestionHandlers = {}
): AiStream {
	const controller = new AbortController();
	const answer = new AnswerAccumulator();
	let isOfflineResponder = false;
	let opened = false;
	let settled = false;
	let resolveResult!: ( result: AiStreamResult ) => void;
	const result = new Promise< AiStreamResult >( ( resolve ) => {
		resolveResult = resolve;
	} );

	const settle = (
		status: AiStreamResult[ 'status' ],
		failure?: AiRequestError
	) => {
		if ( settled ) {
			return;
		}
		settled = true;
		controller.abort();
		const outcome: AiStreamResult = {
			status,
			text: answer.text,
			functionCall: answer.functionCall,
			error: failure?.aiError,
			failedToFetch: failure?.failedToFetch ?? false,
			isOfflineResponder,
		};
		if ( status === 'done' ) {
			if ( outcome.functionCall ) {
				handlers.onFunctionCall?.( outcome.functionCall );
			}
			handlers.onDone?.( outcome.text );
		} else if ( failure ) {
			handlers.onError?.( failure.aiError, failure );
		}
		resolveResult( outcome );
	};

	const run = async () => {
		const [ { fetchEventSource }, token ] = await Promise.all( [
			import(
				/* webpackChunkName: "fetch-event-source" */ '@microsoft/fetch-event-source'
			),
			options.token
				? Promise.resolve( options.token )
				: requestJwt( options.jwt ).then( ( jwt ) => jwt.token ),
		] );
		if ( settled ) {
			return;
		}
		await fetchEventSource(
			options.url ?? aiQueryUrl( options.streamCache ),
			{
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					Authorization: `Bearer ${ token }`,
				},
				body: JSON.stringify( queryBody( prompt, options ) ),
				signal: controller.signal,
				// A hidden tab must not restart the query.
				openWhenHidden: true,
				fetch: options.fetch,
				async onopen( response ) {
					if ( ! response.ok ) {
						if (
							response.status === 401 ||
							response.status === 403
						) {
							// The token was refused: ask for a new one next time.
							clearCachedJwt();
						}
						// The route's error says why (a refusal, which limit).
						let body: unknown;
						try {
							body = await response.json();
						} catch {
							body = undefined;
						}
						throw new AiRequestError(
							serverAiError( response.status, body ),
							{
								status: response.status,
							}
						);
					}
					const type = response.headers.get( 'content-type' ) ?? '';
					if ( ! type.startsWith( 'text/event-stream' ) ) {
						throw new AiRequestError( aiError( ERROR_UNKNOWN ), {
							status: response.status,
						} );
					}
					opened = true;
					isOfflineResponder =
						response.headers.get( OFFLINE_RESPONDER_HEADER ) ===
						'offline';
					handlers.onOpen?.( { isOfflineResponder } );
				},
				onmessage( message ) {
					if ( settled ) {
						return;
					}
					const pushed = answer.push( message.data );
					if ( pushed.type === 'text' ) {
						handlers.onChunk?.( pushed.delta, answer.text );
					} else if ( pushed.type === 'done' ) {
						settle( 'done' );
					} else if ( pushed.type === 'unclear-prompt' ) {
						settle(
							'error',
							new AiRequestError(
								mapAiError( { unclearPrompt: true } )
							)
						);
					}
				},
				onclose() {
					// The server closed the stream before [DONE]: the connection
					// dropped. What arrived is kept.
					settle(
						'error',
						new AiRequestError( aiError( ERROR_NETWORK ) )
					);
				},
				onerror( error ) {
					// Rethrowing stops fetch-event-source's automatic retries.
					throw error;
				},
			}
		);
	};

	run().catch( ( error ) =>
		settle( 'error', asRequestError( error, opened ) )
	);

	return {
		close: () => settle( 'stopped' ),
		get text() {
			return answer.text;
		},
		result,
	};
}
