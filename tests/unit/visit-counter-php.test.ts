/**
 * The repeat-visitor block's visit count (php-stubs/includes/visit-counter.php
 * with blocks/repeat-visitor/render.php) run in PHP itself (WebAssembly
 * PHP, tests/unit/php/) with WordPress's own hooks, block parser and
 * renderer: each case is one page view, template_redirect then the page's
 * blocks rendered, and reads the headers PHP would send. Wherever the block
 * renders (a single view, the blog home, an archive, a synced pattern, a
 * block theme's template part) the view counts once, before the block
 * reads the count, with no-cache headers and the cookie; a feed, a REST
 * request and a page without the block count nothing.
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
// wp-config.php's cookie constants, as wp_cookie_constants() sets them on a site at example.org.
define( 'COOKIEPATH', '/' );
define( 'COOKIE_DOMAIN', false );
// The request's query and the site's posts are the database's: each view
// sets its own.
$GLOBALS['orbit_test_feed']     = false;
$GLOBALS['orbit_test_singular'] = false;
$GLOBALS['orbit_test_posts']    = array();
function is_feed() { return $GLOBALS['orbit_test_feed']; }
function is_singular() { return $GLOBALS['orbit_test_singular']; }
function is_robots() { return false; }
function is_trackback() { return false; }
function is_favicon() { return false; }
function get_queried_object() { return $GLOBALS['orbit_test_singular'] ? $GLOBALS['wp_query']->posts[0] : null; }
function get_post( $id ) {
	if ( $id instanceof WP_Post ) {
		return $id;
	}
	return isset( $GLOBALS['orbit_test_posts'][ $id ] ) ? new WP_Post( (object) $GLOBALS['orbit_test_posts'][ $id ] ) : null;
}
require '/plugin/includes/visit-counter.php';
register_block_type( 'jetpack/repeat-visitor', array( 'render_callback' => orbit_blocks_test_render_file( '/blocks/repeat-visitor/render.php' ) ) );
// core/block as core renders it, reduced: the pattern's blocks, a pattern
// inside itself rendered as nothing.
register_block_type( 'core/block', array( 'render_callback' => static function ( $attributes ) {
	static $rendering = array();
	$ref     = $attributes['ref'] ?? 0;
	$pattern = get_post( $ref );
	if ( ! $pattern || isset( $rendering[ $ref ] ) ) {
		return '';
	}
	$rendering[ $ref ] = true;
	$html              = do_blocks( $pattern->post_content );
	unset( $rendering[ $ref ] );
	return $html;
} ) );

/** Post content: a repeat-visitor block shown up to 'threshold' visits, saying so. */
function orbit_test_block( $threshold ) {
	return '<!-- wp:jetpack/repeat-visitor {"criteria":"before-visits","threshold":' . $threshold . '} --><div class="wp-block-jetpack-repeat-visitor"><div class="wp-block-jetpack-repeat-visitor__inner-container"><!-- wp:paragraph --><p>new visitor</p><!-- /wp:paragraph --></div></div><!-- /wp:jetpack/repeat-visitor -->';
}
function orbit_test_post( $id, $content, $type = 'post' ) {
	$GLOBALS['orbit_test_posts'][ $id ] = array( 'ID' => $id, 'post_type' => $type, 'post_content' => $content, 'post_status' => 'publish' );
	return get_post( $id );
}

/**
 * One page view ('singular': a single post's; else a list, the home or an
 * archive): the cookie the visitor brings, the main query's posts,
 * then template_redirect, then (as the theme prints them) each post's
 * content and the template's own markup. What the blocks printed, the count
 * they read, and the headers: no-cache and the cookie.
 */
function orbit_test_view( $cookie, array $posts, $template = '', array $options = array() ) {
	unset( $GLOBALS['orbit_blocks_visit_count'], $GLOBALS['wp_actions']['template_redirect'] );
	// The browser's Sec-Fetch-Dest: a page opened (document), or its favicon
	// (image), which WordPress answers with the home's query on plain links.
	$_SERVER['HTTP_SEC_FETCH_DEST'] = $options['destination'] ?? 'document';
	header_remove();
	$_COOKIE = null === $cookie ? array() : array( 'orbit_blocks_visits' => $cookie );
	$GLOBALS['orbit_test_feed']     = ! empty( $options['feed'] );
	$GLOBALS['orbit_test_singular'] = ! empty( $options['singular'] );
	$GLOBALS['wp_query']            = (object) array( 'posts' => $posts );
	$headers_before_output          = array();
	if ( empty( $options['rest'] ) ) {
		do_action( 'template_redirect' );
		$headers_before_output = headers_list();
	}
	$printed = '';
	if ( '' !== $template ) {
		$printed .= do_blocks( $template );
	}
	foreach ( $posts as $post ) {
		$printed .= do_blocks( $post->post_content );
	}
	$headers = headers_list();
	$find    = static function ( $list, $pattern ) {
		return array_values( preg_grep( $pattern, $list ) );
	};
	return array(
		'newVisitorTexts'   => substr_count( $printed, 'new visitor' ),
		'count'             => orbit_blocks_visit_count(),
		'cookie'            => $find( $headers, '/^Set-Cookie: orbit_blocks_visits=/' ),
		'noCache'           => count( $find( $headers, '/^Cache-Control: .*no-cache/' ) ) > 0,
		'noCacheBeforeBody' => count( $find( $headers_before_output, '/^Cache-Control: .*no-cache/' ) ) > 0,
	);
}
$plain   = orbit_test_post( 11, '<!-- wp:paragraph --><p>A post</p><!-- /wp:paragraph -->' );
$holding = orbit_test_post( 12, orbit_test_block( 1 ) );
orbit_test_post( 40, orbit_test_block( 1 ), 'wp_block' );
orbit_test_post( 41, '<!-- wp:group --><div><!-- wp:block {"ref":40} /--></div><!-- /wp:group -->', 'wp_block' );
orbit_test_post( 42, '<!-- wp:block {"ref":42} /-->', 'wp_block' );
$synced  = orbit_test_post( 13, '<!-- wp:block {"ref":41} /-->' );
$looping = orbit_test_post( 14, '<!-- wp:block {"ref":42} /-->' );
`;

const view = ( code: string ) => `echo json_encode( ${ code } );`;
const snippets = {
	singleFirst: view(
		"orbit_test_view( null, array( $holding ), '', array( 'singular' => true ) )"
	),
	singleRepeat: view(
		"orbit_test_view( '1', array( $holding ), '', array( 'singular' => true ) )"
	),
	home: view( 'orbit_test_view( null, array( $plain, $holding ) )' ),
	homeRepeat: view( "orbit_test_view( '7', array( $plain, $holding ) )" ),
	archiveTwoBlocks: view(
		"orbit_test_view( '2', array( $holding, $plain, $holding ) )"
	),
	synced: view( 'orbit_test_view( null, array( $plain, $synced ) )' ),
	syncedRepeat: view(
		"orbit_test_view( '1', array( $synced ), '', array( 'singular' => true ) )"
	),
	templatePart: view(
		'orbit_test_view( null, array( $plain ), orbit_test_block( 1 ) )'
	),
	without: view( "orbit_test_view( '5', array( $plain, $looping ) )" ),
	feed: view(
		"orbit_test_view( '2', array( $holding ), '', array( 'feed' => true, 'singular' => true ) )"
	),
	favicon: view(
		"orbit_test_view( '2', array( $plain, $holding ), '', array( 'destination' => 'image' ) )"
	),
	rest: view(
		"orbit_test_view( '2', array( $holding ), '', array( 'rest' => true, 'singular' => true ) )"
	),
};
let results: Record< string, Record< string, unknown > > = {};

beforeAll( () => {
	results = runPhpSnippets( [], PRELUDE, snippets ) as typeof results;
}, 60000 );

const counted = ( count: number ) => ( {
	count,
	cookie: [
		expect.stringMatching(
			`^Set-Cookie: orbit_blocks_visits=${ count }; expires=.*; path=/; HttpOnly; SameSite=Lax$`
		),
	],
	noCache: true,
} );

describe( 'a page view with a repeat-visitor block', () => {
	it( 'counts on a single view before the page renders', () => {
		expect( results.singleFirst ).toMatchObject( {
			...counted( 1 ),
			noCacheBeforeBody: true,
			newVisitorTexts: 1,
		} );
		expect( results.singleRepeat ).toMatchObject( {
			...counted( 2 ),
			newVisitorTexts: 0,
		} );
	} );

	it( 'counts on the blog home, from the listed posts, before the page renders', () => {
		expect( results.home ).toMatchObject( {
			...counted( 1 ),
			noCacheBeforeBody: true,
			newVisitorTexts: 1,
		} );
		expect( results.homeRepeat ).toMatchObject( {
			...counted( 8 ),
			newVisitorTexts: 0,
		} );
	} );

	it( 'counts an archive once however many of its posts hold the block', () => {
		expect( results.archiveTwoBlocks ).toMatchObject( {
			...counted( 3 ),
			noCacheBeforeBody: true,
			newVisitorTexts: 0,
		} );
	} );

	it( 'counts a block inside a synced pattern, nested in another', () => {
		expect( results.synced ).toMatchObject( {
			...counted( 1 ),
			noCacheBeforeBody: true,
			newVisitorTexts: 1,
		} );
		expect( results.syncedRepeat ).toMatchObject( {
			...counted( 2 ),
			newVisitorTexts: 0,
		} );
	} );

	it( 'counts a block in a template part when it renders, before the page is printed', () => {
		expect( results.templatePart ).toMatchObject( {
			...counted( 1 ),
			noCacheBeforeBody: false,
			newVisitorTexts: 1,
		} );
	} );
} );

describe( 'what does not count', () => {
	it( 'a page without the block (a synced pattern that references itself ends)', () => {
		expect( results.without ).toEqual( {
			count: 5,
			cookie: [],
			noCache: false,
			noCacheBeforeBody: false,
			newVisitorTexts: 0,
		} );
	} );

	it( 'a feed, a REST request or the browser’s favicon request rendering the block', () => {
		for ( const name of [ 'feed', 'rest', 'favicon' ] ) {
			expect( results[ name ] ).toEqual( {
				count: 2,
				cookie: [],
				noCache: false,
				noCacheBeforeBody: false,
				newVisitorTexts: 0,
			} );
		}
	} );
} );
