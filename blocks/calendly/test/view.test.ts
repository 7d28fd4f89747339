/**
 * The link style's front end (blocks/calendly/view.ts) and where its script
 * comes from: a click on the server's wrapper (data-orbit-render listed in
 * window.orbitBlocksCalendlyView) loads widget.js and widget.css from the
 * address the server printed and opens the pop-up; a wrapper typed into the
 * post (a contributor's Custom HTML with the block's class and a data-*
 * script address) loads nothing and its link is an ordinary link.
 */
import { RENDER_ATTRIBUTE } from '../../../shared/view-data';

const SERVER = 'https://assets.calendly.com/assets/external/';
const EVIL = 'http://127.0.0.1:9/evil/';
const CALENDAR = 'https://calendly.com/jane/30min';

const HOSTILE = `<div class="wp-block-jetpack-calendly is-style-link" data-calendly-url="${ CALENDAR }" data-calendly-from="${ EVIL }" ${ RENDER_ATTRIBUTE }="guessed"><a id="hostile" href="${ CALENDAR }">Book</a></div>`;
const REAL = `<div class="wp-block-jetpack-calendly is-style-link" data-calendly-url="${ CALENDAR }?hide_event_type_details=1" data-calendly-from="${ EVIL }" ${ RENDER_ATTRIBUTE }="r1"><div class="wp-block-button"><a id="real" href="${ CALENDAR }">Schedule</a></div></div>`;

/** Where the server's inline script puts the view script's data. */
const page = window as unknown as Record< string, unknown >;

function loaded(): string[] {
	return Array.from(
		document.head.querySelectorAll< HTMLScriptElement | HTMLLinkElement >(
			'script, link'
		)
	).map( ( element ) =>
		element instanceof HTMLScriptElement ? element.src : element.href
	);
}

function click( id: string ): MouseEvent {
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	document.getElementById( id )!.dispatchEvent( event );
	return event;
}

// One listener for the page, as in a browser.
require( '../view' );

beforeEach( () => {
	document.body.innerHTML = HOSTILE + REAL;
	page.orbitBlocksCalendlyView = {
		values: { calendly: SERVER },
		renders: [ 'r1' ],
	};
} );

it( 'leaves a typed wrapper’s link alone and loads nothing for it', () => {
	const event = click( 'hostile' );
	expect( event.defaultPrevented ).toBe( false );
	expect( loaded() ).toEqual( [] );
} );

it( 'opens the pop-up of the server’s wrapper with the widget from the server’s address', async () => {
	const event = click( 'real' );
	expect( event.defaultPrevented ).toBe( true );
	expect( loaded() ).toEqual( [
		SERVER + 'widget.css',
		SERVER + 'widget.js',
	] );
	const initPopupWidget = jest.fn();
	window.Calendly = { initPopupWidget };
	document.head
		.querySelector( 'script' )!
		.dispatchEvent( new Event( 'load' ) );
	await Promise.resolve();
	await Promise.resolve();
	expect( initPopupWidget ).toHaveBeenCalledWith( {
		url: `${ CALENDAR }?hide_event_type_details=1`,
	} );
	expect( loaded().join( ' ' ) ).not.toContain( '127.0.0.1' );
} );
