/**
 * The development stand-ins (php-stubs/stand-ins/) exist only under the
 * wp-config constant ORBIT_BLOCKS_LOCAL_SERVICES (issue 36, item 10). The
 * plugin's own bootstrap, php-stubs/orbit-blocks.php, runs here twice in
 * the WebAssembly PHP of the other PHP tests on WordPress's own functions
 * (tests/unit/php/wordpress.php), once as a production site (no constant)
 * and once as npm start's site (the constant): WordPress's REST server then
 * lists the namespaces and routes the plugin registered, and the hooks and
 * functions show what else it did.
 *
 * Without the constant: no function, constant, page or filter of
 * stand-ins/ exists, no route of the stand-in namespace is registered, and
 * the REST index (GET /wp-json/) lists no such namespace; the services are
 * the real ones. With it: all of them, and the services point at the
 * stand-ins.
 */
import fs from 'fs';
import path from 'path';
import { runPhpSnippets } from './php/php-snippets';

const STAND_INS = path.join( __dirname, '../../php-stubs/stand-ins' );
const NAMESPACE = 'orbit-blocks/v1/stand-in';

/** WordPress, then the plugin as a site loads it, with or without the constant. */
function prelude( local: boolean ): string {
	return `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// The database's user: an administrator (pluggable, so before WordPress).
function current_user_can( $capability, ...$args ) { return true; }
function get_current_user_id() { return 1; }
require '/wordpress-core.php';
// wp-settings.php's plugin constants (WP_PLUGIN_DIR, WP_PLUGIN_URL) and
// plugin_basename()'s list of symlinked plugins.
wp_plugin_directory_constants();
$GLOBALS['wp_plugin_paths'] = array();
// The plugin's folder as a site has it: php-stubs/ (read-only at /plugin)
// with a build beside orbit-blocks.php.
mkdir( '/site' );
mkdir( '/site/build' );
file_put_contents( '/site/build/editor.asset.php', '<?php return array( "dependencies" => array(), "version" => "1" );' );
foreach ( array( 'includes', 'stand-ins', 'assets' ) as $folder ) {
	symlink( '/plugin/' . $folder, '/site/' . $folder );
}
copy( '/plugin/orbit-blocks.php', '/site/orbit-blocks.php' );
${ local ? "define( 'ORBIT_BLOCKS_LOCAL_SERVICES', true );" : '' }
require '/site/orbit-blocks.php';
`;
}

const SNIPPETS = {
	site: `$server = rest_get_server();
	// GET /wp-json/ (its links left out: they ask the theme, not loaded here).
	$index = new WP_REST_Request( 'GET', '/' );
	$index->set_query_params( array( '_fields' => 'namespaces' ) );
	$index = rest_do_request( $index )->get_data();
	$admin_post = array();
	foreach ( array_keys( $GLOBALS['wp_filter'] ) as $hook ) {
		if ( 0 === strpos( $hook, 'admin_post_' ) ) {
			$admin_post[] = substr( $hook, strlen( 'admin_post_' ) );
		}
	}
	sort( $admin_post );
	// What stand-ins/ defines, from its sources.
	$functions = array();
	$constants = array();
	foreach ( glob( '/plugin/stand-ins/*.php' ) as $file ) {
		$source = file_get_contents( $file );
		preg_match_all( '/^function (\\w+)/m', $source, $found );
		$functions = array_merge( $functions, $found[1] );
		preg_match_all( '/^const (\\w+)/m', $source, $found );
		$constants = array_merge( $constants, $found[1] );
	}
	$addresses = array();
	foreach ( orbit_blocks_services() as $name => $service ) {
		$addresses[ $name ] = $service['url'];
	}
	// Every route registered under the namespace (not its own index route),
	// whether the REST server then answers it or not (includes/services.php
	// drops some).
	remove_all_filters( 'rest_endpoints' );
	$stand_in_routes = array_values( preg_grep( '#^/${ NAMESPACE }/#', array_keys( $server->get_routes( '${ NAMESPACE }' ) ) ) );
	echo json_encode( array(
		'namespaces'       => $server->get_namespaces(),
		'indexNamespaces'  => $index['namespaces'],
		'standInRoutes'    => $stand_in_routes,
		'adminPost'        => $admin_post,
		'definedFunctions' => array_values( array_filter( $functions, 'function_exists' ) ),
		'allFunctions'     => $functions,
		'definedConstants' => array_values( array_filter( $constants, 'defined' ) ),
		'allConstants'     => $constants,
		'addresses'        => $addresses,
	) );`,
};

type Site = {
	namespaces: string[];
	indexNamespaces: string[];
	standInRoutes: string[];
	adminPost: string[];
	definedFunctions: string[];
	allFunctions: string[];
	definedConstants: string[];
	allConstants: string[];
	addresses: Record< string, string >;
};

// Stand-in routes still registered outside stand-ins/ whatever the constant.
const NOT_YET_MOVED: string[] = [];

// The product's own admin-post pages (tests/e2e-zip/zip-site.spec.ts).
const PRODUCT_PAGES = [
	'orbit_blocks_google_photos_oauth',
	'orbit_blocks_google_photos_pick',
	'orbit_blocks_instagram_oauth',
	// The form's file download (contact-form/file-upload.php).
	'orbit_form_file',
];

let production: Site;
let development: Site;
beforeAll( () => {
	production = runPhpSnippets( [], prelude( false ), SNIPPETS ).site as Site;
	development = runPhpSnippets( [], prelude( true ), SNIPPETS ).site as Site;
}, 120_000 );

it( 'has stand-ins to check: one file each, loaded by stand-ins/load.php', () => {
	const files = fs
		.readdirSync( STAND_INS )
		.filter( ( file ) => file.endsWith( '.php' ) );
	expect( files ).toContain( 'load.php' );
	expect( files.length ).toBeGreaterThan( 10 );
	expect( development.allFunctions.length ).toBeGreaterThan( 30 );
} );

describe( 'a production site (no ORBIT_BLOCKS_LOCAL_SERVICES)', () => {
	it( 'defines nothing of stand-ins/', () => {
		expect( production.definedFunctions ).toEqual( [] );
		expect( production.definedConstants ).toEqual( [] );
	} );

	it( 'registers no stand-in route, and its REST index lists no stand-in namespace', () => {
		expect( production.standInRoutes ).toEqual( NOT_YET_MOVED );
		expect( production.namespaces.includes( NAMESPACE ) ).toBe(
			NOT_YET_MOVED.length > 0
		);
		expect( production.indexNamespaces ).toEqual( production.namespaces );
		expect( production.namespaces ).toEqual(
			expect.arrayContaining( [ 'orbit-blocks/v1', 'wpcom/v2' ] )
		);
	} );

	it( 'hooks only the product’s own admin-post pages', () => {
		expect( production.adminPost ).toEqual( PRODUCT_PAGES );
	} );

	it( 'gives the editor the real services’ addresses', () => {
		expect( production.addresses ).toMatchObject( {
			gif: 'https://api.giphy.com/v1/gifs',
			mapbox: 'https://api.mapbox.com',
			opentable: 'https://www.opentable.com/widget/reservation',
			pinterest: 'https://widgets.pinterest.com',
			'pinterest-pinit': 'https://assets.pinterest.com/js/pinit.js',
			'image-resizer': 'https://i0.wp.com',
		} );
		// No payment or plans service until one is set up: no checkout.
		expect( production.addresses ).not.toHaveProperty(
			'memberships-checkout'
		);
		expect( production.addresses ).not.toHaveProperty( 'plans-checkout' );
		expect( JSON.stringify( production.addresses ) ).not.toMatch(
			/stand-in|orbit_blocks_checkout|wordpress\.com/
		);
	} );
} );

describe( 'a development site (ORBIT_BLOCKS_LOCAL_SERVICES)', () => {
	it( 'defines every function and constant of stand-ins/', () => {
		expect( development.definedFunctions ).toEqual(
			development.allFunctions
		);
		expect( development.definedConstants ).toEqual(
			development.allConstants
		);
	} );

	it( 'registers the stand-ins’ routes under their namespace', () => {
		expect( development.indexNamespaces ).toContain( NAMESPACE );
		expect( development.standInRoutes ).toEqual(
			expect.arrayContaining( [
				`/${ NAMESPACE }/gif/search`,
				`/${ NAMESPACE }/mapbox/styles/v1/mapbox/(?P<style>[a-z0-9-]{1,40})`,
				`/${ NAMESPACE }/opentable/restaurant-search`,
				`/${ NAMESPACE }/pinterest/pinit\\.js`,
				`/${ NAMESPACE }/image-resizer/(?P<path>.+)`,
				`/${ NAMESPACE }/plans-checkout/(?P<site>[^/]+)/(?P<plan>[a-z0-9_-]+)`,
			] )
		);
	} );

	it( 'hooks the local consent, account and checkout pages', () => {
		expect( development.adminPost ).toEqual(
			[
				...PRODUCT_PAGES,
				'orbit_blocks_authorize',
				'orbit_blocks_google_photos_connect',
				'orbit_blocks_instagram_connect',
				'orbit_blocks_mailchimp',
				'orbit_blocks_payment_account',
				'orbit_blocks_plan_checkout',
			].sort()
		);
	} );

	it( 'points the services at the stand-ins', () => {
		const local = 'http://example.org/wp-json/orbit-blocks/v1/stand-in';
		expect( development.addresses ).toMatchObject( {
			gif: `${ local }/gif`,
			mapbox: `${ local }/mapbox`,
			opentable: `${ local }/opentable`,
			pinterest: `${ local }/pinterest`,
			'pinterest-pinit': `${ local }/pinterest/pinit.js`,
			'image-resizer': `${ local }/image-resizer`,
			'memberships-checkout':
				'http://example.org/?orbit_blocks_checkout=1',
			'videopress-api': 'http://example.org/wp-json/rest/v1.1',
		} );
	} );
} );
