/**
 * Loads the edit chunks of the registered blocks while the editor is idle,
 * so that a block an author inserts shows its edit UI at once instead of a
 * spinner while its chunk downloads (lazy-edit.tsx). It never competes with
 * opening the editor: it starts after the page's load event, once the
 * editor says it is ready, and asks for a chunk only in an idle period of
 * the main thread, a few chunks at a time. A chunk that fails here is asked
 * for again when its block renders.
 *
 * Nor does it compete with the author: a chunk runs (its module code, a few
 * ms each) as soon as it arrives, whatever the page is doing, so none is
 * asked for within AFTER_CHANGE ms of the author's last change in the block
 * editor (the blocks or the selection: a keystroke, a click). Chunks still loading when the author
 * starts typing would otherwise run between keystrokes and delay the next
 * one's frame (the editor bench's typing at the 90th percentile).
 *
 * Why: docs/decisions.md, "Edit chunks are prefetched while the editor loads".
 */
import { select, subscribe } from '@wordpress/data';
import { prefetchableEdits } from './lazy-edit';

/** Chunks loading at the same time: the page keeps its other connections. */
const AT_ONCE = 3;
/** An idle period shorter than this (ms) is the browser between busy frames. */
const QUIET = 10;
/** No chunk is asked for this long (ms) after the author's last change. */
export const AFTER_CHANGE = 1000;

type IdleDeadlineLike = { timeRemaining: () => number };
type Idle = ( callback: ( deadline?: IdleDeadlineLike ) => void ) => void;
/** The clock and the timer (the test's own in tests). */
type Time = {
	now: () => number;
	later: ( callback: () => void, ms: number ) => void;
};

const browserTime: Time = {
	now: () => performance.now(),
	later: ( callback, ms ) => window.setTimeout( callback, ms ),
};

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
	whenIdle: Idle = browserIdle,
	time: Time = browserTime
): void {
	let next = 0;
	let lastChange = -Infinity;
	// The block editor's store changes with each of the author's edits and
	// selections: a timestamp for each, until every chunk is asked for.
	let unsubscribe: ( () => void ) | null = null;
	const loadNext = ( deadline?: IdleDeadlineLike ) => {
		if ( next >= loaders.length ) {
			unsubscribe?.();
			unsubscribe = null;
			return;
		}
		const sinceChange = time.now() - lastChange;
		if ( sinceChange < AFTER_CHANGE ) {
			time.later(
				() => whenIdle( loadNext ),
				AFTER_CHANGE - sinceChange
			);
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
		if ( ! loaders.length ) {
			return;
		}
		// The author's changes only (the blocks, the selection): the store
		// also changes on its own (settings), which must not hold chunks back.
		const blockEditor = select( 'core/block-editor' ) as {
			getBlocks?: () => unknown;
			getSelectionStart?: () => unknown;
		};
		const authorState = () => [
			blockEditor.getBlocks?.(),
			blockEditor.getSelectionStart?.(),
		];
		let seen = authorState();
		unsubscribe = subscribe( () => {
			const now = authorState();
			if ( now[ 0 ] !== seen[ 0 ] || now[ 1 ] !== seen[ 1 ] ) {
				seen = now;
				lastChange = time.now();
			}
		}, 'core/block-editor' );
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
