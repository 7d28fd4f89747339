/**
 * Loads the edit chunks of the registered blocks while the editor is idle,
 * so that a block an author inserts shows its edit UI at once instead of a
 * spinner while its chunk downloads (lazy-edit.tsx). It never competes with
 * opening the editor: it starts after the page's load event, once the
 * editor says it is ready, and asks for a chunk only in an idle period of
 * the main thread, a few chunks at a time. A chunk that fails here is asked
 * for again when its block renders.
 *
 * Why: docs/decisions.md, "Edit chunks are prefetched while the editor loads".
 */
import { select } from '@wordpress/data';
import { prefetchableEdits } from './lazy-edit';

/** Chunks loading at the same time: the page keeps its other connections. */
const AT_ONCE = 3;
/** An idle period shorter than this (ms) is the browser between busy frames. */
const QUIET = 10;

type IdleDeadlineLike = { timeRemaining: () => number };
type Idle = ( callback: ( deadline?: IdleDeadlineLike ) => void ) => void;

const browserIdle: Idle = ( callback ) =>
	typeof window.requestIdleCallback === 'function'
		? window.requestIdleCallback( callback )
		: window.setTimeout( callback, 200 );

/** The post or site editor has set up its blocks (true where there is no such editor). */
function editorReady(): boolean {
	const editor = select( 'core/editor' ) as
		| { __unstableIsEditorReady?: () => boolean }
		| undefined;
	return editor?.__unstableIsEditorReady?.() ?? true;
}

export function prefetchEditsWhenIdle(
	loaders: ReadonlyArray< () => Promise< unknown > > = prefetchableEdits(),
	whenIdle: Idle = browserIdle
): void {
	let next = 0;
	const loadNext = ( deadline?: IdleDeadlineLike ) => {
		if ( next >= loaders.length ) {
			return;
		}
		if ( ( deadline?.timeRemaining() ?? QUIET ) < QUIET ) {
			whenIdle( loadNext );
			return;
		}
		loaders[ next++ ]()
			.catch( () => {} )
			.finally( () => whenIdle( loadNext ) );
	};
	const waitForEditor = () => {
		if ( ! editorReady() ) {
			whenIdle( waitForEditor );
			return;
		}
		for ( let i = 0; i < AT_ONCE; i++ ) {
			whenIdle( loadNext );
		}
	};
	const start = () => whenIdle( waitForEditor );
	if ( document.readyState === 'complete' ) {
		start();
	} else {
		window.addEventListener( 'load', start, { once: true } );
	}
}
