/**
 * Front end of jetpack/tock: Tock's script (tock.js, from the address the
 * server gives) loads once for the page, when the first block comes near the
 * viewport, after the queue its snippet sets up and the start-up call with
 * the business name; it fills #Tock_widget_container with the booking
 * button. Until then, and without JavaScript, the block is the empty
 * container (and the <noscript> link).
 *
 * The script's address, the name and the wrappers to wait for come from the
 * server (window.orbitBlocksTockView, printed by blocks/tock/
 * render.php through shared/view-data), never from the markup.
 */
import { whenNearViewport } from '../../shared/near-viewport';
import {
	readViewData,
	serverAddress,
	serverRenderedBlocks,
} from '../../shared/view-data';
import { isValidTockName } from './address';

type TockQueue = ( ( ...args: unknown[] ) => void ) & {
	callMethod?: ( ...args: unknown[] ) => void;
	queue: unknown[][];
	push?: unknown;
	loaded?: boolean;
	version?: string;
};

/** Tock's own snippet: calls wait in a queue until its script takes them. */
function tockQueue(): TockQueue {
	const page = window as unknown as { tock?: TockQueue; _tock?: TockQueue };
	if ( typeof page.tock === 'function' ) {
		return page.tock;
	}
	const queue = function ( ...args: unknown[] ) {
		if ( queue.callMethod ) {
			queue.callMethod( ...args );
		} else {
			queue.queue.push( args );
		}
	} as TockQueue;
	queue.push = queue;
	queue.loaded = true;
	queue.version = '1.0';
	queue.queue = [];
	page.tock = queue;
	page._tock = page._tock || queue;
	return queue;
}

let requested = false;

function loadWidget( src: string, name: string ) {
	if ( requested ) {
		return;
	}
	requested = true;
	tockQueue()( 'init', name );
	const script = document.createElement( 'script' );
	script.src = src;
	script.async = true;
	document.head.appendChild( script );
}

function init() {
	const data = readViewData( 'orbitBlocksTockView' );
	const src = serverAddress( data, 'script' );
	const name = data?.values.name;
	if ( ! src || ! isValidTockName( name ) ) {
		return;
	}
	serverRenderedBlocks( '.wp-block-jetpack-tock', data ).forEach( ( block ) =>
		whenNearViewport( block, () => loadWidget( src, name ) )
	);
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
