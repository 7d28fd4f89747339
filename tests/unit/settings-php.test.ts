/**
 * The settings routes' rules (php-stubs/includes/settings.php,
 * settings-rules.php, settings-migrate.php, rest/settings.php and
 * ai/server-test.php) run in PHP itself, the WebAssembly PHP 8.3 of the
 * other PHP tests, on WordPress's own functions (tests/unit/php/
 * wordpress.php): requests dispatched by its REST server, options in its
 * in-memory table, the HTTP API answering what each case sets through
 * pre_http_request; the current user's capabilities are the test's. The
 * e2e test (tests/e2e/settings.spec.ts) meets a whole WordPress.
 *
 * Covers: only administrators pass any settings route; only registry fields
 * are accepted, with their types (URLs http(s), booleans, stripe_mode,
 * pk. tokens); a secret sent empty stays, `remove` removes it; a field set
 * in wp-config.php cannot be changed and its constant wins (the AI server's
 * older constant names too); nothing a browser gets holds a secret; the
 * test dispatch and its "No test is available" answer; the AI test's
 * answers from the service; the old options moved into the registry.
 */
import {
	phpSettingsRoutes,
	phpWordPressWithRoles,
	runPhpSnippets,
	type RestCallAnswer,
} from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// The site's roles (the database's), for the AI card's "who may use AI".
${ phpWordPressWithRoles( {
	subscriber: { name: 'Subscriber', capabilities: { read: true } },
} ) }
// Set in wp-config.php: one field under its own name, one under the AI
// server's older constant name.
define( 'ORBIT_BLOCKS_STRIPE_PUBLISHABLE_KEY', 'pk_live_fromconfig' );
define( 'ORBIT_BLOCKS_AI_SERVER_MODEL', 'model-from-config' );
// The AI servers here are on loopback (a model server of the site's own
// machine), which wp-config.php must allow (tests/unit/ai-address-php.test.ts
// checks the refusal without it).
define( 'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS', true );
// The HTTP API, answered through its own pre_http_request filter: each case
// sets what the next request gets, and every request is noted.
$GLOBALS['http'] = array( 'answer' => null, 'asked' => array() );
add_filter(
	'pre_http_request',
	static function ( $pre, $args, $url ) {
		$GLOBALS['http']['asked'][] = array( $url, $args['headers'] );
		return $GLOBALS['http']['answer'];
	},
	10,
	3
);
// The plugin's permission callback (rest/routes.php, not loaded).
function orbit_blocks_can_manage() { return current_user_can( 'manage_options' ); }
${ phpSettingsRoutes( [ '/includes/settings-migrate.php' ] ) }
/** A fresh site at http://site.test, an administrator signed in, no request made. */
function reset_site() {
	orbit_blocks_test_reset_options();
	orbit_blocks_test_options( array( 'home' => 'http://site.test', 'siteurl' => 'http://site.test' ) );
	$GLOBALS['caps'] = array( 'manage_options', 'edit_posts' );
	$GLOBALS['http'] = array( 'answer' => null, 'asked' => array() );
}
reset_site();
`;

const snippets: Record< string, string > = {};
let results: Record< string, unknown > = {};
function php( name: string, body: string ) {
	snippets[ name ] = body;
}
const result = < T >( name: string ) => results[ name ] as T;

php(
	'permissions',
	`$out = array();
	foreach ( array( 'contributor' => array( 'edit_posts' ), 'administrator' => array( 'manage_options', 'edit_posts' ) ) as $who => $caps ) {
		$GLOBALS['caps'] = $caps;
		$out[ $who ] = array(
			'routes' => array_keys( rest_get_server()->get_routes() ),
			'get'    => call( 'orbit-blocks/v1/settings', 'GET' )['status'],
			'post'   => call( 'orbit-blocks/v1/settings', 'POST', array( 'giphy_api_key' => 'stolen' ) )['status'],
			'delete' => call( 'orbit-blocks/v1/settings/giphy_api_key', 'DELETE' )['status'],
			'test'   => call( 'orbit-blocks/v1/settings/test/ai', 'POST' )['status'],
			'saved'  => get_option( 'orbit_blocks_settings', array() ),
		);
	}
	reset_site();
	echo json_encode( $out );`
);

/** Posts fields as the screen does; the answer, and what was saved. */
function post( name: string, json: string, before = '' ) {
	php(
		name,
		`reset_site(); ${ before }
		$answer = call( 'orbit-blocks/v1/settings', 'POST', ${ json } );
		echo json_encode( array( 'answer' => $answer, 'saved' => get_option( 'orbit_blocks_settings', array() ) ) );`
	);
	return () =>
		result< { answer: RestCallAnswer; saved: Record< string, unknown > } >(
			name
		);
}

const pemOneLine = post(
	'pemOneLine',
	`array( 'mapkit_private_key' => '-----BEGIN PRIVATE KEY----- ' . str_repeat( 'A', 100 ) . '== -----END PRIVATE KEY-----' )`
);
const valid = post(
	'valid',
	`array( 'ai_base_url' => ' https://api.example.com/v1/ ', 'ai_image_model' => 'gpt-image-1', 'giphy_api_key' => 'giphy-secret-abcd',
		'openverse_enabled' => true, 'image_cdn' => false, 'stripe_mode' => 'test', 'mapbox_token' => 'pk.eyJ1.abc', 'tus_endpoint' => 'http://127.0.0.1:1080/files' )`
);
const rejected = {
	unknown: post(
		'unknown',
		`array( 'ai_base_url' => 'https://a.example', 'admin_email' => 'x@example.com' )`
	),
	ftp: post( 'ftp', `array( 'ai_base_url' => 'ftp://files.example.com' )` ),
	script: post(
		'script',
		`array( 'tus_endpoint' => 'javascript:alert(1)' )`
	),
	hostless: post( 'hostless', `array( 'ai_image_base_url' => 'https://' )` ),
	mode: post( 'mode', `array( 'stripe_mode' => 'sandbox' )` ),
	mapbox: post( 'mapbox', `array( 'mapbox_token' => 'sk.eyJ1.secret' )` ),
	newline: post(
		'newline',
		`array( 'giphy_api_key' => "key\\nX-Injected: 1" )`
	),
	long: post( 'long', `array( 'ai_image_model' => str_repeat( 'm', 501 ) )` ),
	notPem: post(
		'notPem',
		`array( 'mapkit_private_key' => '-----BEGIN RSA PRIVATE KEY----- abc -----END RSA PRIVATE KEY-----' )`
	),
	inConfig: post(
		'inConfig',
		`array( 'stripe_publishable_key' => 'pk_test_mine' )`
	),
	inConfigRemove: post(
		'inConfigRemove',
		`array( 'remove' => array( 'stripe_publishable_key' ) )`
	),
};
// Refused by the routes' argument schema (WordPress) before the plugin's
// own checks see them.
const schemaRejected = {
	image_cdn: post( 'booleanText', `array( 'image_cdn' => 'yes' )` ),
	ai_image_model: post(
		'textArray',
		`array( 'ai_image_model' => array( 'x' ) )`
	),
	remove: post( 'removeUnknown', `array( 'remove' => array( 'siteurl' ) )` ),
};
// WordPress reads one name where a list is expected as a list of one.
const removeOneName = post(
	'removeOneName',
	`array( 'remove' => 'giphy_api_key' )`,
	`update_option( 'orbit_blocks_settings', array( 'giphy_api_key' => 'giphy-secret-abcd', 'ai_model' => 'm' ) );`
);
// The plugin's own checks of the same input, whatever reaches them.
php(
	'ownChecks',
	`echo json_encode( array_map(
		static function ( $input ) {
			$checked = orbit_blocks_settings_validate( $input );
			return is_wp_error( $checked ) ? array( $checked->get_error_code(), $checked->get_error_message(), $checked->get_error_data() ) : $checked;
		},
		array(
			'booleanText'   => array( 'image_cdn' => 'yes' ),
			'textArray'     => array( 'ai_image_model' => array( 'x' ) ),
			'removeUnknown' => array( 'remove' => array( 'siteurl' ) ),
			'removeNotList' => array( 'remove' => 'giphy_api_key' ),
		)
	) );`
);
const keptSecret = post(
	'keptSecret',
	`array( 'giphy_api_key' => '', 'ai_image_model' => '' )`,
	`update_option( 'orbit_blocks_settings', array( 'giphy_api_key' => 'giphy-secret-abcd', 'ai_image_model' => 'old-model' ) );`
);
const removed = post(
	'removed',
	`array( 'remove' => array( 'giphy_api_key' ), 'pexels_api_key' => 'pexels-new-9876' )`,
	`update_option( 'orbit_blocks_settings', array( 'giphy_api_key' => 'giphy-secret-abcd', 'ai_model' => 'm' ) );`
);

php(
	'deleteRoute',
	`reset_site(); update_option( 'orbit_blocks_settings', array( 'giphy_api_key' => 'giphy-secret-abcd', 'ai_model' => 'm' ) );
	$answer = call( 'orbit-blocks/v1/settings/giphy_api_key', 'DELETE' );
	echo json_encode( array( 'status' => $answer['status'], 'saved' => get_option( 'orbit_blocks_settings' ) ) );`
);

php(
	'state',
	`reset_site(); update_option( 'orbit_blocks_settings', array( 'giphy_api_key' => 'giphy-secret-abcd', 'ai_base_url' => 'http://127.0.0.1:11434/v1', 'ai_model' => 'saved-model', 'image_cdn' => true ) );
	$answer = call( 'orbit-blocks/v1/settings', 'GET' );
	echo json_encode( array( 'answer' => $answer, 'raw' => json_encode( $answer ) ) );`
);

php(
	'constants',
	`reset_site(); update_option( 'orbit_blocks_settings', array( 'ai_model' => 'saved-model', 'ai_base_url' => 'http://127.0.0.1:11434/v1' ) );
	echo json_encode( array(
		'model'  => orbit_blocks_setting( 'ai_model' ),
		'server' => orbit_blocks_ai_server(),
		'stripe' => orbit_blocks_setting_public( 'stripe_publishable_key' ),
		'unset'  => orbit_blocks_setting_public( 'stripe_secret_key' ),
	) );`
);

php(
	'tests',
	`reset_site();
	$none = call( 'orbit-blocks/v1/settings/test/media', 'POST' );
	add_filter( 'orbit_blocks_settings_test_mailchimp', static fn() => array( 'ok' => 1, 'message' => 'Connected.', 'audiences' => array( array( 'id' => 'a1', 'name' => 'Readers' ) ) ) );
	$hooked = call( 'orbit-blocks/v1/settings/test/mailchimp', 'POST' );
	echo json_encode( array( 'none' => $none['data'], 'hooked' => $hooked['data'] ) );`
);

/** The AI section's test with the HTTP API answering $answer (PHP). */
function aiTest( name: string, saved: string, answer: string ) {
	php(
		name,
		`reset_site(); update_option( 'orbit_blocks_settings', ${ saved } ); $GLOBALS['http']['answer'] = ${ answer };
		$out = call( 'orbit-blocks/v1/settings/test/ai', 'POST' );
		echo json_encode( array( 'outcome' => $out['data'], 'asked' => $GLOBALS['http']['asked'] ) );`
	);
	return () =>
		result< {
			outcome: { ok: boolean; message: string };
			asked: [ string, Record< string, string > ][];
		} >( name );
}
const SERVER = `array( 'ai_base_url' => 'http://127.0.0.1:9999/v1', 'ai_api_key' => 'sk-test-1234' )`;
const aiRefused = aiTest(
	'aiRefused',
	SERVER,
	`array( 'response' => array( 'code' => 401 ), 'body' => '{"error":{"message":"Incorrect API key provided: sk-test-1234","type":"invalid_request_error"}}' )`
);
const aiModels = aiTest(
	'aiModels',
	SERVER,
	`array( 'response' => array( 'code' => 200 ), 'body' => '{"object":"list","data":[{"id":"model-from-config"},{"id":"other"}]}' )`
);
const aiWrongModel = aiTest(
	'aiWrongModel',
	`array( 'ai_base_url' => 'http://127.0.0.1:9999/v1', 'ai_image_base_url' => 'http://127.0.0.1:9998/v1', 'ai_image_model' => 'dall-e-3' )`,
	`array( 'response' => array( 'code' => 200 ), 'body' => '{"data":[{"id":"model-from-config"}]}' )`
);
const aiDown = aiTest(
	'aiDown',
	SERVER,
	`new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect to 127.0.0.1 port 9999' )`
);
const aiNone = aiTest( 'aiNone', `array()`, 'null' );

php(
	'migrate',
	`reset_site();
	update_option( 'orbit_blocks_ai_server', array( 'url' => 'http://127.0.0.1:11434/v1', 'key' => 'old-key', 'model' => 'llama3.2' ) );
	update_option( 'orbit_blocks_mapbox_api_key', 'pk.old.token' );
	update_option( 'orbit_blocks_mapkit_token', 'mapkit-old' );
	update_option( 'orbit_blocks_settings', array( 'mapkit_token' => 'mapkit-new' ) );
	orbit_blocks_settings_migrate();
	// Every option of the plugin's in the database.
	$first = array();
	foreach ( array_keys( $GLOBALS['wpdb']->rows ) as $name ) {
		if ( 0 === strpos( $name, 'orbit_blocks_' ) ) { $first[ $name ] = get_option( $name ); }
	}
	// Once: a value saved later is not overwritten by a second run.
	update_option( 'orbit_blocks_mapbox_api_key', 'pk.again.token' );
	orbit_blocks_settings_migrate();
	echo json_encode( array( 'first' => $first, 'mapbox' => orbit_blocks_setting( 'mapbox_token' ) ) );`
);

// What a route whose only implementation is a stand-in answers on a site without them.
php(
	'standIns',
	`reset_site();
	$admin   = orbit_blocks_service_not_configured( 'a Pexels API key' );
	$GLOBALS['caps'] = array( 'edit_posts' );
	$author  = orbit_blocks_service_not_configured( 'a Pexels API key' );
	echo json_encode( array( 'admin' => array( $admin->get_error_code(), $admin->get_error_message(), $admin->get_error_data() ), 'author' => $author->get_error_data() ) );`
);

beforeAll( () => {
	results = runPhpSnippets(
		[ 'includes', 'includes/rest', 'includes/ai', 'includes/adapters' ],
		STUBS,
		snippets
	);
}, 90_000 );

it( 'lets only administrators reach any settings route', () => {
	const answers =
		result< Record< string, Record< string, unknown > > >( 'permissions' );
	expect( answers.contributor ).toMatchObject( {
		get: 403,
		post: 403,
		delete: 403,
		test: 403,
		saved: [],
	} );
	expect( answers.administrator ).toMatchObject( {
		get: 200,
		post: 200,
		delete: 200,
		test: 200,
	} );
	expect(
		( answers.administrator.routes as string[] ).filter( ( route ) =>
			route.startsWith( '/orbit-blocks/v1/settings' )
		)
	).toEqual( [
		'/orbit-blocks/v1/settings',
		'/orbit-blocks/v1/settings/(?P<field>[a-z0-9_]{1,64})',
		'/orbit-blocks/v1/settings/test/(?P<section>[a-z0-9_-]{1,32})',
	] );
} );

it( 'saves registry fields by their types', () => {
	expect( valid().answer.status ).toBe( 200 );
	expect( valid().saved ).toEqual( {
		ai_base_url: 'https://api.example.com/v1',
		ai_image_model: 'gpt-image-1',
		giphy_api_key: 'giphy-secret-abcd',
		openverse_enabled: true,
		stripe_mode: 'test',
		mapbox_token: 'pk.eyJ1.abc',
		tus_endpoint: 'http://127.0.0.1:1080/files',
	} );
	// The answer is the new state: booleans as '1'/'', secrets masked.
	const fields = valid().answer.data?.fields as Record<
		string,
		Record< string, unknown >
	>;
	expect( fields.openverse_enabled.value ).toBe( '1' );
	expect( fields.image_cdn.value ).toBe( '' );
	expect( fields.giphy_api_key ).toEqual( {
		section: 'gifs',
		type: 'string',
		secret: true,
		set: true,
		in_config: false,
		in_network: false,
		last4: 'abcd',
	} );
} );

it.each( [
	[ 'unknown', 'There is no setting called admin_email.', undefined ],
	[
		'ftp',
		'ai_base_url must be an address starting with http:// or https://.',
		'ai_base_url',
	],
	[
		'script',
		'tus_endpoint must be an address starting with http:// or https://.',
		'tus_endpoint',
	],
	[
		'hostless',
		'ai_image_base_url must be an address starting with http:// or https://.',
		'ai_image_base_url',
	],
	[ 'mode', 'The Stripe mode is either test or live.', 'stripe_mode' ],
	[
		'mapbox',
		'That is not a public Mapbox access token: it starts with "pk.".',
		'mapbox_token',
	],
	[
		'newline',
		'giphy_api_key must be one line of at most 500 characters.',
		'giphy_api_key',
	],
	[
		'long',
		'ai_image_model must be one line of at most 500 characters.',
		'ai_image_model',
	],
	[
		'notPem',
		"mapkit_private_key must be a private key file's contents, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.",
		'mapkit_private_key',
	],
	[
		'inConfig',
		'stripe_publishable_key is set in wp-config.php and cannot be changed here.',
		'stripe_publishable_key',
	],
	[
		'inConfigRemove',
		'stripe_publishable_key is set in wp-config.php and cannot be changed here.',
		'stripe_publishable_key',
	],
] as const )(
	'refuses %s with 400, saving nothing',
	( name, message, field ) => {
		const { answer, saved } = rejected[ name as keyof typeof rejected ]();
		expect( answer ).toMatchObject( {
			status: 400,
			code: 'rest_invalid_param',
			message,
		} );
		// The field the message is about (none for a name that is not one).
		expect( answer.field ?? undefined ).toBe( field );
		expect( saved ).toEqual( [] );
	}
);

it.each( Object.keys( schemaRejected ) )(
	"refuses a badly typed %s by the route's argument schema: WordPress's 400, saving nothing",
	( param ) => {
		const { answer, saved } =
			schemaRejected[ param as keyof typeof schemaRejected ]();
		expect( answer ).toMatchObject( {
			status: 400,
			code: 'rest_invalid_param',
			message: `Invalid parameter(s): ${ param }`,
			params: [ param ],
		} );
		expect( saved ).toEqual( [] );
	}
);

it( 'refuses the same input in its own checks, naming the field', () => {
	const refusal = ( message: string, field?: string ) => [
		'rest_invalid_param',
		message,
		field ? { status: 400, field } : { status: 400 },
	];
	expect( result( 'ownChecks' ) ).toEqual( {
		booleanText: refusal( 'image_cdn must be true or false.', 'image_cdn' ),
		textArray: refusal( 'ai_image_model must be text.', 'ai_image_model' ),
		removeUnknown: refusal( 'There is no setting called siteurl.' ),
		removeNotList: refusal(
			'remove must be a list of settings.',
			'remove'
		),
	} );
} );

it( 'removes the one setting named in remove sent as text', () => {
	expect( removeOneName().answer.status ).toBe( 200 );
	expect( removeOneName().saved ).toEqual( { ai_model: 'm' } );
} );

it( 'restores a private key’s lines when it was pasted on one line', () => {
	const { answer, saved } = pemOneLine();
	expect( answer.status ).toBe( 200 );
	expect( saved ).toEqual( {
		mapkit_private_key: `-----BEGIN PRIVATE KEY-----\n${ 'A'.repeat(
			64
		) }\n${ 'A'.repeat( 36 ) }==\n-----END PRIVATE KEY-----`,
	} );
} );

it( 'keeps a secret sent empty, but clears any other field sent empty', () => {
	expect( keptSecret().answer.status ).toBe( 200 );
	expect( keptSecret().saved ).toEqual( {
		giphy_api_key: 'giphy-secret-abcd',
	} );
} );

it( 'removes a secret named in remove, or by DELETE', () => {
	expect( removed().saved ).toEqual( {
		ai_model: 'm',
		pexels_api_key: 'pexels-new-9876',
	} );
	expect( result( 'deleteRoute' ) ).toEqual( {
		status: 200,
		saved: { ai_model: 'm' },
	} );
} );

it( 'never sends a secret to the browser: set and its last four only', () => {
	const { answer, raw } = result< { answer: RestCallAnswer; raw: string } >(
		'state'
	);
	expect( raw ).not.toContain( 'giphy-secret' );
	expect( answer.headers ).toEqual( { 'Cache-Control': 'no-store' } );
	const data = answer.data as {
		fields: Record< string, Record< string, unknown > >;
		stripeWebhookUrl: string;
		aiResponder: string;
		editingRoles: Record< string, string >;
	};
	expect( data.fields.giphy_api_key ).toMatchObject( {
		set: true,
		last4: 'abcd',
	} );
	expect( data.fields.giphy_api_key ).not.toHaveProperty( 'value' );
	expect( data.fields.pexels_api_key ).toEqual( {
		section: 'media',
		type: 'string',
		secret: true,
		set: false,
		in_config: false,
		// A single site: nothing is the network's.
		in_network: false,
	} );
	expect( data.fields.image_cdn.value ).toBe( '1' );
	// The constant wins over the saved model (its older name).
	expect( data.fields.ai_model ).toMatchObject( {
		value: 'model-from-config',
		in_config: true,
	} );
	expect( data.stripeWebhookUrl ).toBe(
		'http://site.test/wp-json/orbit-blocks/v1/stripe/webhook'
	);
	expect( data.aiResponder ).toBe( 'server' );
	expect( data ).toMatchObject( {
		instagramRedirectUrl:
			'http://site.test/wp-admin/admin-post.php?action=orbit_blocks_instagram_oauth',
		googleRedirectUrl:
			'http://site.test/wp-admin/admin-post.php?action=orbit_blocks_google_photos_oauth',
	} );
	expect( Object.keys( data.fields ) ).toHaveLength( 32 );
	// The AI card's "who may use AI" offers the roles that can edit posts.
	expect( data.editingRoles ).toEqual( { administrator: 'Administrator' } );
} );

it( 'reads constants first, under their older names too', () => {
	expect( result( 'constants' ) ).toEqual( {
		model: 'model-from-config',
		server: {
			url: 'http://127.0.0.1:11434/v1',
			key: '',
			model: 'model-from-config',
		},
		stripe: {
			set: true,
			in_config: true,
			in_network: false,
			value: 'pk_live_fromconfig',
		},
		unset: { set: false, in_config: false, in_network: false },
	} );
} );

it( 'dispatches a test to its filter; without one, says there is none', () => {
	expect( result( 'tests' ) ).toEqual( {
		none: {
			ok: false,
			message: 'No test is available for this section yet.',
		},
		hooked: {
			ok: true,
			message: 'Connected.',
			audiences: [ { id: 'a1', name: 'Readers' } ],
		},
	} );
} );

describe( 'the AI test', () => {
	it( "asks the server's /models with the key, and names its refusal's status only", () => {
		expect( aiRefused().asked ).toEqual( [
			[
				'http://127.0.0.1:9999/v1/models',
				{
					Accept: 'application/json',
					Authorization: 'Bearer sk-test-1234',
				},
			],
		] );
		expect( aiRefused().outcome ).toEqual( {
			ok: false,
			message: 'Text server answered with HTTP status 401.',
		} );
	} );

	it( 'passes when the server lists models, including the one set', () => {
		expect( aiModels().outcome ).toEqual( {
			ok: true,
			message: 'Text server is reachable: it lists 2 models.',
		} );
	} );

	it( 'tests the image server too, and names a model it lacks', () => {
		expect( aiWrongModel().asked.map( ( [ url ] ) => url ) ).toEqual( [
			'http://127.0.0.1:9999/v1/models',
			'http://127.0.0.1:9998/v1/models',
		] );
		// No key set: no Authorization header.
		expect( aiWrongModel().asked[ 0 ][ 1 ] ).toEqual( {
			Accept: 'application/json',
		} );
		expect( aiWrongModel().outcome ).toEqual( {
			ok: false,
			message:
				'Text server is reachable: it lists 1 model. Image server is reachable, but has no model dall-e-3. It has: model-from-config',
		} );
	} );

	it( 'says when the server cannot be reached', () => {
		expect( aiDown().outcome ).toEqual( {
			ok: false,
			message:
				'Text server: could not connect: cURL error 7: Failed to connect to 127.0.0.1 port 9999',
		} );
	} );

	it( 'without a server, says the offline responder answers (no request)', () => {
		expect( aiNone() ).toEqual( {
			outcome: {
				ok: true,
				message:
					'No AI server is set: the built-in offline responder answers AI requests.',
			},
			asked: [],
		} );
	} );
} );

it( 'moves the old AI, Mapbox and MapKit options into the registry, once', () => {
	const { first, mapbox } = result< {
		first: Record< string, unknown >;
		mapbox: string;
	} >( 'migrate' );
	expect( first ).toEqual( {
		orbit_blocks_settings: {
			// Already in the registry: kept.
			mapkit_token: 'mapkit-new',
			ai_base_url: 'http://127.0.0.1:11434/v1',
			ai_api_key: 'old-key',
			ai_model: 'llama3.2',
			mapbox_token: 'pk.old.token',
		},
		orbit_blocks_settings_migrated: 1,
	} );
	expect( mapbox ).toBe( 'pk.old.token' );
} );

it( 'says what is missing where only a stand-in answers (tests/unit/stand-ins-php.test.ts: the stand-ins themselves)', () => {
	const answer = result< Record< string, unknown > >( 'standIns' );
	expect( answer.admin ).toEqual( [
		'service_not_configured',
		'This service is not set up on this site. An administrator can add a Pexels API key in Settings → Orbit Blocks.',
		{
			status: 503,
			settings_url:
				'http://site.test/wp-admin/options-general.php?page=orbit-blocks',
		},
	] );
	// Only administrators are given the screen's address.
	expect( answer.author ).toEqual( { status: 503, settings_url: '' } );
} );
