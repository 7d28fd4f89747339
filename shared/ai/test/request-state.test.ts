import { isRequestActive, nextRequestingState } from '../request-state';
import type { RequestingState } from '../types';

const STATES: RequestingState[] = [
	'init',
	'requesting',
	'suggesting',
	'done',
	'error',
];

describe( 'the suggestion request state machine', () => {
	it( 'follows a request from send to done', () => {
		let state: RequestingState = 'init';
		state = nextRequestingState( state, 'send' );
		expect( state ).toBe( 'requesting' );
		state = nextRequestingState( state, 'chunk' );
		expect( state ).toBe( 'suggesting' );
		state = nextRequestingState( state, 'chunk' );
		expect( state ).toBe( 'suggesting' );
		state = nextRequestingState( state, 'complete' );
		expect( state ).toBe( 'done' );
		state = nextRequestingState( state, 'reset' );
		expect( state ).toBe( 'init' );
	} );

	it.each( [
		[ 'requesting', 'fail', 'error' ],
		[ 'suggesting', 'fail', 'error' ],
		[ 'requesting', 'stop', 'done' ],
		[ 'suggesting', 'stop', 'done' ],
		[ 'requesting', 'complete', 'done' ],
	] as const )( '%s + %s = %s', ( from, event, to ) => {
		expect( nextRequestingState( from, event ) ).toBe( to );
	} );

	it( 'send starts from any state; reset returns any state to init', () => {
		for ( const state of STATES ) {
			expect( nextRequestingState( state, 'send' ) ).toBe( 'requesting' );
			expect( nextRequestingState( state, 'reset' ) ).toBe( 'init' );
		}
	} );

	it( 'ignores chunks, stops, completions and failures when no request is under way', () => {
		for ( const state of [ 'init', 'done', 'error' ] as const ) {
			for ( const event of [
				'chunk',
				'stop',
				'complete',
				'fail',
			] as const ) {
				expect( nextRequestingState( state, event ) ).toBe( state );
			}
			expect( isRequestActive( state ) ).toBe( false );
		}
		expect( isRequestActive( 'requesting' ) ).toBe( true );
		expect( isRequestActive( 'suggesting' ) ).toBe( true );
	} );
} );
