/**
 * The slideshow's server render (blocks/slideshow/render.php) in
 * PHP itself (WebAssembly PHP, tests/unit/php/), WordPress's own tag
 * processor, translations answering a pseudo-locale ("[[…]]"): the buttons'
 * names, and the view script's words as data-label-* attributes on the
 * root, escaped (the view script has no wp-i18n); and each slide of the
 * site's media library at the chosen size (sizeSlug) with WordPress's srcset
 * and sizes for it (issue 37 item 16: visitors downloaded the originals).
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
// The media library (the database's, so stand-ins): attachment 21 is
// harbour.jpg, 4000 px wide, with a medium and a large size; 22 is not an
// image. Unknown sizes have no file.
const SIZES = array(
	'medium' => array( 'https://example.com/wp-content/uploads/harbour-300x200.jpg', 300, 200 ),
	'large'  => array( 'https://example.com/wp-content/uploads/harbour-1024x683.jpg', 1024, 683 ),
	'full'   => array( 'https://example.com/wp-content/uploads/harbour.jpg', 4000, 2667 ),
);
function wp_attachment_is_image( $id ) { return 21 === $id; }
function wp_get_attachment_url( $id ) {
	return array( 21 => SIZES['full'][0], 22 => 'https://example.com/wp-content/uploads/notes.pdf' )[ $id ] ?? false;
}
function wp_get_attachment_image_src( $id, $size ) {
	return 21 === $id && isset( SIZES[ $size ] ) ? array( SIZES[ $size ][0], SIZES[ $size ][1], SIZES[ $size ][2], 'full' !== $size ) : false;
}
function wp_get_attachment_image_srcset( $id, $size ) {
	if ( 21 !== $id || ! isset( SIZES[ $size ] ) ) {
		return false;
	}
	return implode( ', ', array_map( static fn( $s ) => $s[0] . ' ' . $s[1] . 'w', SIZES ) );
}
function wp_get_attachment_image_sizes( $id, $size ) {
	return 21 === $id && isset( SIZES[ $size ] ) ? sprintf( '(max-width: %1$dpx) 100vw, %1$dpx', SIZES[ $size ][1] ) : false;
}
register_block_type( 'jetpack/slideshow', array( 'render_callback' => orbit_blocks_test_render_file( '/slideshow/render.php' ) ) );
function rendered( $saved = ${ JSON.stringify( SAVED ) } ) {
	return render_block( parse_blocks( $saved )[0] );
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

const UPLOADS = 'https://example.com/wp-content/uploads';

/** A slideshow's saved markup (save.tsx) with these slides. */
function slideshow(
	comment: Record< string, unknown >,
	slides: { id?: number | string; src: string }[]
): string {
	const items = slides
		.map(
			( { id, src } ) =>
				`<li class="wp-block-jetpack-slideshow_slide swiper-slide"><figure><img alt="" class="wp-block-jetpack-slideshow_image${
					id ? ` wp-image-${ id }` : ''
				}"${
					id ? ` data-id="${ id }"` : ''
				} src="${ src }"/></figure></li>`
		)
		.join( '' );
	return `<!-- wp:jetpack/slideshow ${ JSON.stringify(
		comment
	) } -->\n<div data-autoplay="false" data-delay="3" data-effect="slide" class="wp-block-jetpack-slideshow aligncenter"><div class="wp-block-jetpack-slideshow_container swiper"><ul class="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper">${ items }</ul><button class="wp-block-jetpack-slideshow_button-prev swiper-button-prev" type="button"></button><button class="wp-block-jetpack-slideshow_button-next swiper-button-next" type="button"></button><div class="wp-block-jetpack-slideshow_pagination swiper-pagination"></div></div></div>\n<!-- /wp:jetpack/slideshow -->`;
}

const SLIDESHOWS = {
	// As the editor saves it now: the chosen size's file.
	medium: slideshow( { ids: [ 21 ], sizeSlug: 'medium' }, [
		{ id: 21, src: `${ UPLOADS }/harbour-300x200.jpg` },
	] ),
	// The size changed while the saved slide still shows the original.
	large: slideshow( { ids: [ 21 ], sizeSlug: 'large' }, [
		{ id: 21, src: `${ UPLOADS }/harbour.jpg` },
	] ),
	// Saved before the setting existed: the original, kept, with a srcset.
	before: slideshow( { ids: [ 21 ] }, [
		{ id: 21, src: `${ UPLOADS }/harbour.jpg` },
	] ),
	// A site-relative address of the same file.
	relative: slideshow( { ids: [ 21 ], sizeSlug: 'medium' }, [
		{ id: 21, src: '/wp-content/uploads/harbour-300x200.jpg' },
	] ),
	// Slides that are not this site's images of that file: left alone.
	foreign: slideshow( { ids: [ 21, 22 ], sizeSlug: 'large' }, [
		{ id: 21, src: 'https://elsewhere.test/uploads/harbour.jpg' },
		{ id: 22, src: `${ UPLOADS }/notes.jpg` },
		{ src: `${ UPLOADS }/harbour.jpg` },
	] ),
	// A size slug from the comment is a key, never markup.
	hostile: slideshow(
		{ ids: [ 21 ], sizeSlug: '"><script>alert(1)</script>' },
		[ { id: 21, src: `${ UPLOADS }/harbour-300x200.jpg` } ]
	),
};

/** The rendered slides' images: src, srcset and sizes. */
function imagesOf( name: keyof typeof SLIDESHOWS ) {
	const host = document.createElement( 'div' );
	host.innerHTML = results[ name ];
	return Array.from( host.querySelectorAll( 'img' ) ).map( ( img ) => ( {
		src: img.getAttribute( 'src' ),
		srcset: img.getAttribute( 'srcset' ),
		sizes: img.getAttribute( 'sizes' ),
	} ) );
}

const SRCSET = `${ UPLOADS }/harbour-300x200.jpg 300w, ${ UPLOADS }/harbour-1024x683.jpg 1024w, ${ UPLOADS }/harbour.jpg 4000w`;

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/slideshow' ], PRELUDE, {
		labels: `echo json_encode( root_labels( rendered() ) );`,
		html: `echo json_encode( rendered() );`,
		...Object.fromEntries(
			Object.entries( SLIDESHOWS ).map( ( [ name, saved ] ) => [
				name,
				`echo json_encode( rendered( ${ JSON.stringify( saved ) } ) );`,
			] )
		),
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

describe( 'slides at the chosen image size', () => {
	test( "a slide at the chosen size gets that size's srcset and sizes", () => {
		expect( imagesOf( 'medium' ) ).toEqual( [
			{
				src: `${ UPLOADS }/harbour-300x200.jpg`,
				srcset: SRCSET,
				sizes: '(max-width: 300px) 100vw, 300px',
			},
		] );
	} );

	test( "a slide saved with another file of the image shows the chosen size's file", () => {
		expect( imagesOf( 'large' ) ).toEqual( [
			{
				src: `${ UPLOADS }/harbour-1024x683.jpg`,
				srcset: SRCSET,
				sizes: '(max-width: 1024px) 100vw, 1024px',
			},
		] );
	} );

	test( 'a slideshow saved before the setting keeps its original, and the browser may pick a smaller file', () => {
		expect( imagesOf( 'before' ) ).toEqual( [
			{
				src: `${ UPLOADS }/harbour.jpg`,
				srcset: SRCSET,
				sizes: '(max-width: 4000px) 100vw, 4000px',
			},
		] );
	} );

	test( 'a site-relative address of the same file counts as the attachment', () => {
		expect( imagesOf( 'relative' )[ 0 ] ).toMatchObject( {
			src: `${ UPLOADS }/harbour-300x200.jpg`,
			srcset: SRCSET,
		} );
	} );

	test( "a slide whose data-id names another file, a non-image, or no id gets none of the library's files", () => {
		expect( imagesOf( 'foreign' ) ).toEqual( [
			{
				src: 'https://elsewhere.test/uploads/harbour.jpg',
				srcset: null,
				sizes: null,
			},
			{ src: `${ UPLOADS }/notes.jpg`, srcset: null, sizes: null },
			{ src: `${ UPLOADS }/harbour.jpg`, srcset: null, sizes: null },
		] );
	} );

	test( 'a hostile size slug changes nothing and prints nothing', () => {
		expect( imagesOf( 'hostile' ) ).toEqual( [
			{
				src: `${ UPLOADS }/harbour-300x200.jpg`,
				srcset: null,
				sizes: null,
			},
		] );
		expect( results.hostile ).not.toContain( '<script' );
	} );
} );
