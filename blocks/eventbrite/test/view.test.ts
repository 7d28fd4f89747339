/**
 * The front end (blocks/eventbrite/view.ts) and where its script comes from:
 * eb_widgets.js loads from the address the server printed for the view
 * script (window.orbitBlocksEventbriteView), and only the wrappers the server
 * rendered (data-orbit-render listed there) get a checkout. A wrapper typed
 * into the post (a contributor's Custom HTML with the block's class and a
 * data-* script address) loads nothing.
 */
import { RENDER_ATTRIBUTE } from '../../../shared/view-data';
import { scriptSources } from '../../../tests/setup/view-script';
import { emptyPage, runViewScript } from '../../../tests/setup/view-page';

const SERVER = 'https://www.eventbrite.com/static/widgets/';
const EVIL = 'http://127.0.0.1:9/evil/';

const HOSTILE = `<div class="wp-block-jetpack-eventbrite is-style-inline" data-eventbrite-event="666" data-eventbrite-style="inline" data-eventbrite-from="${ EVIL }" ${ RENDER_ATTRIBUTE }="guessed"><a href="https://www.eventbrite.com/e/666">x</a></div>`;
const REAL = `<div class="wp-block-jetpack-eventbrite is-style-inline" data-eventbrite-event="123456789012" data-eventbrite-style="inline" ${ RENDER_ATTRIBUTE }="r1" data-eventbrite-from="${ EVIL }"><a class="eventbrite__direct-link" href="https://www.eventbrite.com/e/123456789012">link</a></div>`;

/** Where the server's inline script puts the view script's data. */
const page = window as unknown as Record< string, unknown >;

const loadView = () => runViewScript( require.resolve( '../view' ) );

beforeEach( () => {
	emptyPage();
	delete page.orbitBlocksEventbriteView;
	delete window.EBWidgets;
} );

it( 'loads the widget from the server’s address for its own wrapper only', () => {
	document.body.innerHTML = HOSTILE + REAL;
	page.orbitBlocksEventbriteView = {
		values: { eventbrite: SERVER },
		renders: [ 'r1' ],
	};
	loadView();

	expect( scriptSources() ).toEqual( [ SERVER + 'eb_widgets.js' ] );
	expect( scriptSources().join( ' ' ) ).not.toContain( '127.0.0.1' );

	const createWidget = jest.fn();
	window.EBWidgets = { createWidget };
	document.querySelector( 'script' )!.dispatchEvent( new Event( 'load' ) );
	return Promise.resolve().then( () => {
		expect( createWidget ).toHaveBeenCalledTimes( 1 );
		expect( createWidget ).toHaveBeenCalledWith(
			expect.objectContaining( { eventId: '123456789012' } )
		);
		const [ hostile, real ] = Array.from(
			document.querySelectorAll( '.wp-block-jetpack-eventbrite' )
		);
		expect( real.classList.contains( 'is-loaded' ) ).toBe( true );
		expect( hostile.classList.contains( 'is-loaded' ) ).toBe( false );
	} );
} );

it( 'loads nothing for a typed wrapper when the server printed no data', () => {
	// An element named like the data (DOM clobbering) is not data.
	document.body.innerHTML =
		HOSTILE +
		`<a id="orbitBlocksEventbriteView"></a><a id="orbitBlocksEventbriteView" name="values" href="${ EVIL }"></a>`;
	loadView();
	expect( scriptSources() ).toEqual( [] );
} );

it( 'loads the widget only when the block comes near the viewport', () => {
	let near:
		| ( ( entries: Array< { isIntersecting: boolean } > ) => void )
		| null = null;
	const observer = jest.fn( ( callback: typeof near ) => {
		near = callback;
		return { observe: jest.fn(), disconnect: jest.fn() };
	} );
	(
		window as unknown as { IntersectionObserver?: unknown }
	 ).IntersectionObserver = observer;
	try {
		document.body.innerHTML = REAL;
		page.orbitBlocksEventbriteView = {
			values: { eventbrite: SERVER },
			renders: [ 'r1' ],
		};
		loadView();
		expect( scriptSources() ).toEqual( [] );

		near!( [ { isIntersecting: true } ] );
		expect( scriptSources() ).toEqual( [ SERVER + 'eb_widgets.js' ] );
	} finally {
		delete ( window as unknown as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
	}
} );
