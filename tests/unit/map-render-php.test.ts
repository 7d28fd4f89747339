/**
 * The map's server render (blocks/map/render.php) run in PHP
 * itself (WebAssembly PHP, tests/unit/php/) with WordPress's own escaping.
 * The saved markup leaves data-show-fullscreen-button out when the button is
 * off (the incumbent plugin's markup), and the first version never wrote it:
 * the render tells the front end the setting from the block's attributes,
 * ahead of anything the saved markup holds (the first of two equal
 * attributes is the one the browser keeps).
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
function orbit_blocks_mapbox_key() { return array( 'service_api_key' => '' ); }
function orbit_blocks_is_mapbox_public_token( $key ) { return false; }
function orbit_blocks_map_provider_setting() { return 'mapbox'; }
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
const cases: Record< string, [ Record< string, unknown >, string ] > = {
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
		`echo json_encode( render_block( parse_blocks( get_comment_delimited_block_content( 'jetpack/map', json_decode( ${ JSON.stringify(
			JSON.stringify( attributes )
		) }, true ), ${ JSON.stringify( content ) } ) )[0] ) );`,
	] )
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
