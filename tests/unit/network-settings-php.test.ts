/**
 * A network as the provider for many sites (php-stubs/includes/settings.php,
 * settings-rules.php, rest/settings.php, rest/network-settings.php,
 * settings-page.php): on multisite the network administrator sets the AI
 * server, keys and limits for every site, and sees AI usage per site.
 *
 * WordPress's own functions run in WebAssembly PHP as in the other PHP tests
 * (tests/unit/php/wordpress.php), with MULTISITE defined, so is_multisite()
 * and get_site_option() take their multisite paths. What lives in the
 * network's tables is the test's: the network option through WordPress's
 * own pre_site_option_ / pre_update_site_option_ filters, the sites
 * (get_sites) and their options (get_blog_option) as stand-ins. A second run,
 * without MULTISITE, checks that a single site is as before.
 *
 * Covers: value resolution (constant, then the network; server fields only
 * the network's even when it is empty; roles and limits the network's when
 * set, else the site's); the site route's 400 naming a network field (and
 * the older ai-server route's); the site state's in_network; the network
 * routes (manage_network_options only, network fields only, secrets
 * write-only); the usage table per site, paged, with the network's totals;
 * the network plugins list's Settings link; a single site unchanged.
 */
import {
	phpSettingsRoutes,
	phpWordPressWithRoles,
	runPhpSnippets,
	type RestCallAnswer,
} from './php/php-snippets';
import { NETWORK_USAGE } from '../setup/network-usage';

const FOLDERS = [
	'includes',
	'includes/rest',
	'includes/ai',
	'includes/adapters',
];

const COMMON = `
${ phpWordPressWithRoles( {
	author: { name: 'Author', capabilities: { edit_posts: true } },
} ) }
// Set in wp-config.php (for the whole network): a model on the same
// machine, the documented exception to the public-address rule
// (includes/ai/address.php), is allowed.
define( 'ORBIT_BLOCKS_AI_IMAGE_MODEL', 'image-model-from-config' );
define( 'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS', true );
function orbit_blocks_can_manage() { return current_user_can( 'manage_options' ); }
define( 'ORBIT_BLOCKS_DIR', '/plugin' );
// The plugins folder, for plugin_basename() (the plugins list's hooks).
define( 'WP_PLUGIN_DIR', '/' );
define( 'WPMU_PLUGIN_DIR', '/mu-plugins' );
$GLOBALS['wp_plugin_paths'] = array();
require '/includes/lock.php';
${ phpSettingsRoutes( [
	'/includes/settings-page.php',
	'/rest/network-settings.php',
	'/ai/policy.php',
] ) }
// The older AI server route (rest/ai.php's callback, without the rest of that file).
add_action( 'rest_api_init', static function () {
	register_rest_route( 'orbit-blocks/v1', '/ai-server', array( 'methods' => 'GET, POST, DELETE', 'callback' => 'orbit_blocks_ai_rest_server_settings', 'permission_callback' => 'orbit_blocks_can_manage' ) );
} );
if ( ! function_exists( 'orbit_blocks_ai_rest_server_settings' ) ) {
	eval( '?>' . preg_replace( '/^.*?(function orbit_blocks_ai_rest_server_settings.*?\\n}\\n).*$/s', '<?php $1', file_get_contents( '/rest/ai.php' ) ) );
}
`;

const MULTISITE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
define( 'MULTISITE', true );
// The network's tables: its options (sitemeta), its sites and their options.
$GLOBALS['network'] = array();
$GLOBALS['blogs']   = array();
function get_network( $network = null ) { return (object) array( 'id' => 1, 'domain' => 'network.test', 'path' => '/' ); }
function get_sites( $args = array() ) {
	$ids = array_keys( $GLOBALS['blogs'] );
	sort( $ids );
	if ( ! empty( $args['count'] ) ) { return count( $ids ); }
	return array_slice( $ids, $args['offset'] ?? 0, $args['number'] ?? 100 );
}
function get_blog_option( $id, $option, $default = false ) {
	if ( null === $id || 1 === (int) $id ) { return get_option( $option, $default ); }
	return $GLOBALS['blogs'][ $id ][ $option ] ?? $default;
}
${ COMMON }
$name = ORBIT_BLOCKS_NETWORK_SETTINGS_OPTION;
add_filter( "pre_site_option_{$name}", static fn( $pre, $option, $network_id, $default ) => $GLOBALS['network'][ $option ] ?? ( false === $default ? array() : $default ), 10, 4 );
// A write lands in the network's table; WordPress then sees no change to make.
add_filter( "pre_update_site_option_{$name}", static function ( $value, $old, $option ) { $GLOBALS['network'][ $option ] = $value; return $old; }, 10, 3 );
function reset_network( array $network = array(), array $site = array() ) {
	orbit_blocks_test_reset_options();
	orbit_blocks_test_options( array( 'home' => 'http://network.test', 'siteurl' => 'http://network.test', 'blogname' => 'Main' ) );
	if ( $site ) { update_option( 'orbit_blocks_settings', $site ); }
	$GLOBALS['network'] = $network ? array( 'orbit_blocks_network_settings' => $network ) : array();
	$GLOBALS['blogs']   = array( 1 => array() );
	$GLOBALS['caps']    = array( 'manage_options', 'edit_posts' );
}
reset_network();
`;

const SINGLE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
${ COMMON }
`;

const multi: Record< string, string > = {};
const single: Record< string, string > = {};
let results: Record< string, unknown > = {};
let singleResults: Record< string, unknown > = {};
const result = < T >( name: string ) => results[ name ] as T;

const SITE_SAVED = `array( 'ai_base_url' => 'http://site-own.test/v1', 'ai_api_key' => 'site-own-key-zzzz', 'ai_model' => 'site-model', 'ai_roles' => 'author', 'ai_limit_user' => '7', 'ai_limit_site' => '70' )`;

multi.resolution = `
	$read = static fn() => array_combine( array_keys( orbit_blocks_network_fields() ), array_map( 'orbit_blocks_setting', array_keys( orbit_blocks_network_fields() ) ) );
	reset_network( array(), ${ SITE_SAVED } );
	$empty = array( 'values' => $read(), 'server' => orbit_blocks_ai_server(), 'roles' => orbit_blocks_ai_roles(), 'limit' => orbit_blocks_ai_limit( 'ai_limit_user' ) );
	reset_network( array( 'ai_base_url' => 'http://network-ai.test/v1', 'ai_api_key' => 'network-key-1234', 'ai_model' => 'net-model', 'ai_image_model' => 'net-image', 'ai_roles' => 'administrator', 'ai_limit_user' => '3' ), ${ SITE_SAVED } );
	$set = array( 'values' => $read(), 'server' => orbit_blocks_ai_server(), 'roles' => orbit_blocks_ai_roles(), 'limit' => orbit_blocks_ai_limit( 'ai_limit_user' ), 'siteLimit' => orbit_blocks_ai_limit( 'ai_limit_site' ) );
	echo json_encode( array( 'empty' => $empty, 'set' => $set ) );`;

/** A site administrator posts to the site's settings route. */
function sitePost( name: string, network: string, json: string ) {
	multi[
		name
	] = `reset_network( ${ network }, array( 'ai_model' => 'site-model' ) );
		$answer = call( 'orbit-blocks/v1/settings', 'POST', ${ json } );
		echo json_encode( array( 'answer' => $answer, 'site' => get_option( 'orbit_blocks_settings' ), 'network' => $GLOBALS['network'] ) );`;
	return () =>
		result< {
			answer: RestCallAnswer;
			site: Record< string, string >;
			network: Record< string, unknown >;
		} >( name );
}

const refusedUrl = sitePost(
	'refusedUrl',
	'array()',
	`array( 'ai_base_url' => 'http://attacker.test/v1' )`
);
const refusedKeyRemove = sitePost(
	'refusedKeyRemove',
	`array( 'ai_api_key' => 'network-key-1234' )`,
	`array( 'remove' => array( 'ai_api_key' ) )`
);
const refusedLimit = sitePost(
	'refusedLimit',
	`array( 'ai_limit_user' => '3' )`,
	`array( 'ai_limit_user' => '500' )`
);
const allowedLimit = sitePost(
	'allowedLimit',
	`array( 'ai_base_url' => 'http://network-ai.test/v1' )`,
	`array( 'ai_limit_site' => '40', 'ai_roles' => 'author', 'giphy_api_key' => 'giphy-key-9876' )`
);

multi.aiServerRoute = `reset_network();
	echo json_encode( array(
		'post'   => call( 'orbit-blocks/v1/ai-server', 'POST', array( 'url' => 'http://attacker.test/v1', 'key' => 'k', 'model' => 'm' ) ),
		'delete' => call( 'orbit-blocks/v1/ai-server', 'DELETE' ),
		'site'   => get_option( 'orbit_blocks_settings', array() ),
	) );`;

multi.siteState = `reset_network( array( 'ai_base_url' => 'http://network-ai.test/v1', 'ai_api_key' => 'network-key-1234', 'ai_limit_site' => '100' ), ${ SITE_SAVED } );
	$answer = call( 'orbit-blocks/v1/settings', 'GET' );
	echo json_encode( array( 'answer' => $answer, 'raw' => json_encode( $answer ) ) );`;

multi.permissions = `$out = array();
	foreach ( array( 'siteAdmin' => array( 'manage_options', 'edit_posts' ), 'networkAdmin' => array( 'manage_network_options', 'manage_options', 'edit_posts' ) ) as $who => $theirs ) {
		reset_network();
		$GLOBALS['caps'] = $theirs;
		$out[ $who ] = array(
			'get'   => call( 'orbit-blocks/v1/network-settings', 'GET' )['status'],
			'post'  => call( 'orbit-blocks/v1/network-settings', 'POST', array( 'ai_model' => 'x' ) )['status'],
			'test'  => call( 'orbit-blocks/v1/network-settings/test/ai', 'POST' )['status'],
			'usage' => call( 'orbit-blocks/v1/network-ai-usage', 'GET' )['status'],
		);
	}
	echo json_encode( $out );`;

multi.networkSave = `reset_network( array( 'ai_api_key' => 'network-key-1234' ) );
	$GLOBALS['caps'] = array( 'manage_network_options', 'manage_options', 'edit_posts' );
	$saved = call( 'orbit-blocks/v1/network-settings', 'POST', array( 'ai_base_url' => 'http://network-ai.test/v1/', 'ai_api_key' => '', 'ai_image_api_key' => 'image-key-5678', 'ai_roles' => 'author', 'ai_limit_site' => '100' ) );
	$after = $GLOBALS['network'];
	$site  = array( 'url' => orbit_blocks_setting( 'ai_base_url' ), 'limit' => orbit_blocks_ai_limit( 'ai_limit_site' ), 'public' => orbit_blocks_setting_public( 'ai_base_url' ) );
	$notNetwork = call( 'orbit-blocks/v1/network-settings', 'POST', array( 'ai_model' => 'ok', 'giphy_api_key' => 'x' ) );
	$badUrl     = call( 'orbit-blocks/v1/network-settings', 'POST', array( 'ai_base_url' => 'file:///etc/passwd' ) );
	$inConfig   = call( 'orbit-blocks/v1/network-settings', 'POST', array( 'ai_image_model' => 'other' ) );
	$removed    = call( 'orbit-blocks/v1/network-settings', 'POST', array( 'remove' => array( 'ai_api_key' ) ) );
	echo json_encode( array( 'saved' => $saved, 'raw' => json_encode( $saved ), 'after' => $after, 'site' => $site, 'notNetwork' => $notNetwork, 'badUrl' => $badUrl, 'inConfig' => $inConfig, 'removedKeys' => array_keys( $GLOBALS['network']['orbit_blocks_network_settings'] ) ) );`;

multi.usage = `reset_network();
	$GLOBALS['caps'] = array( 'manage_network_options', 'manage_options', 'edit_posts' );
	$now  = orbit_blocks_ai_month();
	$prev = orbit_blocks_ai_previous_month( $now );
	update_option( 'orbit_blocks_ai_usage_log', array( 'months' => array( $now => array( 1 => 2, 5 => 3 ), $prev => array( 1 => 10 ) ) ) );
	$GLOBALS['blogs'][2] = array( 'blogname' => 'Bakery', 'home' => 'http://network.test/bakery', 'orbit_blocks_ai_usage_log' => array( 'months' => array( $now => array( 7 => 4 ), '2001-01' => array( 7 => 99 ) ) ) );
	$GLOBALS['blogs'][3] = array( 'blogname' => 'Choir', 'home' => 'http://network.test/choir' );
	$small = call( 'orbit-blocks/v1/network-ai-usage', 'GET' );
	for ( $id = 4; $id <= 150; $id++ ) {
		$GLOBALS['blogs'][ $id ] = array( 'blogname' => "Site $id", 'home' => "http://network.test/s$id/", 'orbit_blocks_ai_usage_log' => array( 'months' => array( $now => array( 1 => 1 ) ) ) );
	}
	$first  = call( 'orbit-blocks/v1/network-ai-usage', 'GET' )['data'];
	$second = call( 'orbit-blocks/v1/network-ai-usage?page=2', 'GET' )['data'];
	echo json_encode( array(
		'now'    => $now,
		'prev'   => $prev,
		'small'  => $small,
		'first'  => array( 'count' => count( $first['sites'] ), 'siteCount' => $first['siteCount'], 'pages' => $first['pages'], 'page' => $first['page'], 'total' => $first['total'], 'lastId' => end( $first['sites'] )['id'] ),
		'second' => array( 'count' => count( $second['sites'] ), 'page' => $second['page'], 'firstId' => $second['sites'][0]['id'], 'total' => $second['total'] ),
	) );`;

multi.counts = `$out = array();
	foreach ( array( 'none' => array(), 'limit' => array( 'ai_limit_site' => '100' ) ) as $which => $values ) {
		foreach ( array( 'siteAdmin' => array( 'manage_options' ), 'networkAdmin' => array( 'manage_options', 'manage_network_options' ) ) as $who => $theirs ) {
			reset_network( $values );
			$GLOBALS['caps'] = $theirs;
			$post = new WP_REST_Request( 'POST', '/wpcom/v2/ai/ai-assistant-feature' );
			$post->set_param( 'requests-count', 0 );
			$playground = new WP_REST_Request( 'POST', '/wpcom/v2/ai/ai-assistant-feature' );
			$playground->set_param( 'is-playground-visible', true );
			$out[ $which ][ $who ] = array(
				'limitsUrl'  => orbit_blocks_ai_limits_url(),
				'canReset'   => orbit_blocks_ai_usage_report()['canReset'],
				'reset'      => orbit_blocks_ai_can_change_counts( new WP_REST_Request( 'DELETE', '/wpcom/v2/ai/ai-assistant-feature' ) ),
				'setCount'   => orbit_blocks_ai_can_change_counts( $post ),
				'playground' => orbit_blocks_ai_can_change_counts( $playground ),
			);
		}
	}
	echo json_encode( $out );`;

multi.roleMessage = `reset_network( array(), array( 'ai_roles' => 'administrator' ) );
	$site = orbit_blocks_ai_refusal_message( 'role' );
	reset_network( array( 'ai_roles' => 'administrator' ) );
	echo json_encode( array( 'site' => $site, 'network' => orbit_blocks_ai_refusal_message( 'role' ) ) );`;

multi.links = `reset_network();
	$GLOBALS['caps'] = array( 'manage_network_options' );
	$network = apply_filters( 'network_admin_plugin_action_links_' . plugin_basename( ORBIT_BLOCKS_DIR . '/orbit-blocks.php' ), array() );
	$GLOBALS['caps'] = array( 'manage_options' );
	$siteAdmin = apply_filters( 'network_admin_plugin_action_links_' . plugin_basename( ORBIT_BLOCKS_DIR . '/orbit-blocks.php' ), array() );
	echo json_encode( array( 'network' => $network, 'siteAdmin' => $siteAdmin ) );`;

single.single = `orbit_blocks_test_reset_options();
	$GLOBALS['caps'] = array( 'manage_options', 'edit_posts' );
	// A value under the network option's name changes nothing on a single site.
	update_option( 'orbit_blocks_network_settings', array( 'ai_base_url' => 'http://network-ai.test/v1', 'ai_limit_user' => '3' ) );
	$post  = call( 'orbit-blocks/v1/settings', 'POST', array( 'ai_base_url' => 'http://127.0.0.1:11434/v1', 'ai_limit_user' => '9' ) );
	$state = call( 'orbit-blocks/v1/settings', 'GET' )['data']['fields'];
	echo json_encode( array(
		'post'   => $post['status'],
		'url'    => orbit_blocks_setting( 'ai_base_url' ),
		'limit'  => orbit_blocks_setting( 'ai_limit_user' ),
		'flags'  => array_unique( array_column( $state, 'in_network' ) ),
		'routes' => array_values( array_filter( array_keys( rest_get_server()->get_routes() ), static fn( $r ) => false !== strpos( $r, 'network' ) ) ),
	) );`;

beforeAll( () => {
	results = runPhpSnippets( FOLDERS, MULTISITE, multi );
	singleResults = runPhpSnippets( FOLDERS, SINGLE, single );
}, 120_000 );

describe( 'on multisite, a setting’s value', () => {
	it( 'never takes an AI server from the site, even while the network set none', () => {
		const { empty } = result< Record< string, any > >( 'resolution' );
		expect( empty.values ).toMatchObject( {
			ai_base_url: '',
			ai_api_key: '',
			ai_model: '',
			ai_image_base_url: '',
			ai_image_api_key: '',
			// The constant comes first.
			ai_image_model: 'image-model-from-config',
			// Roles and limits the network left empty are the site's.
			ai_roles: 'author',
			ai_limit_user: '7',
			ai_limit_site: '70',
		} );
		expect( empty.server ).toBeNull();
		expect( empty.roles ).toEqual( [ 'author' ] );
		expect( empty.limit ).toBe( 7 );
	} );

	it( 'is the network’s when the network set it (the constant still first)', () => {
		const { set } = result< Record< string, any > >( 'resolution' );
		expect( set.values ).toEqual( {
			ai_base_url: 'http://network-ai.test/v1',
			ai_api_key: 'network-key-1234',
			ai_model: 'net-model',
			ai_image_base_url: '',
			ai_image_api_key: '',
			ai_image_model: 'image-model-from-config',
			ai_roles: 'administrator',
			ai_limit_user: '3',
			// Not set by the network: the site's.
			ai_limit_site: '70',
		} );
		expect( set.server ).toMatchObject( {
			url: 'http://network-ai.test/v1',
			key: 'network-key-1234',
			model: 'net-model',
		} );
		expect( set.roles ).toEqual( [ 'administrator' ] );
		expect( set.limit ).toBe( 3 );
		expect( set.siteLimit ).toBe( 70 );
	} );
} );

describe( 'the site’s settings route on multisite', () => {
	it( 'refuses an AI server address from a site administrator, naming the field, even while the network set none', () => {
		const { answer, site, network } = refusedUrl();
		expect( answer ).toEqual( {
			status: 400,
			code: 'rest_invalid_param',
			message:
				'ai_base_url is set by the network administrator for every site of the network and cannot be changed here.',
			field: 'ai_base_url',
			params: [],
		} );
		expect( site ).toEqual( { ai_model: 'site-model' } );
		expect( network ).toEqual( [] );
	} );

	it( 'refuses removing the network’s key', () => {
		expect( refusedKeyRemove().answer ).toMatchObject( {
			status: 400,
			field: 'ai_api_key',
		} );
		expect( refusedKeyRemove().network ).toEqual( {
			orbit_blocks_network_settings: { ai_api_key: 'network-key-1234' },
		} );
	} );

	it( 'refuses a limit the network set, and saves one it did not', () => {
		expect( refusedLimit().answer ).toMatchObject( {
			status: 400,
			field: 'ai_limit_user',
			message:
				'ai_limit_user is set by the network administrator for every site of the network and cannot be changed here.',
		} );
		expect( refusedLimit().site ).toEqual( { ai_model: 'site-model' } );
		expect( allowedLimit().answer.status ).toBe( 200 );
		expect( allowedLimit().site ).toEqual( {
			ai_model: 'site-model',
			ai_limit_site: '40',
			ai_roles: 'author',
			giphy_api_key: 'giphy-key-9876',
		} );
	} );

	it( 'refuses the older ai-server route’s writes too', () => {
		const answer = result< Record< string, any > >( 'aiServerRoute' );
		expect( answer.post ).toMatchObject( {
			status: 400,
			field: 'ai_base_url',
		} );
		expect( answer.delete ).toMatchObject( {
			status: 400,
			field: 'ai_base_url',
		} );
		expect( answer.site ).toEqual( [] );
	} );

	it( 'marks the network’s fields in_network, with the network’s values and no secret', () => {
		const { answer, raw } = result< {
			answer: RestCallAnswer;
			raw: string;
		} >( 'siteState' );
		const fields = answer.data?.fields as Record< string, any >;
		expect( raw ).not.toContain( 'network-key-1234' );
		expect( raw ).not.toContain( 'site-own' );
		expect( fields.ai_base_url ).toEqual( {
			section: 'ai',
			type: 'url',
			secret: false,
			set: true,
			in_config: false,
			in_network: true,
			value: 'http://network-ai.test/v1',
		} );
		expect( fields.ai_api_key ).toEqual( {
			section: 'ai',
			type: 'string',
			secret: true,
			set: true,
			in_config: false,
			in_network: true,
			last4: '1234',
		} );
		// Empty on the network: still the network's, and not the site's own.
		expect( fields.ai_model ).toMatchObject( {
			set: false,
			value: '',
			in_network: true,
		} );
		// Set in wp-config.php: the constant's, not the network's.
		expect( fields.ai_image_model ).toMatchObject( {
			in_config: true,
			in_network: false,
		} );
		expect( fields.ai_limit_site ).toMatchObject( {
			value: '100',
			in_network: true,
		} );
		expect( fields.ai_limit_user ).toMatchObject( {
			value: '7',
			in_network: false,
		} );
		expect( fields.giphy_api_key.in_network ).toBe( false );
		expect( answer.data?.aiResponder ).toBe( 'server' );
	} );
} );

describe( 'the network’s settings routes', () => {
	it( 'answer network administrators only', () => {
		expect( result( 'permissions' ) ).toEqual( {
			siteAdmin: { get: 403, post: 403, test: 403, usage: 403 },
			networkAdmin: { get: 200, post: 200, test: 200, usage: 200 },
		} );
	} );

	it( 'save the network fields for every site, secrets write-only', () => {
		const answer = result< Record< string, any > >( 'networkSave' );
		expect( answer.saved.status ).toBe( 200 );
		expect( answer.raw ).not.toContain( 'image-key-5678' );
		expect( answer.raw ).not.toContain( 'network-key-1234' );
		// The saved key, sent empty, stays.
		expect( answer.after ).toEqual( {
			orbit_blocks_network_settings: {
				ai_api_key: 'network-key-1234',
				ai_base_url: 'http://network-ai.test/v1',
				ai_image_api_key: 'image-key-5678',
				ai_roles: 'author',
				ai_limit_site: '100',
			},
		} );
		const fields = answer.saved.data.fields;
		expect( Object.keys( fields ) ).toEqual( [
			'ai_base_url',
			'ai_api_key',
			'ai_model',
			'ai_image_base_url',
			'ai_image_api_key',
			'ai_image_model',
			'ai_roles',
			'ai_limit_user',
			'ai_limit_site',
		] );
		expect( fields.ai_image_api_key ).toMatchObject( {
			set: true,
			last4: '5678',
			in_network: false,
		} );
		expect( fields.ai_image_api_key ).not.toHaveProperty( 'value' );
		expect( fields.ai_image_model ).toMatchObject( {
			in_config: true,
			value: 'image-model-from-config',
		} );
		expect( answer.saved.data.scope ).toBe( 'network' );
		// Every site reads it.
		expect( answer.site ).toMatchObject( {
			url: 'http://network-ai.test/v1',
			limit: 100,
			public: { in_network: true, value: 'http://network-ai.test/v1' },
		} );
	} );

	it( 'refuse what is not the network’s, and what the rules refuse', () => {
		const answer = result< Record< string, any > >( 'networkSave' );
		expect( answer.notNetwork ).toMatchObject( {
			status: 400,
			code: 'rest_invalid_param',
		} );
		expect( answer.badUrl ).toMatchObject( {
			status: 400,
			field: 'ai_base_url',
			message:
				'ai_base_url must be an address starting with http:// or https://.',
		} );
		expect( answer.inConfig ).toMatchObject( {
			status: 400,
			message:
				'ai_image_model is set in wp-config.php and cannot be changed here.',
		} );
		expect( answer.removedKeys ).toEqual( [
			'ai_base_url',
			'ai_image_api_key',
			'ai_roles',
			'ai_limit_site',
		] );
	} );

	it( 'count AI requests per site, this month and last, with the network’s total', () => {
		const { now, prev, small } = result< Record< string, any > >( 'usage' );
		expect( small.status ).toBe( 200 );
		expect( small.data ).toEqual( {
			thisMonth: now,
			lastMonth: prev,
			...NETWORK_USAGE,
			nextReset: expect.stringMatching( /^\d{4}-\d{2}-01$/ ),
		} );
	} );

	it( 'list 100 sites a page, the total over all of them', () => {
		const { first, second } = result< Record< string, any > >( 'usage' );
		const total = { thisMonth: 9 + 147, lastMonth: 10 };
		expect( first ).toEqual( {
			count: 100,
			siteCount: 150,
			pages: 2,
			page: 1,
			total,
			lastId: 100,
		} );
		expect( second ).toEqual( {
			count: 50,
			page: 2,
			firstId: 101,
			total,
		} );
	} );

	it( 'keep a site administrator from starting the counts again under the network’s limits, and lead to where the limits are changed', () => {
		const all = {
			reset: true,
			setCount: true,
			playground: true,
			canReset: true,
		};
		const site =
			'http://network.test/wp-admin/options-general.php?page=orbit-blocks#orbit-blocks-settings-ai';
		expect( result( 'counts' ) ).toEqual( {
			none: {
				siteAdmin: { ...all, limitsUrl: site },
				networkAdmin: { ...all, limitsUrl: site },
			},
			limit: {
				siteAdmin: {
					reset: false,
					setCount: false,
					playground: true,
					canReset: false,
					limitsUrl: '',
				},
				networkAdmin: {
					...all,
					limitsUrl:
						'http://network.test/wp-admin/network/settings.php?page=orbit-blocks-network#orbit-blocks-settings-ai',
				},
			},
		} );
	} );

	it( 'tell a user kept from AI by the network’s roles who decides', () => {
		expect( result( 'roleMessage' ) ).toEqual( {
			site: 'AI is not available to your role on this site. A site administrator can change who may use AI in Settings → Orbit Blocks.',
			network:
				'AI is not available to your role on the sites of this network. The network administrator decides who may use AI.',
		} );
	} );

	it( 'are linked from the network’s plugins list, for network administrators', () => {
		expect( result( 'links' ) ).toEqual( {
			network: [
				'<a href="http://network.test/wp-admin/network/settings.php?page=orbit-blocks-network">Settings</a>',
			],
			siteAdmin: [],
		} );
	} );
} );

it( 'leaves a single site as it was: its own values, nothing the network’s, no network routes', () => {
	expect( singleResults.single ).toEqual( {
		post: 200,
		url: 'http://127.0.0.1:11434/v1',
		limit: '9',
		flags: [ false ],
		routes: [],
	} );
} );
