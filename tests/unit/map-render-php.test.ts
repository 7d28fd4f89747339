/**
 * The map's server render (php-stubs/blocks/map/render.php) run in PHP
 * itself (WebAssembly PHP, tests/unit/php/) with WordPress's own escaping.
 * The saved markup leaves data-show-fullscreen-button out when the button is
 * off (the incumbent plugin's markup), and the first version never wrote it:
 * the render tells the front end the setting from the block's attributes,
 * ahead of anything the saved markup holds (the first of two equal
 * attributes is the one the browser keeps).
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
require '/plugin/includes/view-data.php';
const ORBIT_BLOCKS_MAPBOX_API = 'https://api.mapbox.com';
const ORBIT_BLOCKS_MAPKIT_CDN = 'https://cdn.apple-mapkit.com';
function orbit_blocks_services() { return array(); }
function orbit_blocks_mapbox_key() { return array( 'service_api_key' => '' ); }
function orbit_blocks_is_mapbox_public_token( $key ) { return false; }
function orbit_blocks_map_provider_setting() { return 'mapbox'; }
// The REST root needs the site (the database's): this stands in for it.
function rest_url() { return 'https://example.com/wp-json/'; }
$render = require '/map/render.php';
`;

// What the saved markup holds (save.tsx), shortened to what matters here.
const SAVED_OFF =
	'<div data-map-style="default" data-points="[]" class="wp-block-jetpack-map"></div>';
const SAVED_ON =
	'<div data-map-style="default" data-points="[]" data-show-fullscreen-button="true" class="wp-block-jetpack-map"></div>';
const SAVED_ORBIT_OFF =
	'<div data-map-style="default" data-points="[]" data-show-fullscreen-button="false" class="wp-block-jetpack-map"></div>';

const cases: Record< string, [ Record< string, unknown >, string ] > = {
	// Block attributes as WordPress gives them: registered defaults filled in.
	off: [ { showFullscreenButton: false }, SAVED_OFF ],
	on: [ { showFullscreenButton: true }, SAVED_ON ],
	firstVersion: [ { showFullscreenButton: true }, SAVED_OFF ],
	orbitOff: [ { showFullscreenButton: false }, SAVED_ORBIT_OFF ],
	noAttribute: [ {}, SAVED_OFF ],
	empty: [ { showFullscreenButton: true }, '  ' ],
};

const snippets = Object.fromEntries(
	Object.entries( cases ).map( ( [ name, [ attributes, content ] ] ) => [
		name,
		`echo json_encode( $render( json_decode( ${ JSON.stringify(
			JSON.stringify( attributes )
		) }, true ), ${ JSON.stringify( content ) } ) );`,
	] )
);

let results: Record< string, unknown > = {};

beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/map' ], PRELUDE, snippets );
}, 60000 );

/** The fullscreen setting the browser reads from the rendered wrapper. */
function fullscreen( name: string ): string | undefined {
	const html = results[ name ];
	if ( typeof html !== 'string' ) {
		throw new Error( `${ name }: PHP gave ${ JSON.stringify( html ) }` );
	}
	const host = document.createElement( 'div' );
	host.innerHTML = html;
	const wrapper = host.querySelector(
		'.wp-block-jetpack-map'
	) as HTMLElement;
	expect( wrapper.dataset.orbitRender ).toMatch( /^[0-9a-f]{32}$/ );
	return wrapper.dataset.showFullscreenButton;
}

describe( 'the map render tells the front end the Show Fullscreen Button setting', () => {
	it( 'off when the setting is off, though the saved markup leaves it out', () => {
		expect( fullscreen( 'off' ) ).toBe( 'false' );
	} );

	it( 'on when it is on', () => {
		expect( fullscreen( 'on' ) ).toBe( 'true' );
	} );

	it( 'on for the first version, which had no such setting (its default)', () => {
		expect( fullscreen( 'firstVersion' ) ).toBe( 'true' );
		expect( fullscreen( 'noAttribute' ) ).toBe( 'true' );
	} );

	it( 'from the setting, over what older Orbit Blocks markup wrote', () => {
		expect( fullscreen( 'orbitOff' ) ).toBe( 'false' );
	} );

	it( 'renders nothing for an empty block', () => {
		expect( results.empty ).toBe( '' );
	} );
} );
