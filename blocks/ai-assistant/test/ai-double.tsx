/**
 * A test double of the AI client's useAiSuggestions (store/ai, the other
 * helper's contract): tests drive the request state and the callbacks as a
 * stream would.
 */
import { act } from '@testing-library/react';
import { useState } from '@wordpress/element';

interface Options {
	askQuestionOptions?: Record< string, unknown >;
	onSuggestion?: ( text: string ) => void;
	onDone?: ( text: string ) => void;
	onStop?: ( text: string ) => void;
	onError?: ( error: {
		code: string;
		message: string;
		severity: 'info' | 'error';
	} ) => void;
}

type State = {
	suggestion: string;
	requestingState: string;
	isOfflineResponder?: boolean;
	failedToFetch?: boolean;
};

export const ai = {
	options: undefined as Options | undefined,
	setState: undefined as ( ( state: State ) => void ) | undefined,
	request: jest.fn(),
	stop: jest.fn(),
	last: '',
};

export function useAiSuggestionsDouble( options: Options ) {
	const [ state, setState ] = useState< State >( {
		suggestion: '',
		requestingState: 'init',
	} );
	ai.options = options;
	ai.setState = setState;
	return {
		isOfflineResponder: false,
		failedToFetch: false,
		...state,
		request: ( prompt: unknown ) => {
			ai.request( prompt );
			setState( { suggestion: '', requestingState: 'requesting' } );
		},
		stopSuggestion: () => {
			ai.stop();
			setState( { suggestion: ai.last, requestingState: 'done' } );
			options.onStop?.( ai.last );
		},
		reset: jest.fn(),
	};
}

export function resetAi() {
	ai.request.mockReset();
	ai.stop.mockReset();
	ai.last = '';
}

/** The client reports `text` in `requestingState` and calls `callback`. */
function report(
	text: string,
	requestingState: 'suggesting' | 'done',
	callback: 'onSuggestion' | 'onDone',
	isOfflineResponder: boolean
) {
	act( () => {
		ai.last = text;
		ai.setState?.( {
			suggestion: text,
			requestingState,
			isOfflineResponder,
		} );
		ai.options?.[ callback ]?.( text );
	} );
}

/** The answer so far, as the client reports it (once a frame). */
export const stream = ( text: string, isOfflineResponder = false ) =>
	report( text, 'suggesting', 'onSuggestion', isOfflineResponder );

/** The whole answer, as the client reports it when the stream ends. */
export const finish = ( text: string, isOfflineResponder = false ) =>
	report( text, 'done', 'onDone', isOfflineResponder );

export function fail( code: string, message: string, failedToFetch = false ) {
	act( () => {
		ai.setState?.( {
			suggestion: ai.last,
			requestingState: 'error',
			failedToFetch,
		} );
		ai.options?.onError?.( { code, message, severity: 'info' } );
	} );
}

/**
 * The module store/ai/use-ai-suggestions with its hook replaced by the
 * double: `jest.mock( path, () => require( this file ).aiSuggestionsModule() )`.
 */
export const aiSuggestionsModule = () => ( {
	useAiSuggestions: useAiSuggestionsDouble,
} );

/**
 * The block editor package with the block toolbar (BlockControls) rendered
 * in place, in a `toolbar` test id.
 */
export const toolbarInPlaceBlockEditor = () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	BlockControls: ( { children }: { children: unknown } ) => (
		<div data-testid="toolbar">{ children as never }</div>
	),
} );
