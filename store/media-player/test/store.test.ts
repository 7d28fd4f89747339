import { freshRegistry } from '../../../tests/setup/registry';
import { STATE_ERROR, STATE_PAUSED, STATE_PLAYING, store } from '..';

function setup() {
	const registry = freshRegistry( store );
	return {
		select: registry.select( store ),
		dispatch: registry.dispatch( store ),
	};
}

describe( 'media player store', () => {
	it( 'registers sources paused at 0, with their dom id, in order', () => {
		const { select, dispatch } = setup();
		dispatch.registerMediaSource( 'a', { domId: 'video-a', duration: 90 } );
		dispatch.registerMediaSource( 'b' );
		expect( select.getMediaSources() ).toEqual( [
			{
				id: 'a',
				state: STATE_PAUSED,
				currentTime: 0,
				duration: 90,
				domId: 'video-a',
			},
			{ id: 'b', state: STATE_PAUSED, currentTime: 0, duration: 0 },
		] );
		expect( select.getMediaSourceDomId( 'a' ) ).toBe( 'video-a' );
	} );

	it( 'acts on the first source when no default is set', () => {
		const { select, dispatch } = setup();
		dispatch.registerMediaSource( 'a' );
		dispatch.registerMediaSource( 'b' );
		dispatch.playMediaSource();
		expect( select.getMediaSourceState( 'a' ) ).toBe( STATE_PLAYING );
		expect( select.getMediaSourceState( 'b' ) ).toBe( STATE_PAUSED );
		expect( select.getDefaultMediaSource()?.id ).toBe( 'a' );
	} );

	it( 'acts on the default source once one is set', () => {
		const { select, dispatch } = setup();
		dispatch.registerMediaSource( 'a' );
		dispatch.registerMediaSource( 'b' );
		dispatch.setDefaultMediaSource( 'b' );
		dispatch.setMediaSourceCurrentTime( undefined, 42 );
		expect( select.getMediaSourceCurrentTime( 'b' ) ).toBe( 42 );
		expect( select.getMediaSourceCurrentTime( 'a' ) ).toBe( 0 );
		expect( select.getMediaSourceCurrentTime() ).toBe( 42 );
	} );

	it( 'ignores an unknown default', () => {
		const { select, dispatch } = setup();
		dispatch.registerMediaSource( 'a' );
		dispatch.setDefaultMediaSource( 'nope' );
		expect( select.getDefaultMediaSource()?.id ).toBe( 'a' );
	} );

	it( 'makes the first remaining source default when the default is removed', () => {
		const { select, dispatch } = setup();
		dispatch.registerMediaSource( 'a' );
		dispatch.registerMediaSource( 'b' );
		dispatch.registerMediaSource( 'c' );
		dispatch.setDefaultMediaSource( 'b' );
		dispatch.unregisterMediaSource( 'b' );
		expect( select.getDefaultMediaSource()?.id ).toBe( 'a' );
		dispatch.unregisterMediaSource( 'a' );
		dispatch.unregisterMediaSource( 'c' );
		expect( select.getDefaultMediaSource() ).toBeNull();
		expect( select.getMediaSourceState() ).toBeNull();
	} );

	it( 'toggles between playing and paused, and records errors', () => {
		const { select, dispatch } = setup();
		dispatch.registerMediaSource( 'a' );
		dispatch.toggleMediaSource( 'a' );
		expect( select.isMediaSourcePlaying( 'a' ) ).toBe( true );
		dispatch.toggleMediaSource( 'a' );
		expect( select.getMediaSourceState( 'a' ) ).toBe( STATE_PAUSED );
		dispatch.errorMediaSource( 'a' );
		expect( select.getMediaSourceState( 'a' ) ).toBe( STATE_ERROR );
		// From an error, toggling plays again (a retry).
		dispatch.toggleMediaSource( 'a' );
		expect( select.getMediaSourceState( 'a' ) ).toBe( STATE_PLAYING );
	} );

	it( 'updates and re-registers without losing other fields', () => {
		const { select, dispatch } = setup();
		dispatch.registerMediaSource( 'a', { domId: 'x', duration: 10 } );
		dispatch.updateMediaSource( 'a', { duration: 20 } );
		dispatch.registerMediaSource( 'a', { currentTime: 5 } );
		expect( select.getMediaSource( 'a' ) ).toMatchObject( {
			domId: 'x',
			duration: 20,
			currentTime: 5,
		} );
		expect( select.getMediaSources() ).toHaveLength( 1 );
		dispatch.updateMediaSource( 'ghost', { duration: 1 } );
		expect( select.getMediaSources() ).toHaveLength( 1 );
	} );
} );
