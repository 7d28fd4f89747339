/**
 * The idle prefetch of edit chunks: nothing before the editor is ready,
 * nothing in a short idle period, at most three chunks at a time, every
 * chunk once, and a chunk that fails does not stop the others.
 */
import { createReduxStore, register } from '@wordpress/data';
import { prefetchEditsWhenIdle } from '../edit-prefetch';

let editorIsReady = false;
register(
	createReduxStore( 'core/editor', {
		reducer: ( state = {} ) => state,
		selectors: { __unstableIsEditorReady: () => editorIsReady },
	} )
);

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
} );
