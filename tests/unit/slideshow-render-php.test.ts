/**
 * The slideshow's server render (blocks/slideshow/render.php) in
 * PHP itself (WebAssembly PHP, tests/unit/php/), WordPress's own tag
 * processor, translations answering a pseudo-locale ("[[…]]"): the buttons'
 * names, and the view script's words as data-label-* attributes on the
 * root, escaped (the view script has no wp-i18n).
 */
import fs from 'fs';
import path from 'path';
import { runPhpSnippets } from './php/php-snippets';

const SAVED = fs.readFileSync(
	path.join(
		__dirname,
		'../fixtures/blocks/jetpack__slideshow__fade-autoplay.serialized.html'
	),
	'utf8'
);

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
// A visitor's language; one translation carries markup, which must stay text.
add_filter( 'gettext_orbit-blocks', static function ( $translation, $text ) {
	return '[[' . $text . ']]' . ( 'Next slide' === $text ? '"><b>' : '' );
}, 10, 2 );
register_block_type( 'jetpack/slideshow', array( 'render_callback' => orbit_blocks_test_render_file( '/slideshow/render.php' ) ) );
function rendered() {
	return render_block( parse_blocks( ${ JSON.stringify( SAVED ) } )[0] );
}
function root_labels( $html ) {
	$tags = new WP_HTML_Tag_Processor( $html );
	$tags->next_tag( array( 'class_name' => 'wp-block-jetpack-slideshow' ) );
	$labels = array();
	foreach ( array( 'previous', 'next', 'play', 'pause', 'failed' ) as $name ) {
		$labels[ $name ] = $tags->get_attribute( 'data-label-' . $name );
	}
	return $labels;
}
`;

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/slideshow' ], PRELUDE, {
		labels: `echo json_encode( root_labels( rendered() ) );`,
		html: `echo json_encode( rendered() );`,
	} );
}, 60_000 );

test( "the root carries the view script's words, translated", () => {
	expect( results.labels ).toEqual( {
		previous: '[[Previous slide]]',
		next: '[[Next slide]]"><b>',
		play: '[[Play slideshow]]',
		pause: '[[Pause slideshow]]',
		failed: '[[The Swiper library could not be loaded.]]',
	} );
} );

test( 'a translation is printed as text, never as markup', () => {
	expect( results.html ).not.toContain( '"><b>' );
	expect( results.html ).toContain( 'aria-label="[[Pause slideshow]]"' );
} );
