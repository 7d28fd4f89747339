/**
 * The restaurant-search client (spec 2 section 7): its address (base URL
 * from the host, pageSize 20, query) and the reading of its answer.
 */
import { parseSearchResponse, searchRestaurants, searchUrl } from '../search';

afterEach( () => {
	delete window.orbitBlocksEditorState;
} );

describe( 'searchUrl', () => {
	it( 'uses OpenTable by default, with pageSize 20 and the query', () => {
		expect( searchUrl( 'Café & co' ) ).toBe(
			'https://www.opentable.com/widget/reservation/restaurant-search?pageSize=20&query=Caf%C3%A9+%26+co'
		);
	} );

	it( 'uses the base URL the host names', () => {
		window.orbitBlocksEditorState = {
			services: {
				opentable: {
					url: 'http://127.0.0.1:8888/wp-json/orbit-blocks/v1/stand-in/opentable',
				},
			},
		};
		expect( searchUrl( 'lucca' ) ).toBe(
			'http://127.0.0.1:8888/wp-json/orbit-blocks/v1/stand-in/opentable/restaurant-search?pageSize=20&query=lucca'
		);
	} );
} );

describe( 'parseSearchResponse', () => {
	it( 'keeps items with a whole-number rid and a name, once each', () => {
		expect(
			parseSearchResponse( {
				items: [
					{ rid: 412810, name: ' Ristorante Lucca ', city: 'SF' },
					{ rid: '1779', name: 'Oyster Bar' },
					{ rid: 412810, name: 'Duplicate' },
					{ rid: 'x', name: 'Bad id' },
					{ rid: 5, name: '' },
					{ name: 'No id' },
					null,
				],
			} )
		).toEqual( [
			{ rid: '412810', name: 'Ristorante Lucca' },
			{ rid: '1779', name: 'Oyster Bar' },
		] );
	} );

	it( 'gives nothing for an answer of another shape', () => {
		expect( parseSearchResponse( null ) ).toEqual( [] );
		expect( parseSearchResponse( { items: 'x' } ) ).toEqual( [] );
		expect( parseSearchResponse( [] ) ).toEqual( [] );
	} );
} );

describe( 'searchRestaurants', () => {
	it( 'fetches without credentials and rejects a failed answer', async () => {
		const fetchMock = jest
			.fn()
			.mockResolvedValueOnce( {
				ok: true,
				json: async () => ( { items: [ { rid: 1, name: 'A' } ] } ),
			} )
			.mockResolvedValueOnce( { ok: false, status: 503 } );
		global.fetch = fetchMock;
		await expect( searchRestaurants( 'a' ) ).resolves.toEqual( [
			{ rid: '1', name: 'A' },
		] );
		expect( fetchMock.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			credentials: 'omit',
		} );
		await expect( searchRestaurants( 'a' ) ).rejects.toThrow( '503' );
	} );
} );
