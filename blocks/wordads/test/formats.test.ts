import {
	AD_FORMATS,
	coerceBoolean,
	formatLabel,
	getAdFormat,
} from '../formats';

describe( 'ad formats', () => {
	it( 'has the four formats of the spec with their sizes and editor padding', () => {
		expect(
			AD_FORMATS.map( ( { tag, width, height, editorPadding } ) => [
				tag,
				`${ width }x${ height }`,
				editorPadding,
			] )
		).toEqual( [
			[ 'mrec', '300x250', 30 ],
			[ 'leaderboard', '728x90', 60 ],
			[ 'mobile_leaderboard', '320x50', 100 ],
			[ 'wideskyscraper', '160x600', 30 ],
		] );
	} );

	it( 'reads an unknown or missing format as the default rectangle', () => {
		expect( getAdFormat( 'leaderboard' ).tag ).toBe( 'leaderboard' );
		expect( getAdFormat( 'billboard' ).tag ).toBe( 'mrec' );
		expect( getAdFormat( undefined ).tag ).toBe( 'mrec' );
	} );

	it( 'labels a format with its name and size', () => {
		expect( formatLabel( getAdFormat( 'wideskyscraper' ) ) ).toBe(
			'Wide Skyscraper 160x600'
		);
	} );
} );

describe( 'coerceBoolean (hideMobile)', () => {
	it.each( [ true, 'true', 'TRUE', '1', 1, 'on', 'yes' ] )(
		'%p is true',
		( value ) => {
			expect( coerceBoolean( value ) ).toBe( true );
		}
	);

	it.each( [ false, 'false', '0', 0, '', 'off', null, undefined, {} ] )(
		'%p is false',
		( value ) => {
			expect( coerceBoolean( value ) ).toBe( false );
		}
	);
} );
