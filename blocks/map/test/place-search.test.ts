/**
 * The place search (spec 2 "Map", sections 4 and 9): at most 10 options, no duplicate ids, only the latest answer; and markers:
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
	// The 250 ms wait after typing is the component's (useDebounce): the
	// map's edit tests check it; these check the lookup behind it.
	it( 'looks the trimmed text up and offers each place once', async () => {
		const lookup = jest
			.fn()
			.mockResolvedValue( [ place( 'a' ), place( 'a' ), place( 'b' ) ] );
		const onResults = jest.fn();
		createPlaceSearch( { lookup, onResults, onError: jest.fn() } ).search(
			' Pa '
		);
		expect( lookup ).toHaveBeenCalledWith( 'Pa' );
		await Promise.resolve();
		await Promise.resolve();
		expect( onResults ).toHaveBeenCalledWith(
			[ place( 'a' ), place( 'b' ) ],
			'Pa'
		);
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
		search.search( 'new' );
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
