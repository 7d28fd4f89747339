/**
 * The incumbent's email and phone lines open valid (their links as its save
 * made them) and re-save with ours; any other markup in a line stays
 * invalid, so a link to a script or an element of another kind is never
 * taken for the incumbent's.
 */
import { parse, serialize } from '@wordpress/blocks';
import '@wordpress/block-editor';
import { register } from '../index';

beforeAll( () => register() );

const line = ( name: string, html: string ) =>
	`<!-- wp:jetpack/${ name } -->\n<div class="wp-block-jetpack-${ name }">${ html }</div>\n<!-- /wp:jetpack/${ name } -->`;

describe( "the incumbent's email and phone lines", () => {
	it( 'opens its address with the punctuation in the href, re-saved with ours', () => {
		const [ block ] = parse(
			line( 'email', 'Mail <a href="mailto:a@b.co,">a@b.co</a>, thanks' )
		);
		expect( block.isValid ).toBe( true );
		expect( block.attributes.email ).toBe( 'Mail a@b.co, thanks' );
		expect( serialize( [ block ] ) ).toContain(
			'Mail <a href="mailto:a@b.co">a@b.co</a>, thanks'
		);
		// WordPress says that it updated the block.
		expect( console ).toHaveInformed();
	} );

	it( 'opens its phone label span, re-saved as text before the link', () => {
		const [ block ] = parse(
			line(
				'phone',
				'<span class="phone-prefix">Tel: </span><a href="tel:5550100">555 0100</a>'
			)
		);
		expect( block.isValid ).toBe( true );
		expect( block.attributes.phone ).toBe( 'Tel: 555 0100' );
		expect( serialize( [ block ] ) ).not.toContain( 'phone-prefix' );
		expect( console ).toHaveInformed();
	} );

	it.each( [
		[ 'email', 'x <a href="javascript:alert(1)">a@b.co</a>' ],
		[ 'email', '<a href="mailto:a@b.co" onclick="alert(1)">a@b.co</a>' ],
		[ 'phone', '<img src="x" onerror="alert(1)">' ],
		[ 'phone', '<span class="phone-prefix"><b>Tel</b></span>1' ],
	] )( 'leaves other markup in a %s line invalid: %s', ( name, html ) => {
		expect( parse( line( name, html ) )[ 0 ].isValid ).toBe( false );
		// WordPress reports the invalid block.
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
	} );
} );
