/**
 * A script's address never comes from page markup (docs/security.md,
 * "Script origins"). A Contributor (no unfiltered_html) writes a draft with
 * real Eventbrite, Calendly and Map blocks and, beside each, a Custom HTML
 * block typed to look like the block's wrapper: its class, a guessed
 * data-orbit-render id, and data-* addresses on a loopback server of this
 * test that answers every request with a script calling alert(). kses keeps
 * all of it. An administrator previews the draft: the page asks that server
 * nothing and no dialog opens, while the real blocks still load their
 * widgets from the services' addresses the server gave (answered here by
 * the fixtures of eventbrite.spec and calendly.spec).
 */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import {
	expect,
	temporaryUser,
	test,
	watchPageErrors,
	watchPhpLog,
} from './orbit-blocks';
import { savePostAs } from './site-state';
import { answerCalendlyWidget, answerEventbrite } from './recorded-services';

const BLOCKS = path.resolve( __dirname, '../fixtures/blocks' );
const EVENTBRITE_WIDGET =
	'https://www.eventbrite.com/static/widgets/eb_widgets.js';
const CALENDLY_WIDGET = 'https://assets.calendly.com/assets/external/';

const contributor = temporaryUser( 'script-origin', 'contributor' );

/** The attacker's server: every answer is a script that opens a dialog. */
function startEvilServer(): Promise< {
	origin: string;
	hits: string[];
	close: () => Promise< void >;
} > {
	const hits: string[] = [];
	const server = http.createServer( ( request, response ) => {
		hits.push( request.url ?? '' );
		response.writeHead( 200, {
			'Content-Type': 'text/javascript',
			'Access-Control-Allow-Origin': '*',
		} );
		response.end( 'alert( "script from page markup ran" );' );
	} );
	return new Promise( ( resolve ) =>
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address() as AddressInfo;
			resolve( {
				origin: `http://127.0.0.1:${ port }`,
				hits,
				close: () =>
					new Promise( ( done ) => server.close( () => done() ) ),
			} );
		} )
	);
}

const fixture = ( file: string ) =>
	fs.readFileSync( path.join( BLOCKS, file ), 'utf8' ).trim();

const customHtml = ( html: string ) =>
	`<!-- wp:html -->\n${ html }\n<!-- /wp:html -->`;

test( 'a contributor’s typed wrappers load no script when an administrator previews the draft', async ( {
	page,
	context,
} ) => {
	test.slow();
	const php = watchPhpLog();
	const errors = watchPageErrors( page );
	const evil = await startEvilServer();
	try {
		const eventbrite = await answerEventbrite( context );
		const calendly = await answerCalendlyWidget( context );

		// The contributor's draft: each real block beside a typed wrapper.
		const typed = {
			eventbrite: `<div class="wp-block-jetpack-eventbrite is-style-inline" data-eventbrite-event="42" data-eventbrite-style="inline" data-eventbrite-from="${ evil.origin }/evil.js?" data-orbit-render="0123456789abcdef0123456789abcdef"><a href="https://www.eventbrite.com/e/42">Typed event</a></div>`,
			calendly: `<div class="wp-block-jetpack-calendly is-style-link" data-calendly-url="https://calendly.com/typed" data-calendly-from="${ evil.origin }/evil/" data-orbit-render="0123456789abcdef0123456789abcdef"><a class="typed-calendly" href="https://calendly.com/typed">Typed booking</a></div>`,
			map: `<div class="wp-block-jetpack-map" data-map-provider="mapkit" data-mapkit-service="${ evil.origin }/mapkit" data-rest-root="${ evil.origin }/" data-map-service="${ evil.origin }/mapbox" data-api-key="pk.typed.key" data-points="[]" data-orbit-render="0123456789abcdef0123456789abcdef"><ul><li>Typed map</li></ul></div>`,
		};
		const content = [
			fixture( 'jetpack__eventbrite__inline.html' ),
			customHtml( typed.eventbrite ),
			fixture( 'jetpack__calendly__link.html' ),
			customHtml( typed.calendly ),
			fixture( 'jetpack__map__markers.html' ),
			customHtml( typed.map ),
		].join( '\n\n' );
		const saved = await savePostAs( contributor, {
			title: 'Events, bookings and a map',
			content,
		} );
		// kses keeps the typed wrappers, addresses and all.
		expect( saved.status ).toBe( 'draft' );
		expect( saved.content.raw ).toContain(
			`data-eventbrite-from="${ evil.origin }/evil.js?"`
		);
		expect( saved.content.raw ).toContain(
			`data-calendly-from="${ evil.origin }/evil/"`
		);
		expect( saved.content.raw ).toContain(
			`data-mapkit-service="${ evil.origin }/mapkit"`
		);

		// The administrator previews the draft.
		const dialogs: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			dialogs.push( dialog.message() );
			return dialog.dismiss();
		} );
		const asked: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().startsWith( evil.origin ) ) {
				asked.push( request.url() );
			}
		} );
		await page.goto( `/?p=${ saved.id }&preview=true` );

		// The real checkout loads from Eventbrite's address; the typed one
		// stays a link.
		const checkouts = page.locator( '.wp-block-jetpack-eventbrite' );
		await expect( checkouts ).toHaveCount( 2 );
		await expect(
			page
				.frameLocator( '.wp-block-jetpack-eventbrite.is-loaded iframe' )
				.getByText( 'General Admission' )
		).toBeVisible();
		await expect(
			page.locator( '.wp-block-jetpack-eventbrite.is-loaded' )
		).toHaveCount( 1 );
		await expect( checkouts.nth( 1 ) ).not.toHaveClass( /is-loaded/ );
		expect( eventbrite ).toEqual( [ EVENTBRITE_WIDGET ] );
		expect( asked ).toEqual( [] );
		expect( dialogs ).toEqual( [] );

		// A click on the typed booking link is an ordinary link (Calendly's
		// host answers it with an empty 204, so the page stays); the real
		// button opens the pop-up with the widget from Calendly's address.
		await page.locator( 'a.typed-calendly' ).click();
		const button = page.locator(
			'.wp-block-jetpack-calendly.is-style-link a.wp-block-button__link'
		);
		await button.click();
		await expect(
			page.locator( '.calendly-overlay iframe' )
		).toBeVisible();
		expect( calendly ).toEqual( [ CALENDLY_WIDGET + 'widget.js' ] );

		// The real map is done with (the site has no Mapbox key: its list of
		// markers stays); the typed one is left as it is.
		const maps = page.locator( '.wp-block-jetpack-map' );
		await expect( maps ).toHaveCount( 2 );
		await maps.nth( 1 ).scrollIntoViewIfNeeded();
		await expect( maps.nth( 0 ) ).toHaveClass( /is-static/ );
		await expect( maps.nth( 1 ) ).toHaveAttribute(
			'class',
			'wp-block-jetpack-map'
		);

		expect( asked ).toEqual( [] );
		expect( evil.hits ).toEqual( [] );
		// The server prints no address into the markup: the one left is
		// the typed wrapper's.
		await expect( page.locator( '[data-eventbrite-from]' ) ).toHaveCount(
			1
		);
		await expect( page.locator( '[data-calendly-from]' ) ).toHaveCount( 1 );
		expect( dialogs ).toEqual( [] );
		expect( errors ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} finally {
		await evil.close();
	}
} );
