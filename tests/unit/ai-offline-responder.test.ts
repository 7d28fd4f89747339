/**
 * The local AI provider's PHP (php-stubs/includes/ai/) run in PHP itself:
 * the same WebAssembly PHP 8.3 that Playground serves the site with
 * (@php-wasm/node, installed with @wp-playground/cli), with WordPress's own
 * functions (tests/unit/php/wordpress.php). Covers the offline replies
 * for each kind of request, the test switches, the chunking, the token's
 * signature and expiry, and the PNG fallback without GD.
 */
import { runPhpSnippets } from './php/php-snippets';

const D = '````';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "0" );
require '/wordpress-core.php';
// A test site: the switches are honoured (ai-stream-limits-php.test.ts
// covers a site without them).
define( 'ORBIT_BLOCKS_TEST_SWITCHES', true );
// The plugin's connection (includes/connection.php, not loaded): registered as blog 77.
function orbit_blocks_site_registration() { return array( 'blogId' => 77 ); }
require '/ai/offline-responder.php';
require '/ai/token.php';
require '/ai/images.php';
`;

/**
 * Every PHP snippet of this file runs in one PHP process (loading the
 * runtime takes seconds): each echoes JSON, collected by name.
 */
const snippets: Record< string, string > = {};
let results: Record< string, unknown > = {};

function php( name: string, body: string ) {
	snippets[ name ] = body;
}

beforeAll( () => {
	results = runPhpSnippets( [ 'includes/ai' ], STUBS, snippets );
}, 60000 );

function result< T >( name: string ): T {
	return results[ name ] as T;
}

/** Registers the offline reply to one user message. */
function reply( prompt: string ): string {
	const name = `reply:${ prompt }`;
	php(
		name,
		`$m = array( array( 'role' => 'user', 'content' => ${ JSON.stringify(
			prompt
		) } ) );
		echo json_encode( orbit_blocks_ai_offline_reply( $m ) );`
	);
	return name;
}

const POST = reply( 'Write a post about sourdough bread' );
const TUTORIAL = reply( 'Step-by-step tutorial on brewing tea' );
php(
	'blocks',
	`$m = array(
		array( 'role' => 'system', 'content' => 'Answer in Gutenberg syntax.' ),
		array( 'role' => 'user', 'content' => 'Post about bees' ),
	);
	echo json_encode( orbit_blocks_ai_offline_reply( $m ) );`
);
const TRANSFORMS: Array< [ string, string ] > = [
	[
		`Correct spelling and grammar: ${ D }i dont beleive teh  results , they are wierd${ D }`,
		"I don't believe the results, they are weird.",
	],
	[
		`Simplify: ${ D }In order to utilize the tool, individuals must commence the process.${ D }`,
		'To use the tool, people must start the process.',
	],
	[
		`Summarize: ${ D }Cats are calm. They sleep.\n\nDogs are loyal. They walk.${ D }`,
		'Cats are calm. Dogs are loyal.',
	],
	[ `Make shorter: ${ D }One. Two. Three. Four.${ D }`, 'One. Two.' ],
	[
		`Change the tone to informal: ${ D }We do not accept returns.${ D }`,
		"Honestly, we don't accept returns.",
	],
	[
		`Change the tone to confident: ${ D }I think maybe it works.${ D }`,
		'It works.',
	],
	[
		`Translate to French (fr): ${ D }Hello world, this is a good day.${ D }`,
		'[fr] Bonjour monde, ceci est un bon jour.',
	],
	[
		`Generate a title for: ${ D }Sourdough is a slow bread. It takes days.${ D }`,
		'Sourdough Is a Slow Bread',
	],
];
TRANSFORMS.forEach( ( [ prompt ] ) => reply( prompt ) );
const EXPAND = reply( `Expand: ${ D }Gardening is relaxing.${ D }` );
php(
	'switches',
	`$m = array( array( 'role' => 'user', 'content' => 'Hi [[offline:drop-after=2]] [[offline:chunks=9]] [[offline:status=503]]' ) );
	$r = new WP_REST_Request();
	$r->set_query_params( array( 'unclear' => '1', 'delay' => '5000' ) );
	$s = orbit_blocks_ai_offline_switches( $m, $r );
	echo json_encode( array( 'switches' => $s, 'content' => $m[0]['content'] ) );`
);
php(
	'chunks',
	`echo json_encode( orbit_blocks_ai_reply_chunks( "## Title\\n\\nOne two,  three.\\n- a\\n" ) );`
);
php(
	'token',
	`$t = orbit_blocks_ai_issue_token( 5 );
	$ok = orbit_blocks_ai_verify_token( $t['token'] );
	list( $h, $p, $s ) = explode( '.', $t['token'] );
	$claims = json_decode( orbit_blocks_ai_base64url_decode( $p ), true );
	$claims['sub'] = 1;
	$forged = $h . '.' . orbit_blocks_ai_base64url( json_encode( $claims ) ) . '.' . $s;
	$claims['sub'] = 5;
	$claims['exp'] = time() - 1;
	$p2 = orbit_blocks_ai_base64url( json_encode( $claims ) );
	$expired = $h . '.' . $p2 . '.' . orbit_blocks_ai_base64url( hash_hmac( 'sha256', "$h.$p2", orbit_blocks_ai_token_key(), true ) );
	$r = new WP_REST_Request();
	$r->set_header( 'authorization', 'Bearer ' . $t['token'] );
	echo json_encode( array(
		'blog_id' => $t['blog_id'],
		'ttl' => $t['expire'] - time() * 1000,
		'sub' => $ok['sub'],
		'forged' => orbit_blocks_ai_verify_token( $forged )->get_error_code(),
		'expired' => orbit_blocks_ai_verify_token( $expired )->get_error_code(),
		'junk' => orbit_blocks_ai_verify_token( 'a.b' )->get_error_code(),
		'bearer' => orbit_blocks_ai_bearer( $r ) === $t['token'],
	) );`
);
php(
	'images',
	`$gd = imagecreatefromstring( base64_decode( orbit_blocks_ai_generate_images( 'A fox', 1 )[0]['b64_json'] ) );
	$plain = imagecreatefromstring( orbit_blocks_ai_draw_plain( 3 ) );
	echo json_encode( array( array( imagesx( $gd ), imagesy( $gd ) ), array( imagesx( $plain ), imagesy( $plain ) ) ) );`
);
php( 'warnings', `echo json_encode( error_get_last() );` );

describe( 'the offline responder', () => {
	it( 'writes a Markdown post about the prompt’s subject', () => {
		const text = result< string >( POST );
		expect( text ).toMatch( /^## Sourdough Bread\n\n/ );
		expect( text ).toContain( '\n- ' );
	} );

	it( 'writes numbered steps for a tutorial, block markup for Gutenberg syntax', () => {
		expect( result< string >( TUTORIAL ) ).toMatch(
			/\n1\. \*\*Prepare\.\*\*/
		);
		const blocks = result< string >( 'blocks' );
		expect( blocks ).toMatch(
			/^<!-- wp:heading -->\n<h2 class="wp-block-heading">Bees<\/h2>/
		);
		expect( blocks ).toContain( '<!-- wp:list -->' );
	} );

	it.each( TRANSFORMS )( '%s → %s', ( prompt, expected ) => {
		expect( result( `reply:${ prompt }` ) ).toBe( expected );
	} );

	it( 'expands the quoted content, keeping it first', () => {
		const text = result< string >( EXPAND );
		expect( text.startsWith( 'Gardening is relaxing. ' ) ).toBe( true );
		expect( text.length ).toBeGreaterThan( 100 );
	} );

	it( 'reads the test switches from the prompt (removing them) and the query', () => {
		expect( result( 'switches' ) ).toEqual( {
			switches: {
				drop_after: 2,
				unclear: true,
				status: 503,
				chunks: 9,
				delay: 1000,
				function: false,
			},
			content: 'Hi',
		} );
	} );

	it( 'cuts a reply into word chunks that join back into it', () => {
		expect( result( 'chunks' ) ).toEqual( [
			'## ',
			'Title\n\n',
			'One ',
			'two,  ',
			'three.\n',
			'- ',
			'a\n',
		] );
	} );
} );

describe( 'the token', () => {
	it( 'verifies its own tokens and refuses forged or expired ones', () => {
		const token =
			result< Record< string, number | string | boolean > >( 'token' );
		expect( token ).toMatchObject( {
			blog_id: 77,
			sub: 5,
			forged: 'invalid_token',
			expired: 'token_expired',
			junk: 'invalid_token',
			bearer: true,
		} );
		expect( token.ttl ).toBeGreaterThan( 590000 );
	} );
} );

describe( 'images', () => {
	it( 'draws 512 px PNGs with GD, and 128 px ones without', () => {
		expect( result( 'images' ) ).toEqual( [
			[ 512, 512 ],
			[ 128, 128 ],
		] );
	} );

	it( 'none of it makes PHP warn', () => {
		expect( result( 'warnings' ) ).toBeNull();
	} );
} );
