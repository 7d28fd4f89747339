/**
 * Google Photos filters (spec 3 sections 4, 7, 9): the interplay rules,
 * Add filter, and the query the list call sends.
 */
import fc from 'fast-check';
import { GOOGLE_CATEGORIES } from '../lib/constants';
import {
	addNextFilter,
	clampYear,
	dateRangeQuery,
	filterQuery,
	nextUnusedFilter,
	setFilter,
	type GoogleFilters,
} from '../lib/google-filters';

const NOW = new Date( 2026, 10, 23 ); // 23 November 2026, local time.

describe( 'filter interplay', () => {
	it( 'changing the media type to video drops the category', () => {
		const next = setFilter(
			{ category: 'pets', mediaType: 'photo' },
			'mediaType',
			'video'
		);
		expect( next ).toEqual( { mediaType: 'video' } );
	} );

	it( 'keeps the category for photos and all', () => {
		expect(
			setFilter( { category: 'pets' }, 'mediaType', 'photo' )
		).toEqual( { category: 'pets', mediaType: 'photo' } );
		expect( setFilter( { category: 'pets' }, 'mediaType', 'all' ) ).toEqual(
			{ category: 'pets', mediaType: 'all' }
		);
	} );

	it( 'setting a category drops the video media type, not photo', () => {
		expect(
			setFilter( { mediaType: 'video' }, 'category', 'food' )
		).toEqual( { category: 'food' } );
		expect(
			setFilter( { mediaType: 'photo' }, 'category', 'food' )
		).toEqual( { mediaType: 'photo', category: 'food' } );
	} );

	it( 'removes a filter with undefined and never mutates', () => {
		const filters: GoogleFilters = { favorite: true, category: 'pets' };
		expect( setFilter( filters, 'favorite', undefined ) ).toEqual( {
			category: 'pets',
		} );
		expect( filters ).toEqual( { favorite: true, category: 'pets' } );
	} );

	it( 'never holds a video media type and a category together (property)', () => {
		const action = fc.oneof(
			fc.record( {
				name: fc.constant( 'mediaType' as const ),
				value: fc.constantFrom(
					'all',
					'photo',
					'video'
				) as fc.Arbitrary< 'all' | 'photo' | 'video' >,
			} ),
			fc.record( {
				name: fc.constant( 'category' as const ),
				value: fc.constantFrom( ...GOOGLE_CATEGORIES ),
			} ),
			fc.record( {
				name: fc.constant( 'favorite' as const ),
				value: fc.constant( true ),
			} )
		);
		fc.assert(
			fc.property( fc.array( action, { maxLength: 20 } ), ( actions ) => {
				let filters: GoogleFilters = {};
				for ( const { name, value } of actions ) {
					filters = setFilter( filters, name, value as never );
				}
				expect(
					filters.mediaType === 'video' &&
						filters.category !== undefined
				).toBe( false );
				const query = filterQuery( filters, NOW );
				expect(
					query.some( ( one ) => one === 'mediaType=video' ) &&
						query.some( ( one ) =>
							one.startsWith( 'categoryInclude=' )
						)
				).toBe( false );
			} )
		);
	} );
} );

describe( 'Add filter', () => {
	it( 'picks the next unused filter in order, with a first value', () => {
		let filters: GoogleFilters = {};
		filters = addNextFilter( filters );
		expect( filters ).toEqual( { mediaType: 'photo' } );
		filters = addNextFilter( filters );
		expect( filters ).toEqual( {
			mediaType: 'photo',
			category: 'animals',
		} );
		filters = addNextFilter( filters );
		expect( filters.date ).toEqual( { range: 'any' } );
		filters = addNextFilter( filters );
		expect( filters.favorite ).toBe( true );
		expect( nextUnusedFilter( filters ) ).toBeNull();
		expect( addNextFilter( filters ) ).toBe( filters );
	} );

	it( 'skips filters in use', () => {
		expect(
			nextUnusedFilter( { mediaType: 'all', date: { range: 'any' } } )
		).toBe( 'category' );
		expect( nextUnusedFilter( { category: 'pets' } ) ).toBe( 'mediaType' );
	} );
} );

describe( 'query format', () => {
	it( 'writes each filter as key=value in a stable order', () => {
		expect(
			filterQuery(
				{
					favorite: true,
					category: 'pets',
					mediaType: 'photo',
					date: { range: 'specific_month', month: 1, year: 2024 },
				},
				NOW
			)
		).toEqual( [
			'mediaType=photo',
			'categoryInclude=pets',
			'feature=favorite',
			'dateRange=2024-02-01:2024-02-29',
		] );
	} );

	it( 'leaves out "all" media types, unknown categories, any date and an unset favorite', () => {
		expect(
			filterQuery(
				{
					mediaType: 'all',
					category: 'robots',
					date: { range: 'any' },
					favorite: false,
				},
				NOW
			)
		).toEqual( [] );
	} );

	it( 'gives relative ranges an open end', () => {
		expect( dateRangeQuery( { range: 'last_7_days' }, NOW ) ).toBe(
			'2026-11-16:0000-00-00'
		);
		expect( dateRangeQuery( { range: 'last_30_days' }, NOW ) ).toBe(
			'2026-10-24:0000-00-00'
		);
		expect( dateRangeQuery( { range: 'last_6_months' }, NOW ) ).toBe(
			'2026-05-23:0000-00-00'
		);
		expect( dateRangeQuery( { range: 'last_12_months' }, NOW ) ).toBe(
			'2025-11-23:0000-00-00'
		);
	} );

	it( 'covers a whole year with Any Month (-1), and clamps the year to 1970 … now', () => {
		expect(
			dateRangeQuery(
				{ range: 'specific_month', month: -1, year: 2020 },
				NOW
			)
		).toBe( '2020-01-01:2020-12-31' );
		expect(
			dateRangeQuery(
				{ range: 'specific_month', month: 11, year: 1900 },
				NOW
			)
		).toBe( '1970-12-01:1970-12-31' );
		expect(
			dateRangeQuery(
				{ range: 'specific_month', month: 0, year: 3000 },
				NOW
			)
		).toBe( '2026-01-01:2026-01-31' );
		expect( dateRangeQuery( { range: 'specific_month' }, NOW ) ).toBeNull();
		expect( clampYear( Number.NaN, NOW ) ).toBe( 2026 );
		expect( clampYear( 1999.7, NOW ) ).toBe( 1999 );
	} );

	it( 'every specific month runs from its first to its last day (property)', () => {
		fc.assert(
			fc.property(
				fc.integer( { min: 1970, max: 2026 } ),
				fc.integer( { min: 0, max: 11 } ),
				( year, month ) => {
					const range = dateRangeQuery(
						{ range: 'specific_month', month, year },
						NOW
					)!;
					const [ start, end ] = range.split( ':' );
					expect( start ).toMatch( /^\d{4}-\d{2}-01$/ );
					const last = new Date( year, month + 1, 0 ).getDate();
					expect( end ).toBe(
						`${ year }-${ String( month + 1 ).padStart(
							2,
							'0'
						) }-${ last }`
					);
				}
			)
		);
	} );
} );
