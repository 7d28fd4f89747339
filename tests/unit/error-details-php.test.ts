/**
 * Errors answered to authors and visitors hold no service's own words
 * (issue 36, finding 8): the AI relay's curl error (which names the AI
 * server's internal address), Stripe's message to a visitor starting a
 * checkout and Mailchimp's detail to an editor become a translated, generic
 * message; the detail goes to the administrators' debug log
 * (php-stubs/includes/debug-log.php) when WP_DEBUG_LOG is on.
 *
 * The errors are turned into REST answers as WordPress's REST server does
 * (rest_convert_error_to_response); the HTTP API is answered through
 * pre_http_request; the relay meets curl itself.
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// wp-config.php (before WordPress's defaults): the debug log on, written
// where the test reads it.
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', true );
require '/wordpress-core.php';
ini_set( 'error_log', '/tmp/orbit-debug.log' );
@unlink( '/tmp/orbit-debug.log' );
// An AI server on this site's network (allowed, as a local model server).
define( 'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS', true );
define( 'ORBIT_BLOCKS_AI_STREAM_MAX_SECONDS', 5 );
$GLOBALS['http'] = null;
add_filter( 'pre_http_request', static fn() => $GLOBALS['http'], 10, 3 );
require '/plugin/includes/debug-log.php';
require '/plugin/includes/settings.php';
require '/plugin/includes/adapters/http.php';
require '/plugin/includes/adapters/settings-link.php';
require '/plugin/includes/adapters/stripe.php';
require '/plugin/includes/adapters/mailchimp.php';
require '/plugin/includes/ai/offline-responder.php';
require '/plugin/includes/ai/stream.php';
require '/plugin/includes/ai/server.php';
/** What a client gets for an error: the REST answer's body. */
function answered( WP_Error $error ) {
	return rest_convert_error_to_response( $error )->get_data();
}
function logged() {
	return file_exists( '/tmp/orbit-debug.log' ) ? (string) file_get_contents( '/tmp/orbit-debug.log' ) : '';
}
`;

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [], PRELUDE, {
		// A closed port: curl cannot connect.
		ai: `$error = orbit_blocks_ai_forward( array( 'url' => 'http://127.0.0.1:9/v1', 'key' => '', 'model' => 'm' ), array( array( 'role' => 'user', 'content' => 'Hi' ) ), array() );
		echo json_encode( array( 'answer' => answered( $error ), 'log' => logged() ) );`,
		stripe: `$error = orbit_blocks_stripe_error( array( 'status' => 400, 'body' => array( 'error' => array( 'type' => 'invalid_request_error', 'message' => "No such price: 'price_secret123'; a similar object exists in live mode, but a test mode key was used" ) ), 'headers' => array(), 'error' => '' ) );
		echo json_encode( array( 'answer' => answered( $error ), 'log' => logged() ) );`,
		mailchimp: `$error = orbit_blocks_mailchimp_error( array( 'status' => 404, 'body' => array( 'title' => 'Resource Not Found', 'detail' => 'The requested resource could not be found: list a1b2c3 of account admin@internal.example' ), 'headers' => array(), 'error' => '' ) );
		echo json_encode( array( 'answer' => answered( $error ), 'log' => logged() ) );`,
	} );
}, 60_000 );

test( 'the AI relay answers a generic message, and logs curl’s', () => {
	expect( results.ai.answer ).toEqual( {
		code: 'error_service_unavailable',
		message:
			'AI services are unavailable right now. Please try again later.',
		data: { status: 503 },
	} );
	// curl's own message (here "Send failure: …"; on a site "Failed to
	// connect to 10.0.0.5 port 8080") is in the log only.
	const curl = /Orbit Blocks: AI server: (.+)/.exec( results.ai.log )?.[ 1 ];
	expect( curl ).toBeTruthy();
	expect( curl ).not.toMatch( /^answered/ );
	expect( JSON.stringify( results.ai.answer ) ).not.toContain( curl );
} );

test( 'a visitor’s Stripe error holds nothing of Stripe’s message; the log has it', () => {
	expect( results.stripe.answer ).toEqual( {
		code: 'stripe_error',
		message: 'The payment could not be started.',
		data: { status: 502 },
	} );
	expect( results.stripe.log ).toContain(
		"Orbit Blocks: Stripe: 400 No such price: 'price_secret123'"
	);
} );

test( 'an editor’s Mailchimp error names the setting, not Mailchimp’s detail; the log has it', () => {
	expect( results.mailchimp.answer ).toEqual( {
		code: 'mailchimp_config',
		message:
			'Mailchimp refused the request: check the Mailchimp audience ID in Settings → Orbit Blocks.',
		data: { status: 502, field: 'mailchimp_audience_id' },
	} );
	expect( results.mailchimp.log ).toContain(
		'Orbit Blocks: Mailchimp: 404 The requested resource could not be found: list a1b2c3'
	);
} );
