/**
 * The contact info family registers together: the container from the editor
 * entry's discovery (blocks/contact-info/index.ts), its three children with
 * it, each child only insertable in the container; saved markup never carries
 * script from what the author typed.
 */
import {
	createBlock,
	getBlockType,
	getSaveContent,
	serialize,
	parse,
} from '@wordpress/blocks';
import '@wordpress/block-editor';
import { ALLOWED_BLOCKS, TEMPLATE } from '../edit';
import { metadata, register } from '../index';

const CHILDREN = [ 'jetpack/email', 'jetpack/phone', 'jetpack/address' ];

beforeAll( () => register() );

describe( 'registration', () => {
	it( 'registers the container and its three children', () => {
		expect( metadata.name ).toBe( 'jetpack/contact-info' );
		for ( const name of [ 'jetpack/contact-info', ...CHILDREN ] ) {
			expect( getBlockType( name ) ).toBeDefined();
		}
	} );

	it( "registers the incumbent's name line, outside the inserter", () => {
		const name = getBlockType( 'jetpack/name' );
		expect( name?.parent ).toEqual( [ 'jetpack/contact-info' ] );
		expect(
			( name?.supports as { inserter?: boolean } | undefined )?.inserter
		).toBe( false );
		expect( ALLOWED_BLOCKS ).not.toContain( 'jetpack/name' );
	} );

	it( 'makes each child insertable only in the container', () => {
		expect(
			getBlockType( 'jetpack/contact-info' )?.parent
		).toBeUndefined();
		for ( const name of CHILDREN ) {
			expect( getBlockType( name )?.parent ).toEqual( [
				'jetpack/contact-info',
			] );
		}
	} );

	it( 'starts with email, phone and address, and allows them inside', () => {
		expect( TEMPLATE.map( ( [ name ] ) => name ) ).toEqual( CHILDREN );
		expect( ALLOWED_BLOCKS ).toEqual(
			expect.arrayContaining( [
				...CHILDREN,
				'core/paragraph',
				'core/heading',
			] )
		);
	} );

	it( "allows exactly spec 2's list of child blocks", () => {
		expect( [ ...ALLOWED_BLOCKS ].sort() ).toEqual(
			[
				...CHILDREN,
				'jetpack/map',
				'jetpack/business-hours',
				'jetpack/markdown',
				...[
					'paragraph',
					'image',
					'heading',
					'gallery',
					'list',
					'quote',
					'shortcode',
					'audio',
					'code',
					'cover',
					'html',
					'separator',
					'spacer',
					'subhead',
					'video',
				].map( ( name ) => `core/${ name }` ),
			].sort()
		);
	} );
} );

describe( 'saved markup', () => {
	const SCRIPT = '<img src=x onerror=alert(1)><script>alert(2)</script>';

	it.each( [
		[ 'jetpack/email', { email: `${ SCRIPT } a@b.co` } ],
		[ 'jetpack/phone', { phone: `${ SCRIPT } 555-0100` } ],
		[
			'jetpack/address',
			{
				address: SCRIPT,
				city: '"><svg onload=alert(3)>',
				country: SCRIPT,
				linkToGoogleMaps: true,
			},
		],
	] )( '%s keeps typed markup as text', ( name, attributes ) => {
		const html = getSaveContent( name, attributes );
		expect( html ).not.toMatch( /<(img|script|svg)\b/i );
		// No tag carries an event handler attribute.
		expect( html ).not.toMatch( /<[^>]*\son\w+=/i );
		const document = new DOMParser().parseFromString( html, 'text/html' );
		expect(
			document.querySelectorAll( 'img, script, svg, [onerror], [onload]' )
		).toHaveLength( 0 );
		expect( document.body.textContent ).toContain( '<img src=x' );
	} );

	it( 'saves nothing for an empty child, and the container still saves its div', () => {
		const block = createBlock( 'jetpack/contact-info', {}, [
			createBlock( 'jetpack/email' ),
			createBlock( 'jetpack/phone' ),
			createBlock( 'jetpack/address' ),
		] );
		const html = serialize( block );
		expect( html ).toContain( '<!-- wp:jetpack/email /-->' );
		expect( html ).toContain(
			'<div class="wp-block-jetpack-contact-info">'
		);
		expect(
			parse( html )[ 0 ].innerBlocks.every( ( b ) => b.isValid )
		).toBe( true );
	} );
} );
