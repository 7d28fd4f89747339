/**
 * The AI servers' addresses (php-stubs/includes/ai/address.php; issue 36,
 * finding 3): the settings screen, its Test and the relay refuse private,
 * loopback, link-local and reserved addresses (IPv4, IPv6, names resolving
 * to them), checked again at each request (DNS rebinding), unless
 * wp-config.php defines ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS; the Test never
 * shows a server's body.
 *
 * WordPress's REST server dispatches the settings routes
 * (tests/unit/php/wordpress.php); the HTTP API is answered through
 * pre_http_request; names resolve through the orbit_blocks_host_addresses
 * filter (no DNS here).
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// An administrator (the database's users): every capability.
function current_user_can( $c ) { return true; }
function is_user_logged_in() { return true; }
require '/wordpress-core.php';
// The site's roles (the database's): the settings state lists those that can edit posts.
function wp_roles() { return (object) array( 'roles' => array( 'administrator' => array( 'name' => 'Administrator', 'capabilities' => array( 'edit_posts' => true ) ) ) ); }
$GLOBALS['http'] = array( 'answer' => null, 'asked' => array() );
add_filter(
	'pre_http_request',
	static function ( $pre, $args, $url ) {
		$GLOBALS['http']['asked'][] = $url;
		return $GLOBALS['http']['answer'];
	},
	10,
	3
);
// Names and what they resolve to, each lookup in turn (the last repeats).
$GLOBALS['dns'] = array();
add_filter(
	'orbit_blocks_host_addresses',
	static function ( $ips, $host ) {
		if ( ! isset( $GLOBALS['dns'][ $host ] ) ) {
			return $ips;
		}
		$answers = $GLOBALS['dns'][ $host ];
		return count( $answers ) > 1 ? array_shift( $GLOBALS['dns'][ $host ] ) : $answers[0];
	},
	10,
	2
);
function orbit_blocks_can_manage() { return true; }
require '/plugin/includes/settings.php';
require '/plugin/includes/services.php';
require '/plugin/includes/settings-rules.php';
require '/plugin/includes/ai/address.php';
require '/plugin/includes/rest/settings.php';
// The adapters whose redirect addresses the screen shows.
require '/plugin/includes/adapters/instagram.php';
require '/plugin/includes/adapters/google-photos.php';
require '/plugin/includes/ai/offline-responder.php';
require '/plugin/includes/ai/stream.php';
require '/plugin/includes/ai/server.php';
require '/plugin/includes/ai/server-test.php';
function call( $path, $json = array() ) {
	$request = new WP_REST_Request( 'POST', '/' . $path );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_body( wp_json_encode( $json ) );
	$response = rest_do_request( $request );
	return array( 'status' => $response->get_status(), 'message' => $response->is_error() ? $response->as_error()->get_error_message() : null );
}
function answer( $code, $body ) {
	return array( 'headers' => array(), 'body' => $body, 'response' => array( 'code' => $code, 'message' => '' ), 'cookies' => array() );
}
/** The Test on a server saved as it was before the check (an older version's settings). */
function test_saved( $url ) {
	orbit_blocks_test_reset_options();
	update_option( 'orbit_blocks_settings', array( 'ai_base_url' => $url ) );
	$GLOBALS['http']['asked'] = array();
	$outcome = apply_filters( 'orbit_blocks_settings_test_ai', null );
	return array( 'outcome' => $outcome, 'asked' => $GLOBALS['http']['asked'] );
}
`;

const PRIVATE = [
	'127.0.0.1',
	'127.1.2.3',
	'10.0.0.5',
	'172.16.4.4',
	'192.168.1.1',
	'169.254.169.254',
	'100.64.0.1',
	'0.0.0.0',
	'::1',
	'::',
	'fe80::1',
	'fd00:ec2::254',
	'::ffff:127.0.0.1',
	'::ffff:169.254.169.254',
	'64:ff9b::a9fe:a9fe',
	'2002:a9fe:a9fe::1',
	'ff02::1',
];
const PUBLIC = [ '93.184.215.14', '8.8.8.8', '2606:4700:4700::1111' ];

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [], PRELUDE, {
		ips: `$out = array();
		foreach ( ${ JSON.stringify( [ ...PRIVATE, ...PUBLIC ] )
			.replace( /^\[/, 'array(' )
			.replace(
				/\]$/,
				')'
			) } as $ip ) { $out[ $ip ] = orbit_blocks_ip_is_public( $ip ); }
		echo json_encode( $out );`,
		save: `$GLOBALS['dns'] = array( 'metadata.internal.example' => array( array( '169.254.169.254' ) ), 'ai.example.com' => array( array( '93.184.215.14', '2606:4700:4700::1111' ) ) );
		$out = array();
		foreach ( array( 'http://169.254.169.254/latest/meta-data', 'http://127.0.0.1:11434/v1', 'http://[::1]:8080/v1', 'http://10.1.2.3/v1', 'http://metadata.internal.example/v1', 'http://[::ffff:7f00:1]/v1', 'https://ai.example.com/v1' ) as $url ) {
			orbit_blocks_test_reset_options();
			$out[ $url ] = array( call( 'orbit-blocks/v1/settings', array( 'ai_base_url' => $url ) ), orbit_blocks_setting( 'ai_base_url' ) );
		}
		orbit_blocks_test_reset_options();
		$out['image'] = call( 'orbit-blocks/v1/settings', array( 'ai_image_base_url' => 'http://169.254.169.254/v1' ) )['status'];
		echo json_encode( $out );`,
		test: `$GLOBALS['http']['answer'] = answer( 200, 'ami-id instance-id iam/security-credentials' );
		$out = array();
		foreach ( array( 'http://169.254.169.254/latest', 'http://127.0.0.1:9999/v1', 'http://[::1]:9999/v1' ) as $url ) {
			$out[ $url ] = test_saved( $url );
		}
		echo json_encode( $out );`,
		rebinding: `// Public when saved, the metadata service when the Test asks.
		$GLOBALS['dns'] = array( 'rebind.example.com' => array( array( '93.184.215.14' ), array( '169.254.169.254' ) ) );
		orbit_blocks_test_reset_options();
		$saved = call( 'orbit-blocks/v1/settings', array( 'ai_base_url' => 'http://rebind.example.com/v1' ) );
		$GLOBALS['http']['asked'] = array();
		$outcome = apply_filters( 'orbit_blocks_settings_test_ai', null );
		echo json_encode( array( 'saved' => $saved['status'], 'outcome' => $outcome, 'asked' => $GLOBALS['http']['asked'] ) );`,
		bodies: `$GLOBALS['dns'] = array( 'ai.example.com' => array( array( '93.184.215.14' ) ) );
		$out = array();
		foreach ( array( array( 403, '<h1>Internal admin</h1> secret-token-123' ), array( 200, 'secret-token-123' ), array( 200, '{"data":[{"id":"m1"}]}' ) ) as list( $code, $body ) ) {
			$GLOBALS['http']['answer'] = answer( $code, $body );
			$out[] = test_saved( 'https://ai.example.com/v1' )['outcome'];
		}
		echo json_encode( $out );`,
		relay: `$error = orbit_blocks_ai_forward( array( 'url' => 'http://169.254.169.254/v1', 'key' => '', 'model' => 'm' ), array( array( 'role' => 'user', 'content' => 'Hi' ) ), array() );
		echo json_encode( array( $error->get_error_code(), $error->get_error_message(), $error->get_error_data()['status'] ) );`,
		pin: `$GLOBALS['dns'] = array( 'pinned.example.com' => array( array( '93.184.215.14' ) ), 'v6.example.com' => array( array( '2606:4700:4700::1111' ) ) );
		$during = orbit_blocks_ai_checked_request( 'https://pinned.example.com/v1/models', static fn() => has_action( 'http_api_curl' ) );
		echo json_encode( array(
			'during'  => $during,
			'after'   => has_action( 'http_api_curl' ),
			'entries' => array( orbit_blocks_ai_resolve_entry( orbit_blocks_ai_address( 'https://pinned.example.com/v1' ) ), orbit_blocks_ai_resolve_entry( orbit_blocks_ai_address( 'http://v6.example.com:8080/v1' ) ) ),
			'literal' => orbit_blocks_ai_address( 'https://93.184.215.14/v1' )['ip'],
		) );`,
		// Last: a constant cannot be undefined again.
		allowed: `define( 'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS', true );
		orbit_blocks_test_reset_options();
		$saved = call( 'orbit-blocks/v1/settings', array( 'ai_base_url' => 'http://127.0.0.1:11434/v1' ) );
		$GLOBALS['http']['answer'] = answer( 200, '{"data":[{"id":"llama3.2"}]}' );
		$tested = test_saved( 'http://127.0.0.1:11434/v1' );
		echo json_encode( array( 'saved' => $saved['status'], 'tested' => $tested ) );`,
	} );
}, 60_000 );

test( 'private, loopback, link-local and reserved addresses are not public; IPv6 forms of IPv4 ones neither', () => {
	expect( results.ips ).toEqual( {
		...Object.fromEntries( PRIVATE.map( ( ip ) => [ ip, false ] ) ),
		...Object.fromEntries( PUBLIC.map( ( ip ) => [ ip, true ] ) ),
	} );
} );

test( 'the settings refuse an AI server on a private address or a name resolving to one', () => {
	const refused = expect.stringContaining(
		'is on this machine or a private network, which is not allowed'
	);
	const { image, ...urls } = results.save;
	expect( urls ).toEqual( {
		'http://169.254.169.254/latest/meta-data': [
			{ status: 400, message: refused },
			'',
		],
		'http://127.0.0.1:11434/v1': [ { status: 400, message: refused }, '' ],
		'http://[::1]:8080/v1': [ { status: 400, message: refused }, '' ],
		'http://10.1.2.3/v1': [ { status: 400, message: refused }, '' ],
		'http://metadata.internal.example/v1': [
			{ status: 400, message: refused },
			'',
		],
		'http://[::ffff:7f00:1]/v1': [ { status: 400, message: refused }, '' ],
		'https://ai.example.com/v1': [
			{ status: 200, message: null },
			'https://ai.example.com/v1',
		],
	} );
	expect( image ).toBe( 400 );
	expect(
		results.save[ 'http://127.0.0.1:11434/v1' ][ 0 ].message
	).toContain( 'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS' );
} );

test( 'the Test of a private address saved earlier makes no request and shows nothing of an answer', () => {
	for ( const [ url, { outcome, asked } ] of Object.entries< any >(
		results.test
	) ) {
		expect( { url, asked } ).toEqual( { url, asked: [] } );
		expect( outcome.ok ).toBe( false );
		expect( outcome.message ).toMatch(
			/^Text server: The AI server .* is on this machine or a private network/
		);
		expect( outcome.message ).not.toContain( 'instance-id' );
	}
} );

test( 'a name public when saved and private when asked (DNS rebinding) is refused at request time', () => {
	expect( results.rebinding.saved ).toBe( 200 );
	expect( results.rebinding.asked ).toEqual( [] );
	expect( results.rebinding.outcome ).toEqual( {
		ok: false,
		message: expect.stringContaining(
			'rebind.example.com is on this machine or a private network'
		),
	} );
} );

test( 'the Test reports the status and whether the models list parsed, never the body', () => {
	expect( results.bodies ).toEqual( [
		{ ok: false, message: 'Text server answered with HTTP status 403.' },
		{
			ok: false,
			message: 'Text server answered, but not with a list of models.',
		},
		{ ok: true, message: 'Text server is reachable: it lists 1 model.' },
	] );
} );

test( 'the relay refuses a private address with a generic message', () => {
	expect( results.relay ).toEqual( [
		'error_service_unavailable',
		'AI services are unavailable right now. Please try again later.',
		503,
	] );
} );

test( 'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS allows a model server on this machine', () => {
	expect( results.allowed ).toEqual( {
		saved: 200,
		tested: {
			outcome: {
				ok: true,
				message: 'Text server is reachable: it lists 1 model.',
			},
			asked: [ 'http://127.0.0.1:11434/v1/models' ],
		},
	} );
} );

test( 'a request goes to the address checked: curl is pinned to it (CURLOPT_RESOLVE) while it runs', () => {
	expect( results.pin ).toEqual( {
		during: true,
		after: false,
		entries: [
			'pinned.example.com:443:93.184.215.14',
			'v6.example.com:8080:[2606:4700:4700::1111]',
		],
		literal: '',
	} );
} );
