/**
 * The suggestion request's state machine (spec 1 section 4): send goes from
 * any state to requesting; the first streamed chunk to suggesting; the
 * stream's end to done; any error to error; stop (also Esc) closes the
 * stream and sets done; reset returns to init.
 */
import type { RequestingState } from './types';

export type RequestEvent =
	| 'send'
	| 'chunk'
	| 'complete'
	| 'fail'
	| 'stop'
	| 'reset';

const ACTIVE: ReadonlySet< RequestingState > = new Set( [
	'requesting',
	'suggesting',
] );

/** Whether a request is under way (stop and Esc apply). */
export function isRequestActive( state: RequestingState ): boolean {
	return ACTIVE.has( state );
}

/** The next state; events that do not apply leave the state as it is. */
export function nextRequestingState(
	state: RequestingState,
	event: RequestEvent
): RequestingState {
	switch ( event ) {
		case 'send':
			return 'requesting';
		case 'chunk':
			return isRequestActive( state ) ? 'suggesting' : state;
		case 'complete':
			return isRequestActive( state ) ? 'done' : state;
		case 'fail':
			return isRequestActive( state ) ? 'error' : state;
		case 'stop':
			return isRequestActive( state ) ? 'done' : state;
		case 'reset':
			return 'init';
	}
	return state;
}
