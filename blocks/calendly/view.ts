/**
 * Front end of the scheduling embed's link style: a click on the button
 * opens Calendly's pop-up. Calendly's widget (script and style) loads from
 * the `calendly` service on the first click only; if it cannot load, the
 * button's own link (the calendar page) is followed.
 *
 * The widget's address and the list of wrappers to act on come from the
 * server (window.orbitBlocksCalendlyView, printed by blocks/
 * calendly/render.php through shared/view-data), never from the markup: a
 * click in a wrapper typed into a post is left to the browser.
 */
import {
	isServerRendered,
	readViewData,
	serverAddress,
} from '../../shared/view-data';

declare global {
	interface Window {
		Calendly?: { initPopupWidget: ( options: { url: string } ) => void };
	}
}

let loading: Promise< void > | null = null;

function loadWidget( base: string ): Promise< void > {
	if ( window.Calendly ) {
		return Promise.resolve();
	}
	if ( ! loading ) {
		const folder = base.replace( /\/?$/, '/' );
		const style = document.createElement( 'link' );
		style.rel = 'stylesheet';
		style.href = folder + 'widget.css';
		document.head.appendChild( style );
		loading = new Promise( ( resolve, reject ) => {
			const script = document.createElement( 'script' );
			script.src = folder + 'widget.js';
			script.async = true;
			script.onload = () => resolve();
			script.onerror = () => {
				loading = null;
				script.remove();
				reject( new Error( 'Calendly widget did not load' ) );
			};
			document.head.appendChild( script );
		} );
	}
	return loading;
}

const isWebAddress = ( value: string | undefined ): value is string =>
	!! value && /^https:\/\/calendly\.com\//.test( value );

// One listener for the page (event delegation): it works for every block,
// whenever the script runs.
document.addEventListener( 'click', ( event ) => {
	const target = event.target as Element | null;
	const link = target?.closest?.< HTMLAnchorElement >(
		'.wp-block-jetpack-calendly.is-style-link a'
	);
	const block = link?.closest< HTMLElement >( '.wp-block-jetpack-calendly' );
	if ( ! block ) {
		return;
	}
	const data = readViewData( 'orbitBlocksCalendlyView' );
	const url = block.dataset.calendlyUrl;
	const from = serverAddress( data, 'calendly' );
	if (
		! isServerRendered( block, data ) ||
		! isWebAddress( url ) ||
		! from
	) {
		return;
	}
	event.preventDefault();
	loadWidget( from )
		.then( () => window.Calendly?.initPopupWidget( { url } ) )
		.catch( () => window.location.assign( url ) );
} );
