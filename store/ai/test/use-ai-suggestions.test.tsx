/**
 * useAiSuggestions over a fake event stream: the states of spec 1 section
 * 4, the text batched per animation frame, stop (and Esc only through the
 * UI's own handler, never the document), reset, errors,
 * and the AI store's request count and upgrade flag.
 */
import { dispatch, select } from '@wordpress/data';
import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { store as aiStore } from '..';
import {
	useAiSuggestions,
	type UseAiSuggestionsOptions,
} from '../use-ai-suggestions';
import { stopOnEscape } from '../../../shared/ai/stop-on-escape';
import {
	DONE_EVENT,
	contentEvent,
	fakeFetch,
	settle,
} from '../../../shared/ai/test/fake-stream';
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

let served: ReturnType< typeof fakeFetch >;
function serve( answer: Parameters< typeof fakeFetch >[ 0 ] = {} ) {
	served = fakeFetch( answer );
	window.fetch = served.fetch;
	return served;
}

beforeEach( () => {
	window.localStorage.clear();
	apiFetchDouble.mockReset();
	apiFetchDouble.mockImplementation( async ( { path }: { path: string } ) =>
		path.startsWith( '/jetpack/v4/ai-jwt' )
			? { token: 'T', blog_id: 1 }
			: {}
	);
	dispatch( aiStore ).storeAiAssistantFeature( {
		requestsCount: 0,
		requestsLimit: 20,
		isOverLimit: false,
		siteRequireUpgrade: false,
		hasFeature: false,
	} );
	serve();
} );

function setup( options: UseAiSuggestionsOptions = {} ) {
	let renders = 0;
	const hook = renderHook( () => {
		renders++;
		return useAiSuggestions( options );
	} );
	return { ...hook, renders: () => renders };
}

describe( 'useAiSuggestions', () => {
	it( 'goes init → requesting → suggesting → done and counts the request', async () => {
		const onDone = jest.fn();
		const onSuggestion = jest.fn();
		const { result } = setup( { onDone, onSuggestion } );
		expect( result.current.requestingState ).toBe( 'init' );

		let finished!: Promise< void >;
		act( () => {
			finished = result.current.request( 'Write', { postId: 3 } );
		} );
		expect( result.current.requestingState ).toBe( 'requesting' );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		expect( served.requests[ 0 ].body ).toEqual( {
			question: 'Write',
			post_id: 3,
		} );

		served.body.push( contentEvent( 'Hello' ) );
		await waitFor( () =>
			expect( result.current.requestingState ).toBe( 'suggesting' )
		);
		expect( result.current.suggestion ).toBe( 'Hello' );
		expect( onSuggestion ).toHaveBeenLastCalledWith( 'Hello' );

		served.body.push( contentEvent( ' world' ) + DONE_EVENT );
		await act( () => finished );
		expect( result.current.requestingState ).toBe( 'done' );
		expect( result.current.suggestion ).toBe( 'Hello world' );
		expect( onDone ).toHaveBeenCalledWith( 'Hello world' );
		expect( select( aiStore ).getAiAssistantFeature().requestsCount ).toBe(
			1
		);
	} );

	it( 'renders a burst of 500 chunks a few times, not 500', async () => {
		const onSuggestion = jest.fn();
		const { result, renders } = setup( { onSuggestion } );
		let finished!: Promise< void >;
		act( () => {
			finished = result.current.request( 'q' );
		} );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		const before = renders();
		const words = Array.from( { length: 500 }, ( _, i ) => `w${ i } ` );
		served.body.push( words.map( contentEvent ).join( '' ) );
		await waitFor( () =>
			expect( result.current.suggestion ).toBe( words.join( '' ) )
		);
		served.body.push( DONE_EVENT );
		await act( () => finished );
		expect( renders() - before ).toBeLessThan( 10 );
		expect( onSuggestion.mock.calls.length ).toBeLessThan( 10 );
	} );

	it( 'stopSuggestion closes the stream, keeps the text and sets done', async () => {
		const onStop = jest.fn();
		const onDone = jest.fn();
		const { result } = setup( { onStop, onDone } );
		act( () => {
			result.current.request( 'q' );
		} );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		served.body.push( contentEvent( 'Partial' ) );
		await waitFor( () =>
			expect( result.current.suggestion ).toBe( 'Partial' )
		);
		act( () => result.current.stopSuggestion() );
		expect( result.current.requestingState ).toBe( 'done' );
		expect( result.current.suggestion ).toBe( 'Partial' );
		expect( served.requests[ 0 ].signal?.aborted ).toBe( true );
		expect( onStop ).toHaveBeenCalledTimes( 1 );
		expect( onStop ).toHaveBeenCalledWith( 'Partial' );
		served.body.push( contentEvent( ' more' ) + DONE_EVENT );
		await act( settle );
		expect( result.current.suggestion ).toBe( 'Partial' );
		expect( onDone ).not.toHaveBeenCalled();
	} );

	it( 'Stop keeps exactly the text on screen, not chunks that arrived after the last frame', async () => {
		// Frames run when the test says: the screen shows what the last one set.
		const frames: FrameRequestCallback[] = [];
		const raf = jest
			.spyOn( window, 'requestAnimationFrame' )
			.mockImplementation( ( callback ) => frames.push( callback ) );
		const caf = jest
			.spyOn( window, 'cancelAnimationFrame' )
			.mockImplementation( () => {} );
		try {
			const onStop = jest.fn();
			const onSuggestion = jest.fn();
			const { result } = setup( { onStop, onSuggestion } );
			act( () => {
				result.current.request( 'q' );
			} );
			await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
			served.body.push( contentEvent( 'On screen' ) );
			await waitFor( () => expect( frames ).toHaveLength( 1 ) );
			act( () => frames.shift()?.( 0 ) );
			expect( result.current.suggestion ).toBe( 'On screen' );
			// More arrives; its frame has not been shown yet.
			served.body.push( contentEvent( ' and unseen' ) );
			await waitFor( () => expect( frames ).toHaveLength( 1 ) );
			act( () => result.current.stopSuggestion() );
			expect( result.current.requestingState ).toBe( 'done' );
			expect( result.current.suggestion ).toBe( 'On screen' );
			expect( onStop ).toHaveBeenCalledWith( 'On screen' );
			expect( onSuggestion ).toHaveBeenLastCalledWith( 'On screen' );
		} finally {
			raf.mockRestore();
			caf.mockRestore();
		}
	} );

	it( 'an Escape elsewhere in the document (closing a menu) does not stop the suggestion', async () => {
		const { result } = setup();
		act( () => {
			result.current.request( 'q' );
		} );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		fireEvent.keyDown( document, { key: 'Escape' } );
		expect( result.current.requestingState ).toBe( 'requesting' );
		expect( served.requests[ 0 ].signal?.aborted ).toBe( false );
	} );

	it( "stopOnEscape (the handler of the assistant's own input) stops it", async () => {
		const { result } = setup();
		act( () => {
			result.current.request( 'q' );
		} );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		const preventDefault = jest.fn();
		const handler = stopOnEscape( true, result.current.stopSuggestion );
		act( () => handler( { key: 'Enter', preventDefault } ) );
		expect( result.current.requestingState ).toBe( 'requesting' );
		act( () => handler( { key: 'Escape', preventDefault } ) );
		expect( preventDefault ).toHaveBeenCalledTimes( 1 );
		expect( result.current.requestingState ).toBe( 'done' );
		expect( served.requests[ 0 ].signal?.aborted ).toBe( true );
		// Not busy: Escape is left to whatever else uses it.
		const idle = jest.fn();
		stopOnEscape( false, idle )( { key: 'Escape', preventDefault } );
		expect( idle ).not.toHaveBeenCalled();
		expect( preventDefault ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reset returns to init with no text', async () => {
		const { result } = setup();
		let finished!: Promise< void >;
		act( () => {
			finished = result.current.request( 'q' );
		} );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		served.body.push( contentEvent( 'Text' ) + DONE_EVENT );
		await act( () => finished );
		act( () => result.current.reset() );
		expect( result.current.requestingState ).toBe( 'init' );
		expect( result.current.suggestion ).toBe( '' );
		expect( result.current.error ).toBeUndefined();
	} );

	it( 'a 403 ai_not_allowed reads the server’s words and loads the feature status again (the user is refused now)', async () => {
		const message = 'An administrator has turned AI off for your account.';
		served = fakeFetch( {
			status: 403,
			json: { code: 'ai_not_allowed', message, data: { status: 403 } },
		} );
		window.fetch = served.fetch;
		// The status the editor loaded: allowed; the site's answer now: not.
		let allowed = true;
		apiFetchDouble.mockImplementation(
			async ( { path }: { path: string } ) => {
				if ( path.startsWith( '/jetpack/v4/ai-jwt' ) ) {
					return { token: 'T', blog_id: 1 };
				}
				return allowed
					? { 'user-allowed': true }
					: { 'user-allowed': false, 'not-allowed-message': message };
			}
		);
		select( aiStore ).getAiAssistantFeature();
		await waitFor( () =>
			expect( select( aiStore ).isAiAssistantFeatureLoaded() ).toBe(
				true
			)
		);
		expect( select( aiStore ).getAiAssistantFeature().userAllowed ).toBe(
			true
		);
		allowed = false;
		const { result } = setup();
		await act( () => result.current.request( 'q' ) );
		expect( result.current.error ).toEqual( {
			code: 'ai_not_allowed',
			message,
			severity: 'info',
		} );
		await waitFor( () =>
			expect(
				select( aiStore ).getAiAssistantFeature().userAllowed
			).toBe( false )
		);
	} );

	it( 'a 429 is the quota error and marks the site as requiring an upgrade', async () => {
		serve( { status: 429 } );
		const onError = jest.fn();
		const { result } = setup( { onError } );
		await act( () => result.current.request( 'q' ) );
		expect( result.current.requestingState ).toBe( 'error' );
		expect( result.current.error ).toEqual( {
			code: 'error_quota_exceeded',
			message: 'You have reached the limit of requests for this site.',
			severity: 'info',
		} );
		expect( onError ).toHaveBeenCalledWith( result.current.error );
		expect(
			select( aiStore ).getAiAssistantFeature().siteRequireUpgrade
		).toBe( true );
	} );

	it( 'a dropped connection is the network error and keeps what arrived', async () => {
		const { result } = setup();
		let finished!: Promise< void >;
		act( () => {
			finished = result.current.request( 'q' );
		} );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		served.body.push( contentEvent( 'Half' ) );
		served.body.end();
		await act( () => finished );
		expect( result.current.requestingState ).toBe( 'error' );
		expect( result.current.error?.code ).toBe( 'error_network' );
		expect( result.current.suggestion ).toBe( 'Half' );
	} );

	it( '"Failed to fetch" is flagged for history trimming', async () => {
		serve( { reject: new TypeError( 'Failed to fetch' ) } );
		const { result } = setup();
		await act( () => result.current.request( 'q' ) );
		expect( result.current.error?.code ).toBe( 'error_network' );
		expect( result.current.failedToFetch ).toBe( true );
	} );

	it( 'autoRequest sends the prompt on mount, and says when the offline responder answers', async () => {
		serve( { headers: { 'x-orbit-ai-responder': 'offline' } } );
		const { result } = setup( {
			prompt: [ { role: 'user', content: 'Hi' } ],
			autoRequest: true,
			askQuestionOptions: { feature: 'ai-assistant' },
		} );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		expect( served.requests[ 0 ].body ).toEqual( {
			messages: [ { role: 'user', content: 'Hi' } ],
			feature: 'ai-assistant',
		} );
		await waitFor( () =>
			expect( result.current.isOfflineResponder ).toBe( true )
		);
	} );

	it( 'a new request replaces the one under way', async () => {
		const { result } = setup();
		act( () => {
			result.current.request( 'first' );
		} );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		const first = served;
		serve();
		let finished!: Promise< void >;
		act( () => {
			finished = result.current.request( 'second' );
		} );
		expect( first.requests[ 0 ].signal?.aborted ).toBe( true );
		await waitFor( () => expect( served.requests ).toHaveLength( 1 ) );
		served.body.push( contentEvent( 'Second' ) + DONE_EVENT );
		await act( () => finished );
		expect( result.current.suggestion ).toBe( 'Second' );
		expect( result.current.requestingState ).toBe( 'done' );
	} );
} );
