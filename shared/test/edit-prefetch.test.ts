/**
 * The idle prefetch of edit chunks: nothing before the editor is ready,
 * nothing in a short idle period, at most three chunks at a time, every
 * chunk once, a chunk that fails does not stop the others, and none is
 * asked for within a second of the author's last change in the block editor.
 */
import { createReduxStore, dispatch, register } from '@wordpress/data';
import { AFTER_CHANGE, prefetchEditsWhenIdle } from '../edit-prefetch';

let editorIsReady = false;
register(
	createReduxStore( 'core/editor', {
		reducer: ( state = {} ) => state,
		selectors: { __unstableIsEditorReady: () => editorIsReady },
	} )
);

// The block editor's store: each keystroke of the author's changes its
// blocks; a change of its settings changes neither blocks nor selection.
const blockEditor = createReduxStore( 'core/block-editor', {
	reducer: (
		state = { blocks: [] as string[], settings: {} },
		action: { type: string }
	) => {
		if ( action.type === 'TYPE' ) {
			return { ...state, blocks: [ ...state.blocks, 'a' ] };
		}
		return action.type === 'SETTINGS' ? { ...state, settings: {} } : state;
	},
	selectors: {
		getBlocks: ( state: { blocks: string[] } ) => state.blocks,
		getSelectionStart: () => null,
	},
	actions: {
		type: () => ( { type: 'TYPE' } ),
		updateSettings: () => ( { type: 'SETTINGS' } ),
	},
} );
const blockEditorActions = () =>
	dispatch( blockEditor ) as { type: () => void; updateSettings: () => void };
register( blockEditor );

/** Idle callbacks the test runs by hand, each with the idle time it gives. */
function idleQueue() {
	const queue: Array<
		( deadline: { timeRemaining: () => number } ) => void
	> = [];
	return {
		whenIdle: ( callback: ( typeof queue )[ number ] ) => {
			queue.push( callback );
		},
		run: async ( idleMs = 50 ) => {
			const callbacks = queue.splice( 0 );
			callbacks.forEach( ( callback ) =>
				callback( { timeRemaining: () => idleMs } )
			);
			// Let loaders settle and schedule their next idle callbacks.
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		},
	};
}

describe( 'prefetchEditsWhenIdle', () => {
	beforeEach( () => {
		editorIsReady = false;
	} );

	it( 'waits for the editor, for real idle time, and loads three at a time', async () => {
		const pending: Array< () => void > = [];
		const loaders = Array.from( { length: 5 }, () =>
			jest.fn(
				() =>
					new Promise< void >( ( resolve ) =>
						pending.push( resolve )
					)
			)
		);
		const idle = idleQueue();
		prefetchEditsWhenIdle( loaders, idle.whenIdle );
		await idle.run();
		await idle.run();
		expect( loaders[ 0 ] ).not.toHaveBeenCalled();

		editorIsReady = true;
		await idle.run(); // sees the editor ready
		await idle.run( 2 ); // idle periods too short: nothing yet
		expect( loaders[ 0 ] ).not.toHaveBeenCalled();
		await idle.run();
		expect(
			loaders.filter( ( loader ) => loader.mock.calls.length )
		).toHaveLength( 3 );

		pending.splice( 0 ).forEach( ( resolve ) => resolve() );
		await idle.run();
		await idle.run();
		await idle.run();
		loaders.forEach( ( loader ) =>
			expect( loader ).toHaveBeenCalledTimes( 1 )
		);
	} );

	it( 'goes on after a chunk fails', async () => {
		editorIsReady = true;
		const failing = jest.fn( () =>
			Promise.reject( new Error( 'offline' ) )
		);
		const others = [ 1, 2, 3, 4 ].map( () =>
			jest.fn( () => Promise.resolve() )
		);
		const idle = idleQueue();
		prefetchEditsWhenIdle( [ failing, ...others ], idle.whenIdle );
		for ( let i = 0; i < 6; i++ ) {
			await idle.run();
		}
		expect( failing ).toHaveBeenCalledTimes( 1 );
		others.forEach( ( loader ) =>
			expect( loader ).toHaveBeenCalledTimes( 1 )
		);
	} );

	it( 'asks for no chunk within a second of the author’s last change', async () => {
		editorIsReady = true;
		let clock = 0;
		const timers: Array< { at: number; callback: () => void } > = [];
		const time = {
			now: () => clock,
			later: ( callback: () => void, ms: number ) =>
				timers.push( { at: clock + ms, callback } ),
		};
		/** The clock moves on; timers due by then fire. */
		const advance = ( ms: number ) => {
			clock += ms;
			timers
				.splice( 0 )
				.forEach( ( timer ) =>
					timer.at <= clock ? timer.callback() : timers.push( timer )
				);
		};
		const loaders = [ 1, 2, 3, 4, 5 ].map( () =>
			jest.fn( () => new Promise< void >( () => {} ) )
		);
		const idle = idleQueue();
		prefetchEditsWhenIdle( loaders, idle.whenIdle, time );
		await idle.run(); // sees the editor ready
		// The author types before the first idle period.
		blockEditorActions().type();
		await idle.run();
		expect( loaders[ 0 ] ).not.toHaveBeenCalled();

		advance( AFTER_CHANGE - 100 );
		blockEditorActions().type();
		advance( 100 ); // the first wait is over, but not since this keystroke
		await idle.run();
		expect( loaders[ 0 ] ).not.toHaveBeenCalled();

		advance( AFTER_CHANGE );
		// The store changes on its own just then: not the author's, no wait.
		blockEditorActions().updateSettings();
		await idle.run();
		expect(
			loaders.filter( ( loader ) => loader.mock.calls.length )
		).toHaveLength( 3 );
	} );
} );
