/**
 * useAiSuggestions: one suggestion request at a time, its state (spec 1
 * section 4: init, requesting, suggesting, done, error), the text so far and
 * the error. `suggestion` changes at most once per animation frame however
 * fast chunks arrive, so a 2,000-chunk answer renders a few dozen times, not
 * 2,000. Each completed request is counted
 * in the AI store; a quota error marks the site as requiring an upgrade.
 * Esc is for the UI to bind on its own input or toolbar (stop-on-escape.ts).
 */
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { askQuestion, type AiStream } from '../../shared/ai/ask-question';
import {
	ERROR_NOT_ALLOWED,
	ERROR_QUOTA_EXCEEDED,
	ERROR_USER_NOT_CONNECTED,
} from '../../shared/ai/errors';
import {
	nextRequestingState,
	type RequestEvent,
} from '../../shared/ai/request-state';
import { store as aiStore } from './index';
import type {
	AiError,
	AiFunctionCall,
	AskQuestionOptions,
	PromptProp,
	RequestingState,
} from '../../shared/ai/types';

export type UseAiSuggestionsOptions = {
	prompt?: PromptProp;
	/** Send `prompt` as soon as the component mounts. */
	autoRequest?: boolean;
	askQuestionOptions?: AskQuestionOptions;
	/** The text so far, at most once per animation frame. */
	onSuggestion?: ( text: string ) => void;
	onDone?: ( text: string ) => void;
	onError?: ( error: AiError ) => void;
	/**
	 * Stopped: the text the author saw (the last frame shown; chunks that
	 * arrived after it were never on screen and are not kept).
	 */
	onStop?: ( text: string ) => void;
	onFunctionCall?: ( call: AiFunctionCall ) => void;
};

export type UseAiSuggestionsResult = {
	suggestion: string;
	error?: AiError;
	requestingState: RequestingState;
	request: (
		prompt: PromptProp,
		options?: AskQuestionOptions
	) => Promise< void >;
	stopSuggestion: () => void;
	reset: () => void;
	/** The last answer came from the local offline responder. */
	isOfflineResponder: boolean;
	/** The last request failed with "Failed to fetch" (drop old history, spec 1 section 4). */
	failedToFetch: boolean;
};

type State = {
	requestingState: RequestingState;
	suggestion: string;
	error?: AiError;
	isOfflineResponder: boolean;
	failedToFetch: boolean;
};

const INITIAL: State = {
	requestingState: 'init',
	suggestion: '',
	isOfflineResponder: false,
	failedToFetch: false,
};

const frame = ( callback: () => void ): number =>
	typeof window.requestAnimationFrame === 'function'
		? window.requestAnimationFrame( callback )
		: ( window.setTimeout( callback, 16 ) as unknown as number );
const cancelFrame = ( id: number ) =>
	typeof window.cancelAnimationFrame === 'function'
		? window.cancelAnimationFrame( id )
		: window.clearTimeout( id );

function cancelPendingFrame( ref: { current: number | null } ) {
	if ( ref.current !== null ) {
		cancelFrame( ref.current );
		ref.current = null;
	}
}

/**
 * Closes the stream under way (if any), forgetting it first so that its last
 * events are ignored, and drops the frame it has not shown yet.
 */
function closeStream(
	streamRef: { current: AiStream | null },
	frameRef: { current: number | null }
) {
	const stream = streamRef.current;
	streamRef.current = null;
	stream?.close();
	cancelPendingFrame( frameRef );
}

export function useAiSuggestions(
	options: UseAiSuggestionsOptions = {}
): UseAiSuggestionsResult {
	const [ state, setState ] = useState< State >( INITIAL );
	const {
		increaseAiAssistantRequestsCount,
		setAiAssistantFeatureRequireUpgrade,
		fetchAiAssistantFeature,
	} = useDispatch( aiStore );

	// The latest options, so that callbacks stay stable.
	const optionsRef = useRef( options );
	optionsRef.current = options;
	const streamRef = useRef< AiStream | null >( null );
	const textRef = useRef( '' );
	// The text the last frame showed: what Stop keeps.
	const shownRef = useRef( '' );
	const frameRef = useRef< number | null >( null );
	const mountedRef = useRef( true );

	/** Shows `text`, the request's state moved on by `event` (if any). */
	const show = useCallback( ( text: string, event?: RequestEvent ) => {
		shownRef.current = text;
		setState( ( current ) => ( {
			...current,
			suggestion: text,
			requestingState: event
				? nextRequestingState( current.requestingState, event )
				: current.requestingState,
		} ) );
	}, [] );

	/** Shows the text so far now (at the end of a stream). */
	const flush = useCallback(
		( event?: 'complete' | 'fail' | 'stop' ) => {
			cancelPendingFrame( frameRef );
			if ( ! mountedRef.current ) {
				return;
			}
			show( textRef.current, event );
		},
		[ show ]
	);

	const stopSuggestion = useCallback( () => {
		const stream = streamRef.current;
		if ( ! stream ) {
			return;
		}
		streamRef.current = null;
		stream.close();
		// Exactly what was on screen stays: the text of a frame not yet
		// shown is dropped, not shown after the author asked to stop.
		textRef.current = shownRef.current;
		flush( 'stop' );
		optionsRef.current.onStop?.( shownRef.current );
	}, [ flush ] );

	const reset = useCallback( () => {
		closeStream( streamRef, frameRef );
		textRef.current = '';
		shownRef.current = '';
		setState( INITIAL );
	}, [] );

	const request = useCallback(
		async ( prompt: PromptProp, askOptions?: AskQuestionOptions ) => {
			// One request at a time: a new one replaces the one under way.
			closeStream( streamRef, frameRef );
			textRef.current = '';
			shownRef.current = '';
			setState( ( current ) => ( {
				...current,
				requestingState: nextRequestingState(
					current.requestingState,
					'send'
				),
				suggestion: '',
				error: undefined,
				failedToFetch: false,
			} ) );

			const stream = askQuestion(
				prompt,
				askOptions ?? optionsRef.current.askQuestionOptions ?? {},
				{
					onOpen: ( { isOfflineResponder } ) => {
						if (
							streamRef.current === stream &&
							mountedRef.current
						) {
							setState( ( current ) => ( {
								...current,
								isOfflineResponder,
							} ) );
						}
					},
					onChunk: ( _delta, text ) => {
						if ( streamRef.current !== stream ) {
							return;
						}
						textRef.current = text;
						if ( frameRef.current !== null ) {
							return;
						}
						frameRef.current = frame( () => {
							frameRef.current = null;
							if (
								streamRef.current !== stream ||
								! mountedRef.current
							) {
								return;
							}
							const latest = textRef.current;
							show( latest, 'chunk' );
							optionsRef.current.onSuggestion?.( latest );
						} );
					},
				}
			);
			streamRef.current = stream;
			const result = await stream.result;
			if ( streamRef.current !== stream ) {
				// Stopped, reset or replaced meanwhile: nothing more to report.
				return;
			}
			streamRef.current = null;
			textRef.current = result.text;
			const callbacks = optionsRef.current;
			if ( result.status === 'done' ) {
				flush( 'complete' );
				increaseAiAssistantRequestsCount();
				if ( result.functionCall ) {
					callbacks.onFunctionCall?.( result.functionCall );
				}
				callbacks.onSuggestion?.( result.text );
				callbacks.onDone?.( result.text );
				return;
			}
			const error = result.error;
			if ( ! error ) {
				return;
			}
			if ( error.code === ERROR_QUOTA_EXCEEDED ) {
				setAiAssistantFeatureRequireUpgrade( true );
			}
			if (
				error.code === ERROR_NOT_ALLOWED ||
				error.code === ERROR_USER_NOT_CONNECTED
			) {
				// The site refused this user since the editor loaded: the
				// status says so again, and the UIs disable what asks the AI.
				fetchAiAssistantFeature();
			}
			cancelPendingFrame( frameRef );
			if ( mountedRef.current ) {
				setState( ( current ) => ( {
					...current,
					// What arrived before the failure is kept.
					suggestion: result.text,
					error,
					failedToFetch: result.failedToFetch,
					isOfflineResponder: result.isOfflineResponder,
					requestingState: nextRequestingState(
						current.requestingState,
						'fail'
					),
				} ) );
			}
			callbacks.onError?.( error );
		},
		[
			flush,
			show,
			increaseAiAssistantRequestsCount,
			setAiAssistantFeatureRequireUpgrade,
			fetchAiAssistantFeature,
		]
	);

	// Auto request once on mount; close the stream on unmount.
	useEffect( () => {
		mountedRef.current = true;
		const { autoRequest, prompt } = optionsRef.current;
		if ( autoRequest && prompt && prompt.length > 0 ) {
			request( prompt );
		}
		return () => {
			mountedRef.current = false;
			closeStream( streamRef, frameRef );
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	return {
		suggestion: state.suggestion,
		error: state.error,
		requestingState: state.requestingState,
		request,
		stopSuggestion,
		reset,
		isOfflineResponder: state.isOfflineResponder,
		failedToFetch: state.failedToFetch,
	};
}
