/**
 * The map's server render (blocks/map/render.php) run in PHP
 * itself (WebAssembly PHP, tests/unit/php/) with WordPress's own escaping.
 * The saved markup leaves data-show-fullscreen-button out when the button is
 * off (the incumbent plugin's markup), and the first version never wrote it:
 * the render tells the front end the setting from the block's attributes,
 * ahead of anything the saved markup holds (the first of two equal
 * attributes is the one the browser keeps). Where the map will draw (a
 * public Mapbox key, or MapKit set up as the provider) the wrapper holds
 * the map's height from the first paint (--jetpack-map-height, style.scss),
 * so that the canvas the view script adds moves nothing below it.
 */
import { renderedElement, runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
require '/plugin/includes/view-data.php';
const ORBIT_BLOCKS_MAPBOX_API = 'https://api.mapbox.com';
const ORBIT_BLOCKS_MAPKIT_CDN = 'https://cdn.apple-mapkit.com';
function orbit_blocks_services() { return array(); }
// The site's map settings, which each case sets.
$GLOBALS['orbit_test_map'] = array( 'key' => '', 'provider' => 'mapbox', 'mapkit' => false );
function orbit_blocks_mapbox_key() { return array( 'service_api_key' => $GLOBALS['orbit_test_map']['key'] ); }
function orbit_blocks_is_mapbox_public_token( $key ) { return 0 === strpos( $key, 'pk.' ); }
function orbit_blocks_map_provider_setting() { return $GLOBALS['orbit_test_map']['provider']; }
function orbit_blocks_mapkit_configured() { return $GLOBALS['orbit_test_map']['mapkit']; }
// The block as WordPress registers it from block.json: the setting's default.
register_block_type(
	'jetpack/map',
	array(
		'render_callback' => orbit_blocks_test_render_file( '/map/render.php' ),
		'attributes'      => array( 'showFullscreenButton' => array( 'type' => 'boolean', 'default' => true ) ),
	)
);
`;

// What the saved markup holds (save.tsx), shortened to what matters here.
const SAVED_OFF =
	'<div data-map-style="default" data-points="[]" class="wp-block-jetpack-map"></div>';
const SAVED_ON =
	'<div data-map-style="default" data-points="[]" data-show-fullscreen-button="true" class="wp-block-jetpack-map"></div>';
const SAVED_ORBIT_OFF =
	'<div data-map-style="default" data-points="[]" data-show-fullscreen-button="false" class="wp-block-jetpack-map"></div>';

// The block comment's attributes and the saved markup; WordPress parses and
// renders the post's block (registered defaults filled in).
const cases: Record<
	string,
	[ Record< string, unknown >, string, Record< string, unknown >? ]
> = {
	off: [ { showFullscreenButton: false }, SAVED_OFF ],
	on: [ { showFullscreenButton: true }, SAVED_ON ],
	firstVersion: [ { showFullscreenButton: true }, SAVED_OFF ],
	orbitOff: [ { showFullscreenButton: false }, SAVED_ORBIT_OFF ],
	noAttribute: [ {}, SAVED_OFF ],
	empty: [ { showFullscreenButton: true }, '  ' ],
	heightMapbox: [ { mapHeight: 500 }, SAVED_ON, { key: 'pk.public' } ],
	heightDefault: [ {}, SAVED_ON, { key: 'pk.public' } ],
	heightRounded: [
		{ mapHeight: 433 },
		SAVED_ON.replace( '<div ', '<div style="color:red" ' ),
		{ key: 'pk.public' },
	],
	heightSecretKey: [ { mapHeight: 500 }, SAVED_ON, { key: 'sk.secret' } ],
	heightMapkit: [
		{ mapHeight: 600 },
		SAVED_ON,
		{ provider: 'mapkit', mapkit: true },
	],
	heightMapkitUnset: [ { mapHeight: 600 }, SAVED_ON, { provider: 'mapkit' } ],
};

const snippets = Object.fromEntries(
	Object.entries( cases ).map(
		( [ name, [ attributes, content, site ] ] ) => [
			name,
			`$GLOBALS['orbit_test_map'] = array_merge( array( 'key' => '', 'provider' => 'mapbox', 'mapkit' => false ), json_decode( ${ JSON.stringify(
				JSON.stringify( site ?? {} )
			) }, true ) );
echo json_encode( render_block( parse_blocks( get_comment_delimited_block_content( 'jetpack/map', json_decode( ${ JSON.stringify(
				JSON.stringify( attributes )
			) }, true ), ${ JSON.stringify( content ) } ) )[0] ) );`,
		]
	)
);

let results: Record< string, unknown > = {};

beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/map' ], PRELUDE, snippets );
}, 60000 );

/** The fullscreen setting the browser reads from the rendered wrapper. */
function fullscreen( name: string ): string | undefined {
	const host = renderedElement( results, name );
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

describe( 'the map render holds the map’s height where the map will draw', () => {
	const style = ( name: string ) =>
		(
			renderedElement( results, name ).querySelector(
				'.wp-block-jetpack-map'
			) as HTMLElement
		 ).getAttribute( 'style' );

	it( 'the block’s height with a public Mapbox key, 400 px by default', () => {
		expect( style( 'heightMapbox' ) ).toBe( '--jetpack-map-height:500px;' );
		expect( style( 'heightDefault' ) ).toBe(
			'--jetpack-map-height:400px;'
		);
	} );

	it( 'rounded as the view script rounds it, keeping a style the markup had', () => {
		expect( style( 'heightRounded' ) ).toBe(
			'--jetpack-map-height:430px;color:red'
		);
	} );

	it( 'with MapKit set up as the provider', () => {
		expect( style( 'heightMapkit' ) ).toBe( '--jetpack-map-height:600px;' );
	} );

	it( 'not where the map cannot draw: no public key, MapKit not set up', () => {
		expect( style( 'heightSecretKey' ) ).toBeNull();
		expect( style( 'heightMapkitUnset' ) ).toBeNull();
		expect( style( 'on' ) ).toBeNull();
	} );
} );
