/**
 * OpenTable's server render (blocks/opentable/render.php) run in
 * PHP itself (WebAssembly PHP, tests/unit/php/) with WordPress's own
 * escaping. In an iframe (the default) visitors get OpenTable's widget page
 * as a lazy iframe at the style's size and no script; with the iframe off, a
 * placeholder whose checked settings the view script reads. Either way the
 * link to book stays, and nothing the attributes carry gets out unchecked.
 */
import { renderedElement, runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
require '/plugin/includes/view-data.php';
function current_user_can( $cap ) { return ! empty( $GLOBALS['can_edit'] ) && 'edit_posts' === $cap; }
register_block_type(
	'jetpack/opentable',
	array(
		'render_callback' => orbit_blocks_test_render_file( '/opentable/render.php' ),
		'attributes'      => array( 'iframe' => array( 'type' => 'boolean', 'default' => true ) ),
		'supports'        => array( 'align' => true ),
	)
);
/** A post's OpenTable block with these attributes, rendered by WordPress. */
function render_opentable( array $attributes ) {
	return render_block( parse_blocks( get_comment_delimited_block_content( 'jetpack/opentable', $attributes, '<div class="wp-block-jetpack-opentable"><a href="https://evil.example/">saved</a></div>' ) )[0] );
}
`;

const CANVAS = 'https://www.opentable.com/widget/reservation/canvas';

const snippets: Record< string, string > = {};
let results: Record< string, unknown > = {};

function render(
	name: string,
	attributes: Record< string, unknown >,
	canEdit = false
) {
	snippets[ name ] = `$GLOBALS['can_edit'] = ${
		canEdit ? 'true' : 'false'
	}; echo json_encode( render_opentable( json_decode( ${ JSON.stringify(
		JSON.stringify( attributes )
	) }, true ) ) );`;
	return () => renderedElement( results, name );
}

const single = render( 'single', { rid: [ '412810' ], lang: 'fr-CA' } );
const tall = render( 'tall', { rid: [ 412810 ], style: 'tall' } );
const wide = render( 'wide', {
	rid: [ '230914', '1779' ],
	style: 'wide',
	newtab: true,
	domain: 'co.uk',
	align: 'wide',
} );
const multiButton = render( 'multiButton', {
	rid: [ '230914', '1779' ],
	style: 'button',
} );
const button = render( 'button', {
	rid: [ '412810' ],
	style: 'button',
	negativeMargin: true,
} );
const loader = render( 'loader', {
	rid: [ '230914', '1779', '230914' ],
	style: 'tall',
	iframe: false,
	lang: 'de-DE',
	newtab: true,
} );
const hostile = render( 'hostile', {
	rid: [ '1"><script>alert(1)</script>', '412810', 'https://evil.example/' ],
	style: '"><script>alert(1)</script>',
	domain: 'evil.example',
	lang: 'javascript:alert(1)',
	newtab: 'true',
	iframe: 'false',
} );
const hostileLoader = render( 'hostileLoader', {
	rid: [ '412810', '12345678901234' ],
	style: 'wide" onload="alert(1)',
	domain: 'evil.example/x',
	lang: '"><img src=x onerror=alert(1)>',
	iframe: false,
} );
render( 'none', { rid: [ 'abc' ] } );
const noneForEditor = render( 'noneForEditor', { rid: [] }, true );

beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/opentable' ], PRELUDE, snippets );
}, 60000 );

const wrapperOf = ( host: HTMLElement ) =>
	host.querySelector( '.wp-block-jetpack-opentable' ) as HTMLElement;

/** The wrapper's classes, sorted. */
const classes = ( host: HTMLElement ) =>
	[ ...wrapperOf( host ).classList ].sort();

/** The wrapper's data-* attributes. */
const data = ( host: HTMLElement ) => ( { ...wrapperOf( host ).dataset } );

/** The widget's iframe: its address, title and size; fails if there is none. */
function frame( host: HTMLElement ) {
	const iframe = host.querySelector( 'iframe' ) as HTMLIFrameElement;
	expect( iframe ).not.toBeNull();
	return {
		src: iframe.getAttribute( 'src' ),
		loading: iframe.getAttribute( 'loading' ),
		title: iframe.getAttribute( 'title' ),
		size: [
			iframe.getAttribute( 'width' ),
			iframe.getAttribute( 'height' ),
		],
	};
}

/** The link to book that follows the widget. */
const link = ( host: HTMLElement ) =>
	host.querySelector( 'a.wp-block-jetpack-opentable__link' );

describe( 'the OpenTable widget in an iframe (the default)', () => {
	it( 'is OpenTable’s widget page, lazy, at the style’s size, with no script', () => {
		const host = single();
		expect( frame( host ) ).toEqual( {
			src: `${ CANVAS }?type=standard&theme=standard&iframe=true&domain=com&lang=fr-CA&newtab=false&rid=412810`,
			loading: 'lazy',
			title: 'OpenTable reservation widget',
			size: [ '224', '301' ],
		} );
		expect( host.querySelector( 'script' ) ).toBeNull();
		expect( host.querySelector( 'noscript' ) ).toBeNull();
		expect( classes( host ) ).toEqual( [
			'is-style-standard',
			'wp-block-jetpack-opentable',
		] );
		expect( data( host ) ).toEqual( {} );
	} );

	it( 'keeps the link to book after the frame, and never the saved markup', () => {
		const host = single();
		const after = host.querySelector( 'iframe' )?.nextElementSibling;
		expect( after ).toBe( link( host ) );
		expect( after?.getAttribute( 'href' ) ).toBe(
			'https://www.opentable.com/restref/client/?rid=412810'
		);
		expect( after?.textContent ).toBe( 'Make a reservation on OpenTable' );
		expect( host.innerHTML ).not.toContain( 'evil.example' );
	} );

	it( 'sizes each style as the editor’s preview', () => {
		expect( frame( tall() ).size ).toEqual( [ '288', '490' ] );
		expect( frame( wide() ).size ).toEqual( [ '840', '150' ] );
		expect( frame( button() ).size ).toEqual( [ '210', '113' ] );
		// Several restaurants: the multi type, no button style.
		expect( frame( multiButton() ).size ).toEqual( [ '224', '301' ] );
	} );

	it( 'names every restaurant, type and theme as the loader’s query does', () => {
		expect( frame( wide() ).src ).toBe(
			`${ CANVAS }?type=multi&theme=wide&iframe=true&domain=co.uk&lang=en-US&newtab=true&rid=230914&rid=1779`
		);
		expect( classes( wide() ) ).toEqual( [
			'is-multi',
			'is-style-wide',
			'wp-block-jetpack-opentable',
		] );
		expect( frame( tall() ).src ).toBe(
			`${ CANVAS }?type=standard&theme=tall&iframe=true&domain=com&lang=en-US&newtab=false&rid=412810`
		);
		expect( frame( button() ).src ).toBe(
			`${ CANVAS }?type=button&theme=standard&iframe=true&domain=com&lang=en-US&newtab=false&rid=412810`
		);
		expect( classes( button() ) ).toEqual( [
			'has-no-margin',
			'is-style-button',
			'wp-block-jetpack-opentable',
		] );
	} );

	it( 'keeps only valid values: no markup, host or scheme from the attributes', () => {
		const host = hostile();
		// iframe and newtab as strings are not booleans: the defaults.
		expect( frame( host ).src ).toBe(
			`${ CANVAS }?type=standard&theme=standard&iframe=true&domain=com&lang=en-US&newtab=false&rid=412810`
		);
		expect( host.querySelector( 'script' ) ).toBeNull();
		expect( String( results.hostile ) ).not.toMatch(
			/evil\.example|javascript:|alert/
		);
		expect( classes( host ) ).toEqual( [
			'is-style-standard',
			'wp-block-jetpack-opentable',
		] );
	} );
} );

describe( 'the OpenTable widget written into the page (iframe off)', () => {
	it( 'is a placeholder with the checked settings for the view script, and the link', () => {
		const host = loader();
		const wrapper = wrapperOf( host );
		expect( classes( host ) ).toEqual( [
			'is-loader',
			'is-multi',
			'is-style-tall',
			'wp-block-jetpack-opentable',
		] );
		expect( data( host ) ).toEqual( {
			orbitRender: expect.stringMatching( /^[0-9a-f]{32}$/ ),
			opentableRid: '230914 1779',
			opentableType: 'multi',
			opentableTheme: 'tall',
			opentableDomain: 'com',
			opentableLang: 'de-DE',
			opentableNewtab: 'true',
		} );
		expect( host.querySelector( 'script, iframe, noscript' ) ).toBeNull();
		expect( wrapper.children ).toHaveLength( 1 );
		// The widget's height, held until the widget is there (style.scss).
		expect( wrapper.getAttribute( 'style' ) ).toBe(
			'--jetpack-opentable-height:490px'
		);
		expect( link( host )?.getAttribute( 'href' ) ).toBe(
			'https://www.opentable.com/restref/client/?rid=230914'
		);
	} );

	it( 'prints only valid values into the data attributes', () => {
		const host = hostileLoader();
		expect( wrapperOf( host ).getAttribute( 'style' ) ).toBe(
			'--jetpack-opentable-height:301px'
		);
		expect( data( host ) ).toEqual( {
			orbitRender: expect.stringMatching( /^[0-9a-f]{32}$/ ),
			opentableRid: '412810',
			opentableType: 'standard',
			opentableTheme: 'standard',
			opentableDomain: 'com',
			opentableLang: 'en-US',
			opentableNewtab: 'false',
		} );
		expect( String( results.hostileLoader ) ).not.toMatch(
			/evil\.example|onerror|onload/
		);
	} );
} );

describe( 'without a valid restaurant', () => {
	it( 'gives visitors nothing', () => {
		expect( results.none ).toBe( '' );
	} );

	it( 'tells someone who can edit why', () => {
		expect( noneForEditor().textContent ).toBe(
			'This OpenTable block is hidden from visitors until a restaurant is chosen.'
		);
	} );
} );
