/**
 * The attribute rules: postsToShow 1 to 6 (default 3), the layout, and the
 * headline's fallback; and the defaults of block.json (spec 2 section 3).
 */
import {
	clampPostsToShow,
	headlineText,
	normaliseLayout,
	POSTS_TO_SHOW,
} from '../attributes';
import metadata from '../block.json';
import { attributeDefaults } from '../../../tests/setup/attribute-defaults';

describe( 'clampPostsToShow', () => {
	it.each( [
		[ 1, 1 ],
		[ 3, 3 ],
		[ 6, 6 ],
		[ 0, 1 ],
		[ -4, 1 ],
		[ 7, 6 ],
		[ 100, 6 ],
		[ 2.4, 2 ],
		[ 2.5, 3 ],
		[ '4', 4 ],
		[ 'four', 3 ],
		[ NaN, 3 ],
		[ Infinity, 3 ],
		[ undefined, 3 ],
		[ null, 3 ],
	] )( '%p shows %i posts', ( value, expected ) => {
		expect( clampPostsToShow( value ) ).toBe( expected );
	} );
} );

it( 'reads any layout but "list" as the grid', () => {
	expect( normaliseLayout( 'list' ) ).toBe( 'list' );
	expect( normaliseLayout( 'grid' ) ).toBe( 'grid' );
	expect( normaliseLayout( 'masonry' ) ).toBe( 'grid' );
	expect( normaliseLayout( undefined ) ).toBe( 'grid' );
} );

it( 'uses the author\'s headline, or "Related" when it is empty', () => {
	expect( headlineText( 'More trips' ) ).toBe( 'More trips' );
	expect( headlineText( '  Read next  ' ) ).toBe( 'Read next' );
	expect( headlineText( '' ) ).toBe( 'Related' );
	expect( headlineText( '   ' ) ).toBe( 'Related' );
	expect( headlineText( undefined ) ).toBe( 'Related' );
} );

it( 'declares the attributes of the spec with their defaults, one block a post', () => {
	expect( attributeDefaults( metadata ) ).toEqual( {
		postLayout: 'grid',
		displayAuthor: false,
		displayDate: true,
		displayHeadline: false,
		displayThumbnails: false,
		displayContext: false,
		headline: undefined,
		postsToShow: POSTS_TO_SHOW.default,
	} );
	expect( POSTS_TO_SHOW.default ).toBe( 3 );
	expect( metadata.supports.multiple ).toBe( false );
	expect( metadata.name ).toBe( 'jetpack/related-posts' );
} );
