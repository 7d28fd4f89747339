/**
 * The place search (spec 2 "Map", sections 4 and 9): 250 ms debounce, at
 * most 10 options, no duplicate ids, only the latest answer; and markers:
 * a place whose id is already a marker is not added again.
 */
import fc from 'fast-check';
import { createPlaceSearch, uniquePlaces } from '../place-search';
import { addPoint, pointFromPlace, removePoint, updatePoint } from '../points';
import type { PlaceFeature } from '../points';

const place = ( id: string, text = id ): PlaceFeature => ( {
	id,
	text,
	place_name: `${ text }, Somewhere`,
	center: [ 1, 2 ],
} );

describe( 'place search', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'asks once, 250 ms after the last keystroke', async () => {
		const lookup = jest.fn().mockResolvedValue( [ place( 'a' ) ] );
		const onResults = jest.fn();
		const search = createPlaceSearch( {
			lookup,
			onResults,
			onError: jest.fn(),
		} );
		search.search( 'P' );
		jest.advanceTimersByTime( 100 );
		search.search( 'Pa' );
		jest.advanceTimersByTime( 249 );
		expect( lookup ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( lookup ).toHaveBeenCalledTimes( 1 );
		expect( lookup ).toHaveBeenCalledWith( 'Pa' );
		await Promise.resolve();
		await Promise.resolve();
		expect( onResults ).toHaveBeenCalledWith( [ place( 'a' ) ], 'Pa' );
	} );

	it( 'drops an answer to an older text', async () => {
		let answerFirst: ( places: PlaceFeature[] ) => void = () => {};
		const lookup = jest
			.fn()
			.mockImplementationOnce(
				() => new Promise( ( resolve ) => ( answerFirst = resolve ) )
			)
			.mockResolvedValueOnce( [ place( 'new' ) ] );
		const onResults = jest.fn();
		const search = createPlaceSearch( {
			lookup,
			onResults,
			onError: jest.fn(),
		} );
		search.search( 'old' );
		jest.advanceTimersByTime( 250 );
		search.search( 'new' );
		jest.advanceTimersByTime( 250 );
		answerFirst( [ place( 'old' ) ] );
		await Promise.resolve();
		await Promise.resolve();
		expect( onResults ).toHaveBeenCalledTimes( 1 );
		expect( onResults ).toHaveBeenCalledWith( [ place( 'new' ) ], 'new' );
	} );

	it( "says the server's message when the search fails", async () => {
		const onError = jest.fn();
		const search = createPlaceSearch( {
			lookup: jest
				.fn()
				.mockRejectedValue( new Error( 'Rate limit exceeded' ) ),
			onResults: jest.fn(),
			onError,
		} );
		search.search( 'x' );
		jest.advanceTimersByTime( 250 );
		await Promise.resolve();
		await Promise.resolve();
		expect( onError ).toHaveBeenCalledWith( 'Rate limit exceeded' );
	} );

	it( 'clears at once for an empty text', () => {
		const onResults = jest.fn();
		const lookup = jest.fn();
		createPlaceSearch( { lookup, onResults, onError: jest.fn() } ).search(
			'  '
		);
		expect( onResults ).toHaveBeenCalledWith( [], '  ' );
		jest.advanceTimersByTime( 1000 );
		expect( lookup ).not.toHaveBeenCalled();
	} );

	it( 'offers at most 10 places, each id once, in order (property)', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.constantFrom(
						'a',
						'b',
						'c',
						'd',
						'e',
						'f',
						'g',
						'h',
						'i',
						'j',
						'k',
						'l'
					)
				),
				( ids ) => {
					const unique = uniquePlaces(
						ids.map( ( id ) => place( id ) )
					);
					const got = unique.map( ( p ) => p.id );
					expect( got.length ).toBeLessThanOrEqual( 10 );
					expect( new Set( got ).size ).toBe( got.length );
					expect( got ).toEqual(
						[ ...new Set( ids ) ].slice( 0, 10 )
					);
				}
			)
		);
	} );
} );

describe( 'markers', () => {
	it( 'adds a place once', () => {
		const first = pointFromPlace( place( 'p1', 'Paris' ) );
		expect( first ).toEqual( {
			id: 'p1',
			title: 'Paris',
			placeTitle: 'Paris',
			caption: 'Paris, Somewhere',
			coordinates: { longitude: 1, latitude: 2 },
		} );
		const points = addPoint( [], first );
		expect( addPoint( points, { ...first, title: 'again' } ) ).toBe(
			points
		);
	} );

	it( 'edits and deletes by id', () => {
		const points = [
			pointFromPlace( place( 'a' ) ),
			pointFromPlace( place( 'b' ) ),
		];
		expect(
			updatePoint( points, 'b', { caption: 'Hi' } )[ 1 ].caption
		).toBe( 'Hi' );
		expect( removePoint( points, 'a' ).map( ( p ) => p.id ) ).toEqual( [
			'b',
		] );
	} );
} );
