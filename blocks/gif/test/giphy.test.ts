/**
 * The GIF service's client (spec 2 section 7): a Giphy address is fetched
 * by id, anything else searched with q and limit 10, against the base URL
 * and key the host names (nothing is requested while the service is not set up);
 * items become GIFs with the embed address and the height-to-width padding;
 * failures become GifErrors with a code.
 */
import { findGifs, paddingTopOf, GifError, GIPHY_API, toGif } from '../giphy';
import { safePaddingTop } from '../padding';
import { byIdAnswer, giphyItem, respond, searchAnswer } from './giphy-answers';
import { addressAndQuery } from '../../../tests/setup/address-and-query';

const fetchMock = jest.fn();
beforeEach( () => {
	fetchMock.mockReset();
	window.fetch = fetchMock;
	// A site whose GIF service is set up; Giphy's API with a key the host
	// names (the option orbit_blocks_services may give one).
	window.orbitBlocksEditorState = {
		configured: { gif: true },
		services: { gif: { url: GIPHY_API, key: 'giphy-key' } },
	};
} );

const requested = () => new URL( fetchMock.mock.calls[ 0 ][ 0 ] );

describe( 'findGifs', () => {
	it( 'searches a term with limit 10 and the configured key', async () => {
		window.orbitBlocksEditorState = {
			configured: { gif: true },
			services: {
				gif: {
					url: 'http://localhost/wp-json/orbit-blocks/v1/stand-in/gif/',
					key: 'site-key',
				},
			},
		};
		fetchMock.mockResolvedValue(
			respond(
				200,
				searchAnswer( [
					giphyItem( 'aaa111' ),
					giphyItem( 'bbb222', { width: '400', height: '400' } ),
				] )
			)
		);
		const gifs = await findGifs( '  happy cats ' );
		const url = requested();
		// This site's address: sent through apiFetch, which adds _locale.
		expect( addressAndQuery( url ) ).toEqual( {
			address:
				'http://localhost/wp-json/orbit-blocks/v1/stand-in/gif/search',
			query: {
				q: 'happy cats',
				limit: '10',
				api_key: 'site-key',
				_locale: 'user',
			},
		} );
		expect( gifs ).toEqual( [
			{
				id: 'aaa111',
				title: 'aaa111 GIF',
				embedUrl: 'https://giphy.com/embed/aaa111',
				paddingTop: '56.3%',
				thumbnail: 'https://media.giphy.com/media/aaa111/200w_s.gif',
			},
			expect.objectContaining( { id: 'bbb222', paddingTop: '100%' } ),
		] );
	} );

	it( 'the site’s own search (key kept on the server): no key sent, its refusal read as refused', async () => {
		window.orbitBlocksEditorState = {
			configured: { gif: true },
			services: {
				gif: {
					url: 'http://localhost/wp-json/orbit-blocks/v1/gif',
					key: '',
				},
			},
		};
		fetchMock.mockResolvedValue(
			respond( 200, searchAnswer( [ giphyItem( 'aaa111' ) ] ) )
		);
		await expect( findGifs( 'cats' ) ).resolves.toHaveLength( 1 );
		const url = requested();
		expect( url.pathname ).toBe( '/wp-json/orbit-blocks/v1/gif/search' );
		expect( url.searchParams.has( 'api_key' ) ).toBe( false );
		// Sent as the logged-in author, so the route can check who asks.
		expect( fetchMock.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			credentials: 'include',
		} );

		fetchMock.mockResolvedValue(
			respond( 403, { code: 'giphy_refused', message: 'refused' } )
		);
		await expect( findGifs( 'cats' ) ).rejects.toEqual(
			new GifError( 'refused' )
		);
	} );

	it( 'requests nothing while the GIF service is not set up', async () => {
		window.orbitBlocksEditorState = {
			configured: { gif: false },
			services: { gif: { url: GIPHY_API, key: '' } },
		};
		await expect( findGifs( 'cats' ) ).rejects.toEqual(
			new GifError( 'unconfigured' )
		);
		window.orbitBlocksEditorState = undefined;
		await expect( findGifs( 'cats' ) ).rejects.toEqual(
			new GifError( 'unconfigured' )
		);
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'fetches one GIF by the id of a pasted address, from Giphy with the key the host names', async () => {
		fetchMock.mockResolvedValue(
			respond(
				200,
				byIdAnswer(
					giphyItem( 'l0HlBO7eyXzSZkJri', { height: '360' } )
				)
			)
		);
		const gifs = await findGifs(
			'https://giphy.com/gifs/cat-l0HlBO7eyXzSZkJri'
		);
		const url = requested();
		expect( addressAndQuery( url ) ).toEqual( {
			address: `${ GIPHY_API }/l0HlBO7eyXzSZkJri`,
			query: { api_key: 'giphy-key' },
		} );
		expect( gifs ).toEqual( [
			expect.objectContaining( {
				id: 'l0HlBO7eyXzSZkJri',
				paddingTop: '75%',
			} ),
		] );
	} );

	it( 'keeps at most 10 results and drops items it could not embed', async () => {
		const items = Array.from( { length: 12 }, ( _, index ) =>
			giphyItem( `id${ index }` )
		);
		items[ 1 ] = giphyItem( 'id1', {
			embedUrl: 'https://evil.example/embed/id1',
		} );
		items[ 2 ] = giphyItem( 'id2', {
			embedUrl: 'http://giphy.com/embed/id2',
		} );
		items[ 3 ] = giphyItem( 'id3', {
			embedUrl: 'https://giphy.com/embed/other',
		} );
		items[ 4 ] = { ...giphyItem( 'id4' ), id: 'id 4' };
		fetchMock.mockResolvedValue( respond( 200, searchAnswer( items ) ) );
		const gifs = await findGifs( 'cat' );
		expect( gifs.map( ( gif ) => gif.id ) ).toEqual( [
			'id0',
			'id5',
			'id6',
			'id7',
			'id8',
			'id9',
		] );
	} );

	it( 'answers an unknown id (404) and an empty search with no GIFs', async () => {
		fetchMock.mockResolvedValueOnce(
			respond( 404, { data: [], meta: { status: 404 } } )
		);
		await expect(
			findGifs( 'https://giphy.com/embed/nope' )
		).resolves.toEqual( [] );
		fetchMock.mockResolvedValueOnce( respond( 200, searchAnswer( [] ) ) );
		await expect( findGifs( 'zzzz' ) ).resolves.toEqual( [] );
	} );

	it.each( [
		[
			'network',
			() => Promise.reject( new TypeError( 'Failed to fetch' ) ),
		],
		[
			'refused',
			() =>
				Promise.resolve(
					respond( 401, { message: 'No API key found' } )
				),
		],
		[ 'refused', () => Promise.resolve( respond( 403, {} ) ) ],
		[ 'server', () => Promise.resolve( respond( 500, {} ) ) ],
		[ 'server', () => Promise.resolve( respond( 429, {} ) ) ],
		[ 'response', () => Promise.resolve( respond( 200, '<html>' ) ) ],
		[ 'response', () => Promise.resolve( respond( 200, { meta: {} } ) ) ],
	] )( 'fails with %s', async ( code, answer ) => {
		fetchMock.mockImplementation( answer );
		const failure = findGifs( 'cat' );
		await expect( failure ).rejects.toBeInstanceOf( GifError );
		await expect( failure ).rejects.toMatchObject( { code } );
	} );

	it( 'passes an abort on as it is', async () => {
		const abort = Object.assign( new Error( 'aborted' ), {
			name: 'AbortError',
		} );
		fetchMock.mockRejectedValue( abort );
		await expect( findGifs( 'cat' ) ).rejects.toBe( abort );
	} );
} );

describe( 'toGif', () => {
	it( 'falls back to the downsized still, then the original, for the thumbnail', () => {
		const item = giphyItem( 'abc' );
		delete ( item.images as Record< string, unknown > ).fixed_width_still;
		expect( toGif( item )?.thumbnail ).toBe(
			'https://media.giphy.com/media/abc/giphy_s.gif'
		);
		item.images.downsized_still.url = 'javascript:alert(1)';
		expect( toGif( item )?.thumbnail ).toBe(
			'https://media.giphy.com/media/abc/giphy.gif'
		);
	} );

	it( 'refuses what is not a GIF', () => {
		for ( const value of [ null, 'abc', 42, {}, { id: 'abc' } ] ) {
			expect( toGif( value ) ).toBeNull();
		}
	} );
} );

describe( 'padding', () => {
	it.each( [
		[ '480', '270', '56.3%' ],
		[ 480, 360, '75%' ],
		[ '200', '200', '100%' ],
		[ '500', '166', '33.2%' ],
		[ '10', '100000', '400%' ],
		[ '100000', '1', '1%' ],
		[ '0', '100', '56.2%' ],
		[ undefined, '100', '56.2%' ],
		[ 'wide', 'tall', '56.2%' ],
		[ '-4', '3', '56.2%' ],
	] )( 'width %s, height %s → %s', ( width, height, expected ) => {
		expect( paddingTopOf( width, height ) ).toBe( expected );
		expect( safePaddingTop( expected ) ).toBe( expected );
	} );

	it( 'lets only a plain percentage into the style', () => {
		for ( const value of [
			'1px;background:red',
			'50',
			'50%;',
			'calc(1%)',
			'',
			undefined,
			12,
		] ) {
			expect( safePaddingTop( value ) ).toBe( '56.2%' );
		}
	} );
} );
