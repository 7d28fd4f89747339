/**
 * Front end of jetpack/opentable with the widget outside an iframe: when a
 * placeholder the server rendered comes near the viewport, OpenTable's
 * loader script goes in as its first child, so the widget the loader writes
 * after its own script lands inside the block, before the fallback link.
 * With the widget in an iframe (the default) the server prints a lazy
 * iframe and this script finds nothing to do.
 *
 * The loader's address is fixed (loader-url.ts); the placeholder gives only
 * the query values, each checked again, and only a wrapper whose
 * data-orbit-render id the server listed (window.orbitBlocksOpenTableView,
 * shared/view-data) is acted on.
 */
import { whenNearViewport } from '../../shared/near-viewport';
import { readViewData, serverRenderedBlocks } from '../../shared/view-data';
import { loaderUrl } from './loader-url';

function addLoader( block: HTMLElement, src: string ) {
	const script = document.createElement( 'script' );
	script.src = src;
	block.insertBefore( script, block.firstChild );
}

function init() {
	serverRenderedBlocks(
		'.wp-block-jetpack-opentable.is-loader',
		readViewData( 'orbitBlocksOpenTableView' )
	).forEach( ( block ) => {
		const src = loaderUrl( block.dataset );
		if ( src ) {
			whenNearViewport( block, () => addLoader( block, src ) );
		}
	} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
