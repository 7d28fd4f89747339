/**
 * The tiled gallery's server render (blocks/tiled-gallery/
 * render.php) run in PHP itself (WebAssembly PHP, tests/unit/php/) with
 * WordPress's own escaping, URL parsing and HTML tag processor
 * (tests/unit/php/wordpress.php); only the plugin's service addresses are
 * the test's. The e2e test (tiled-gallery.spec) renders it in a whole site. Covers: the srcset through the image resizing
 * service (spec 3 section 9: widths from min(600, w) to min(2000, w) in
 * steps of 300, edge cap 2000, the hosted-files variant), the rows (stored
 * mosaic widths when they place every image, else rows of `columns`), the
 * classes (layout, corners 0-20 and none for circles, filters, columns),
 * Link To, and that no script address or markup from input gets out.
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
// The plugin's services and settings (includes/services.php, settings.php: not loaded).
const ORBIT_BLOCKS_IMAGE_RESIZER = 'https://i0.wp.com';
$services = array( 'image-resizer' => array( 'url' => 'https://resizer.test/' ) );
function orbit_blocks_services() { return $GLOBALS['services']; }
// The switch "use an image CDN for gallery resizing" (on unless a case turns it off).
$settings = array( 'image_cdn' => '1' );
function orbit_blocks_setting( $name ) { return $GLOBALS['settings'][ $name ] ?? ''; }
// Attachment 1 is this site's a.jpg with two sizes; 2 is not an image (the
// media library is the database's: these stand in for it).
function wp_attachment_is_image( $id ) { return 1 === $id; }
function wp_get_attachment_url( $id ) { return 1 === $id ? 'https://example.com/wp-content/uploads/a.jpg' : ''; }
function wp_get_attachment_image_srcset( $id, $size ) {
	return 1 === $id ? 'https://example.com/wp-content/uploads/a-300x240.jpg 300w, https://example.com/wp-content/uploads/a.jpg 1000w' : false;
}
$render = orbit_blocks_test_render_file( '/tiled-gallery/render.php' );
`;

interface Image {
	url: string;
	width?: number;
	height?: number;
	id?: number;
	link?: string;
	alt?: string;
}

/** The block's saved markup (save.tsx) for these images. */
function saved( images: Image[] ): string {
	const attr = ( value: unknown ) =>
		String( value )
			.replace( /&/g, '&amp;' )
			.replace( /"/g, '&quot;' )
			.replace( /</g, '&lt;' );
	const figures = images
		.map(
			( image ) =>
				`<figure class="tiled-gallery__item"><img alt="${ attr(
					image.alt ?? ''
				) }"` +
				( image.height ? ` data-height="${ image.height }"` : '' ) +
				( image.id ? ` data-id="${ image.id }"` : '' ) +
				( image.link ? ` data-link="${ attr( image.link ) }"` : '' ) +
				` data-url="${ attr( image.url ) }"` +
				( image.width ? ` data-width="${ image.width }"` : '' ) +
				( /^https?:/.test( image.url )
					? ` src="${ attr( image.url ) }"`
					: '' ) +
				'/></figure>'
		)
		.join( '' );
	return `<div class="wp-block-jetpack-tiled-gallery is-style-rectangular"><div class="tiled-gallery__gallery">${ figures }</div></div>`;
}

const snippets: Record< string, string > = {};
let results: Record< string, unknown > = {};

/** Renders the block with these attributes and saved content. */
function render(
	name: string,
	attributes: Record< string, unknown >,
	content: string,
	services?: Record< string, unknown >
) {
	const json = ( value: unknown ) =>
		`json_decode( ${ JSON.stringify( JSON.stringify( value ) ) }, true )`;
	snippets[ name ] =
		( services ? `$services = ${ json( services ) };\n` : '' ) +
		`echo json_encode( $render( ${ json( attributes ) }, ${ JSON.stringify(
			content
		) } ) );` +
		( services
			? `\n$services = array( 'image-resizer' => array( 'url' => 'https://resizer.test/' ) );`
			: '' );
	return () => {
		const html = results[ name ];
		if ( typeof html !== 'string' ) {
			throw new Error(
				`${ name }: PHP gave ${ JSON.stringify( html ) }`
			);
		}
		return html;
	};
}

/** The rendered markup as elements. */
function dom( html: string ): HTMLElement {
	const host = document.createElement( 'div' );
	host.innerHTML = html;
	return host;
}

const A = 'https://example.com/wp-content/uploads/a.jpg';
const B = 'https://example.com/wp-content/uploads/b.jpg';
const C = 'https://example.com/wp-content/uploads/c.jpg';
const three = [
	{ url: A, width: 1000, height: 800, id: 1, link: 'https://example.com/a/' },
	{ url: B, width: 400, height: 300, id: 2, link: 'https://example.com/b/' },
	{
		url: C,
		width: 3000,
		height: 2000,
		id: 3,
		link: 'https://example.com/c/',
	},
];

const plain = render( 'plain', {}, saved( three ) );
// The image CDN switched off (the default): WordPress's own sizes.
snippets.ownSizes = `$settings = array();
echo json_encode( $render( array(), ${ JSON.stringify(
	saved( [
		...three,
		// data-id 1 with another file: not attachment 1's sizes.
		{
			url: 'https://example.com/wp-content/uploads/other.jpg',
			width: 500,
			id: 1,
		},
		// A size of attachment 1 as saved.
		{
			url: 'https://example.com/wp-content/uploads/a-300x240.jpg',
			width: 300,
			id: 1,
		},
	] )
) } ) );
$settings = array( 'image_cdn' => '1' );`;
const fallbackBase = render( 'fallbackBase', {}, saved( three ), {} );
const hosted = render(
	'hosted',
	{},
	saved( [
		{
			url: 'https://me.files.wordpress.com/2024/01/a.jpg?ver=2',
			width: 900,
		},
		{ url: 'http://127.0.0.1:8888/up/b.png?ver=3', width: 700 },
		{ url: 'https://example.com/no-width.jpg' },
	] )
);
const stored = render(
	'stored',
	{ columnWidths: [ [ 60.12345, 39.87655 ], [ 100 ] ] },
	saved( three )
);
const storedMismatch = render(
	'storedMismatch',
	{ columnWidths: [ [ 50, 50 ] ] },
	saved( three )
);
const circle = render(
	'circle',
	{
		className: 'is-style-circle',
		columns: 2,
		roundedCorners: 12,
		columnWidths: [ [ 60, 40 ], [ 100 ] ],
	},
	saved( three )
);
const squareUncropped = render(
	'squareUncropped',
	{ className: 'is-style-square', imageCrop: false },
	saved( three )
);
const columns = render(
	'columns',
	{ className: 'is-style-columns extra', columns: 50, align: 'wide' },
	saved( three )
);
const decorated = render(
	'decorated',
	{
		className: 'is-style-square',
		roundedCorners: 25,
		imageFilter: 'sepia',
		columns: 0,
	},
	saved( three )
);
const badFilter = render(
	'badFilter',
	{ imageFilter: 'x" onmouseover="alert(1)', roundedCorners: -3 },
	saved( three )
);
const linkMedia = render( 'linkMedia', { linkTo: 'media' }, saved( three ) );
const linkAttachment = render(
	'linkAttachment',
	{ linkTo: 'attachment' },
	saved( [
		{ url: A, width: 1000, link: 'https://example.com/a/' },
		{ url: B, width: 400, link: 'javascript:alert(1)' },
	] )
);
const hostile = render(
	'hostile',
	{},
	saved( [
		{ url: 'javascript:alert(1)', width: 500 },
		{ url: A, width: 500, alt: '"><script>alert(1)</script>' },
	] )
);
const empty = render( 'empty', {}, saved( [] ) );
const onlyScript = render(
	'onlyScript',
	{},
	saved( [ { url: 'data:text/html,<script>', width: 500 } ] )
);
// Site-relative addresses (as an import or a hand-written post saves
// them), on a site whose address has a port and a folder: with the image
// CDN off, then on.
const RELATIVE = saved( [
	{ url: '/blog/wp-content/uploads/a.jpg', width: 1000, height: 800 },
	{
		url: '/blog/wp-content/uploads/b.jpg',
		width: 400,
		height: 300,
		link: '/blog/?attachment_id=2',
	},
	{ url: '//evil.test/x.jpg', width: 400 },
	{ url: '/\\evil.test/y.jpg', width: 400 },
] );
snippets.siteRelative = `orbit_blocks_test_options( array( 'home' => 'http://example.com:8443/blog', 'siteurl' => 'http://example.com:8443/blog' ) );
$settings = array();
$own = $render( array( 'linkTo' => 'attachment' ), ${ JSON.stringify(
	RELATIVE
) } );
$settings = array( 'image_cdn' => '1' );
$cdn = $render( array( 'linkTo' => 'media' ), ${ JSON.stringify( RELATIVE ) } );
orbit_blocks_test_reset_options();
echo json_encode( array( $own, $cdn ) );`;
// The gallery's widest: a theme whose layout is 800 px (content) and
// 1200 px (wide), through the filter; then a classic theme's $content_width.
const LAYOUT_FILTER = `$layout = static function ( $px, $align ) { return 'wide' === $align ? 1200 : ( 'full' === $align ? $px : 800 ); };
add_filter( 'orbit_blocks_tiled_gallery_max_width', $layout, 10, 2 );`;
const LAYOUT_UNFILTER = `remove_filter( 'orbit_blocks_tiled_gallery_max_width', $layout, 10 );`;
for ( const [ name, attributes ] of [
	[ 'sizedStored', { columnWidths: [ [ 60.12345, 39.87655 ], [ 100 ] ] } ],
	[ 'sizedWide', { align: 'wide', className: 'is-style-square' } ],
	[ 'sizedFull', { align: 'full', className: 'is-style-square' } ],
	[ 'sizedColumns', { className: 'is-style-columns', columns: 2 } ],
] as const ) {
	snippets[ name ] = `${ LAYOUT_FILTER }
echo json_encode( $render( json_decode( ${ JSON.stringify(
		JSON.stringify( attributes )
	) }, true ), ${ JSON.stringify( saved( three ) ) } ) );
${ LAYOUT_UNFILTER }`;
}
snippets.sizedClassic = `$GLOBALS['content_width'] = 640;
$settings = array();
echo json_encode( $render( array( 'columnWidths' => array( array( 50, 50 ), array( 100 ) ) ), ${ JSON.stringify(
	saved( three )
) } ) );
unset( $GLOBALS['content_width'] );
$settings = array( 'image_cdn' => '1' );`;

const OLD =
	'<div class="wp-block-jetpack-tiled-gallery is-style-rectangular"><div class="tiled-gallery__gallery"><div class="tiled-gallery__row"><div class="tiled-gallery__col" style="flex-basis:100%"><figure class="tiled-gallery__item"><img src="https://example.com/a.jpg" data-url="https://example.com/a.jpg"/></figure></div></div></div></div>';
const older = render( 'older', {}, OLD );

beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/tiled-gallery' ], PRELUDE, snippets );
}, 60000 );

function imagesOf( html: string ) {
	return Array.from( dom( html ).querySelectorAll( 'img' ) );
}

describe( 'the srcset through the image resizing service', () => {
	it( 'runs from min(600, w) to min(2000, w) in steps of 300, on the service’s base, with h from the image’s shape', () => {
		const [ a, b, c ] = imagesOf( plain() );
		const ratio: Record< string, number > = {
			'a.jpg': 0.8,
			'b.jpg': 0.75,
			'c.jpg': 2 / 3,
		};
		const at = ( path: string, w: number ) =>
			`https://resizer.test/example.com/wp-content/uploads/${ path }?strip=info&w=${ w }&h=${ Math.round(
				w * ratio[ path ]
			) }`;
		expect( a.getAttribute( 'srcset' ) ).toBe(
			`${ at( 'a.jpg', 600 ) } 600w, ${ at( 'a.jpg', 900 ) } 900w`
		);
		expect( a.getAttribute( 'src' ) ).toBe( at( 'a.jpg', 1000 ) );
		// Narrower than 600: one entry, its own width.
		expect( b.getAttribute( 'srcset' ) ).toBe(
			`${ at( 'b.jpg', 400 ) } 400w`
		);
		// Wider than 2000: the last step under 2000, and src capped at 2000.
		expect(
			c
				.getAttribute( 'srcset' )
				?.split( ', ' )
				.map( ( entry ) => entry.split( ' ' )[ 1 ] )
		).toEqual( [ '600w', '900w', '1200w', '1500w', '1800w' ] );
		expect( c.getAttribute( 'src' ) ).toBe( at( 'c.jpg', 2000 ) );
	} );

	it( 'falls back to the default resizer when no service is configured', () => {
		expect( imagesOf( fallbackBase() )[ 0 ].getAttribute( 'src' ) ).toBe(
			'https://i0.wp.com/example.com/wp-content/uploads/a.jpg?strip=info&w=1000&h=800'
		);
	} );

	it( 'cuts circles and square tiles to a square (resize, ulb), or letterboxes them with imageCrop off (lb)', () => {
		const [ a ] = imagesOf( circle() );
		expect( a.getAttribute( 'src' ) ).toBe(
			'https://resizer.test/example.com/wp-content/uploads/a.jpg?strip=info&resize=1000%2C1000&ulb=true'
		);
		expect( a.getAttribute( 'srcset' ) ).toBe(
			'https://resizer.test/example.com/wp-content/uploads/a.jpg?strip=info&resize=600%2C600&ulb=true 600w, https://resizer.test/example.com/wp-content/uploads/a.jpg?strip=info&resize=900%2C900&ulb=true 900w'
		);
		const [ uncropped ] = imagesOf( squareUncropped() );
		expect( uncropped.getAttribute( 'src' ) ).toBe(
			'https://resizer.test/example.com/wp-content/uploads/a.jpg?strip=info&lb=1000%2C1000'
		);
	} );

	it( 'resizes hosted files on their own address, keeps ports and queries, and leaves images without a width alone', () => {
		const [ files, local, bare ] = imagesOf( hosted() );
		expect( files.getAttribute( 'srcset' ) ).toBe(
			'https://me.files.wordpress.com/2024/01/a.jpg?ver=2&w=600 600w, https://me.files.wordpress.com/2024/01/a.jpg?ver=2&w=900 900w'
		);
		expect( local.getAttribute( 'src' ) ).toBe(
			'https://resizer.test/127.0.0.1:8888/up/b.png?ver=3&strip=info&w=700'
		);
		expect( bare.getAttribute( 'src' ) ).toBe(
			'https://example.com/no-width.jpg'
		);
		expect( bare.hasAttribute( 'srcset' ) ).toBe( false );
	} );

	it( 'keeps the saved data on each image, in order', () => {
		const [ a ] = imagesOf( plain() );
		expect( a.dataset ).toMatchObject( {
			id: '1',
			url: A,
			width: '1000',
			height: '800',
			link: 'https://example.com/a/',
		} );
		expect( imagesOf( plain() ).map( ( img ) => img.dataset.id ) ).toEqual(
			[ '1', '2', '3' ]
		);
	} );

	it( 'gives each image its size, so its place is kept before it loads', () => {
		expect(
			imagesOf( plain() ).map( ( img ) => [
				img.getAttribute( 'width' ),
				img.getAttribute( 'height' ),
			] )
		).toEqual( [
			[ '1000', '800' ],
			[ '400', '300' ],
			[ '3000', '2000' ],
		] );
		// Without a saved height, no size: the browser would draw it square.
		const noHeight = dom( results.ownSizes as string ).querySelectorAll(
			'img'
		)[ 3 ];
		expect( noHeight.hasAttribute( 'width' ) ).toBe( false );
		expect( noHeight.hasAttribute( 'height' ) ).toBe( false );
	} );
} );

describe( 'WordPress’s own sizes while the image CDN is off', () => {
	it( 'uses the image’s own address and its attachment’s srcset, never the CDN', () => {
		const html = results.ownSizes as string;
		expect( html ).not.toContain( 'resizer.test' );
		expect( html ).not.toContain( 'i0.wp.com' );
		const found = [ ...dom( html ).querySelectorAll( 'img' ) ];
		expect( found.map( ( img ) => img.getAttribute( 'src' ) ) ).toEqual( [
			A,
			B,
			C,
			'https://example.com/wp-content/uploads/other.jpg',
			'https://example.com/wp-content/uploads/a-300x240.jpg',
		] );
		const own =
			'https://example.com/wp-content/uploads/a-300x240.jpg 300w, https://example.com/wp-content/uploads/a.jpg 1000w';
		expect( found.map( ( img ) => img.getAttribute( 'srcset' ) ) ).toEqual(
			[ own, null, null, null, own ]
		);
	} );
} );

describe( 'the rows', () => {
	/** Each row's flex-basis values and the image ids in it. */
	function rows( html: string ) {
		return Array.from(
			dom( html ).querySelectorAll( '.tiled-gallery__row' )
		).map( ( row ) =>
			Array.from( row.querySelectorAll( '.tiled-gallery__col' ) ).map(
				( col ) => [
					( col as HTMLElement ).style.flexBasis,
					col.querySelector( 'img' )?.dataset.id,
				]
			)
		);
	}

	it( 'uses the mosaic’s stored widths when they place every image once', () => {
		expect( rows( stored() ) ).toEqual( [
			[
				[ '60.12345%', '1' ],
				[ '39.87655%', '2' ],
			],
			[ [ '100%', '3' ] ],
		] );
	} );

	it( 'falls back to rows of `columns` equal tiles when the stored widths do not fit', () => {
		expect( rows( storedMismatch() ) ).toEqual( [
			[
				[ '33.33333%', '1' ],
				[ '33.33333%', '2' ],
				[ '33.33333%', '3' ],
			],
		] );
	} );

	it( 'gives circles rows of `columns`, ignoring mosaic widths, and no rounded corners', () => {
		const html = circle();
		expect( rows( html ) ).toEqual( [
			[
				[ '50%', '1' ],
				[ '50%', '2' ],
			],
			[ [ '100%', '3' ] ],
		] );
		expect( dom( html ).firstElementChild?.className ).toBe(
			'wp-block-jetpack-tiled-gallery is-style-circle'
		);
	} );

	it( 'sets tiled columns as one row of figures with the clamped column class', () => {
		const root = dom( columns() ).firstElementChild as HTMLElement;
		expect( root.className ).toBe(
			'wp-block-jetpack-tiled-gallery alignwide is-style-columns extra columns-3'
		);
		expect( root.querySelectorAll( '.tiled-gallery__row' ) ).toHaveLength(
			1
		);
		expect( root.querySelectorAll( '.tiled-gallery__col' ) ).toHaveLength(
			0
		);
		expect( root.querySelectorAll( 'figure' ) ).toHaveLength( 3 );
	} );
} );

describe( 'the classes', () => {
	it( 'defaults to the rectangular layout', () => {
		expect( dom( plain() ).firstElementChild?.className ).toBe(
			'wp-block-jetpack-tiled-gallery is-style-rectangular'
		);
	} );

	it( 'clamps rounded corners to 20 and names a known filter; columns 0 means the default', () => {
		const html = decorated();
		expect( dom( html ).firstElementChild?.className ).toBe(
			'wp-block-jetpack-tiled-gallery is-style-square has-rounded-corners-20 filter__sepia'
		);
		expect(
			dom( html ).querySelectorAll( '.tiled-gallery__row' )
		).toHaveLength( 1 );
	} );

	it( 'drops an unknown filter and negative corners', () => {
		const html = badFilter();
		expect( dom( html ).firstElementChild?.className ).toBe(
			'wp-block-jetpack-tiled-gallery is-style-rectangular'
		);
		expect( html ).not.toContain( 'onmouseover' );
	} );
} );

describe( 'Link To', () => {
	it( 'links each image to its file for Media', () => {
		const links = Array.from( dom( linkMedia() ).querySelectorAll( 'a' ) );
		expect( links.map( ( a ) => a.getAttribute( 'href' ) ) ).toEqual( [
			A,
			B,
			C,
		] );
		expect( links[ 0 ].querySelector( 'img' ) ).not.toBeNull();
	} );

	it( 'links to the attachment page for Attachment, never to a script address', () => {
		const host = dom( linkAttachment() );
		expect(
			Array.from( host.querySelectorAll( 'a' ) ).map( ( a ) =>
				a.getAttribute( 'href' )
			)
		).toEqual( [ 'https://example.com/a/' ] );
		expect( host.querySelectorAll( 'img' ) ).toHaveLength( 2 );
	} );

	it( 'links nothing by default', () => {
		expect( dom( plain() ).querySelectorAll( 'a' ) ).toHaveLength( 0 );
	} );
} );

describe( 'sizes: each tile’s share of the gallery', () => {
	const sizes = ( html: string ) =>
		imagesOf( html ).map( ( img ) => img.getAttribute( 'sizes' ) );
	const html = ( name: string ) => {
		const value = results[ name ];
		if ( typeof value !== 'string' ) {
			throw new Error(
				`${ name }: PHP gave ${ JSON.stringify( value ) }`
			);
		}
		return value;
	};

	it( 'gives every tile with a srcset its flex-basis of the viewport when the gallery’s width is unknown', () => {
		expect( sizes( stored() ) ).toEqual( [
			'60.12vw',
			'39.88vw',
			'100vw',
		] );
		// Rows of `columns` equal tiles.
		expect( sizes( storedMismatch() ) ).toEqual( [
			'33.33vw',
			'33.33vw',
			'33.33vw',
		] );
	} );

	it( 'caps it at that share of the theme’s layout width', () => {
		expect( sizes( html( 'sizedStored' ) ) ).toEqual( [
			'(max-width: 800px) 60.12vw, 481px',
			'(max-width: 800px) 39.88vw, 320px',
			'(max-width: 800px) 100vw, 800px',
		] );
		// Wide galleries on the wide size; full ones on the viewport alone.
		expect( sizes( html( 'sizedWide' ) ) ).toEqual( [
			'(max-width: 1200px) 33.33vw, 400px',
			'(max-width: 1200px) 33.33vw, 400px',
			'(max-width: 1200px) 33.33vw, 400px',
		] );
		expect( sizes( html( 'sizedFull' ) ) ).toEqual( [
			'33.33vw',
			'33.33vw',
			'33.33vw',
		] );
	} );

	it( 'gives tiled columns one column’s share', () => {
		expect( sizes( html( 'sizedColumns' ) ) ).toEqual( [
			'(max-width: 800px) 50vw, 400px',
			'(max-width: 800px) 50vw, 400px',
			'(max-width: 800px) 50vw, 400px',
		] );
	} );

	it( 'uses a classic theme’s content width, with WordPress’s own srcset; no sizes without a srcset', () => {
		const found = imagesOf( html( 'sizedClassic' ) );
		// Only attachment 1 has WordPress's own sizes (the stand-in).
		expect(
			found.map( ( img ) => [
				img.getAttribute( 'srcset' ) !== null,
				img.getAttribute( 'sizes' ),
			] )
		).toEqual( [
			[ true, '(max-width: 640px) 50vw, 320px' ],
			[ false, null ],
			[ false, null ],
		] );
	} );
} );

describe( 'site-relative addresses', () => {
	const SITE = 'http://example.com:8443';
	const [ own, cdn ] = [ 0, 1 ].map( ( index ) => () => {
		const html = ( results.siteRelative as string[] )?.[ index ];
		if ( typeof html !== 'string' ) {
			throw new Error( `siteRelative: PHP gave ${ html }` );
		}
		return html;
	} );

	it( 'shows each image on the site’s address, with its link, and never a protocol-relative one', () => {
		const found = imagesOf( own() );
		expect( found.map( ( img ) => img.getAttribute( 'src' ) ) ).toEqual( [
			`${ SITE }/blog/wp-content/uploads/a.jpg`,
			`${ SITE }/blog/wp-content/uploads/b.jpg`,
		] );
		expect(
			Array.from( dom( own() ).querySelectorAll( 'a' ) ).map( ( a ) =>
				a.getAttribute( 'href' )
			)
		).toEqual( [ `${ SITE }/blog/?attachment_id=2` ] );
		expect( own() ).not.toContain( 'evil.test' );
	} );

	it( 'resizes them through the image CDN on the site’s host, and links Media to the file', () => {
		const found = imagesOf( cdn() );
		expect( found ).toHaveLength( 2 );
		expect( found[ 0 ].getAttribute( 'src' ) ).toBe(
			'https://resizer.test/example.com:8443/blog/wp-content/uploads/a.jpg?strip=info&w=1000&h=800'
		);
		expect(
			Array.from( dom( cdn() ).querySelectorAll( 'a' ) ).map( ( a ) =>
				a.getAttribute( 'href' )
			)
		).toEqual( [
			`${ SITE }/blog/wp-content/uploads/a.jpg`,
			`${ SITE }/blog/wp-content/uploads/b.jpg`,
		] );
		expect( cdn() ).not.toContain( 'evil.test' );
	} );
} );

describe( 'input that must not get out', () => {
	it( 'leaves out images whose address is not http(s) and escapes the alt text', () => {
		const html = hostile();
		const found = imagesOf( html );
		expect( found ).toHaveLength( 1 );
		expect( found[ 0 ].getAttribute( 'alt' ) ).toBe(
			'"><script>alert(1)</script>'
		);
		expect( html ).not.toContain( '<script' );
		expect( html ).not.toContain( 'javascript:' );
	} );

	it( 'renders nothing without an image to show', () => {
		expect( empty() ).toBe( '' );
		expect( onlyScript() ).toBe( '' );
	} );

	it( 'shows older saved versions, which carry their rows, as saved', () => {
		expect( older() ).toBe( OLD );
	} );
} );
