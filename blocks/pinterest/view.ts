/**
 * Front end of jetpack/pinterest: Pinterest's widget script (pinit.js, from
 * the `pinterest-pinit` service) loads once for the page, when the first
 * block comes near the viewport; it turns every a[data-pin-do] the server
 * rendered into the pin, board or profile. Until then, and without
 * JavaScript, visitors see the plain link.
 *
 * The script's address and the wrappers to wait for come from the server
 * (window.orbitBlocksPinterestView, printed by blocks/pinterest/
 * render.php through shared/view-data), never from the markup.
 */
import { whenNearViewport } from '../../shared/near-viewport';
import {
	readViewData,
	serverAddress,
	serverRenderedBlocks,
} from '../../shared/view-data';

let requested = false;

function loadWidget( src: string ) {
	if ( requested ) {
		return;
	}
	requested = true;
	const script = document.createElement( 'script' );
	script.src = src;
	script.async = true;
	document.head.appendChild( script );
}

function init() {
	const data = readViewData( 'orbitBlocksPinterestView' );
	const src = serverAddress( data, 'pinit' );
	if ( ! src ) {
		return;
	}
	serverRenderedBlocks( '.wp-block-jetpack-pinterest', data ).forEach(
		( block ) => whenNearViewport( block, () => loadWidget( src ) )
	);
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
