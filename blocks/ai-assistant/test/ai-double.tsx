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

/** The answer so far, as the client reports it (once a frame). */
export function stream( text: string, isOfflineResponder = false ) {
	act( () => {
		ai.last = text;
		ai.setState?.( {
			suggestion: text,
			requestingState: 'suggesting',
			isOfflineResponder,
		} );
		ai.options?.onSuggestion?.( text );
	} );
}

export function finish( text: string, isOfflineResponder = false ) {
	act( () => {
		ai.last = text;
		ai.setState?.( {
			suggestion: text,
			requestingState: 'done',
			isOfflineResponder,
		} );
		ai.options?.onDone?.( text );
	} );
}

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
