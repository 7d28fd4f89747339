/**
 * The video calls' timing rules: the preview retries at most 5 times, 2 s
 * times the attempt apart; the poster is polled every 2 s while generating.
 * Calls are answered by doubles of fetch and api-fetch.
 */
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';
import { fetchVideoWithRetry, waitForPoster } from '../lib/api';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const fetchMock = jest.fn();
beforeEach( () => {
	fetchMock.mockReset();
	apiFetchDouble.mockReset();
	window.fetch = fetchMock;
} );

const answer = ( status: number, body: unknown ) => ( {
	ok: status < 400,
	status,
	json: async () => body,
} );

it( 'retries a missing preview with 2, 4, 6 … s waits, at most 5 times', async () => {
	fetchMock.mockResolvedValue( answer( 404, {} ) );
	const waits: number[] = [];
	await expect(
		fetchVideoWithRetry( 'AbCd1234', async ( ms ) => {
			waits.push( ms );
		} )
	).rejects.toThrow();
	expect( waits ).toEqual( [ 2000, 4000, 6000, 8000, 10000 ] );
	expect( fetchMock ).toHaveBeenCalledTimes( 6 );
	expect( fetchMock.mock.calls[ 0 ][ 1 ] ).toEqual( { credentials: 'omit' } );
} );

it( 'returns the preview once it is there, with its tracks as a list', async () => {
	fetchMock
		.mockResolvedValueOnce(
			answer( 200, { guid: 'AbCd1234', original: '' } )
		)
		.mockResolvedValueOnce(
			answer( 200, {
				guid: 'AbCd1234',
				original: 'http://x/v.webm',
				tracks: {
					subtitles: {
						en: { src: 'http://x/en.vtt', label: 'English' },
					},
				},
			} )
		);
	const video = await fetchVideoWithRetry(
		'AbCd1234',
		async () => undefined
	);
	expect( video.original ).toBe( 'http://x/v.webm' );
	expect( video.tracks ).toEqual( [
		{
			kind: 'subtitles',
			srcLang: 'en',
			src: 'http://x/en.vtt',
			label: 'English',
		},
	] );
} );

it( 'polls the poster every 2 s while it is generating', async () => {
	apiFetchDouble
		.mockResolvedValueOnce( { generating: true, poster: '' } )
		.mockResolvedValueOnce( {
			generating: false,
			poster: 'http://x/p.jpg',
		} );
	const waits: number[] = [];
	const result = await waitForPoster(
		'AbCd1234',
		{ generating: true, poster: '' },
		async ( ms ) => {
			waits.push( ms );
		}
	);
	expect( waits ).toEqual( [ 2000, 2000 ] );
	expect( result.poster ).toBe( 'http://x/p.jpg' );
	expect( apiFetchDouble.mock.calls[ 0 ][ 0 ] ).toEqual( {
		path: '/rest/v1.1/videos/AbCd1234/poster',
	} );
} );

it( 'asks the site, with credentials, for a private video', async () => {
	fetchMock.mockResolvedValue( answer( 403, {} ) );
	apiFetchDouble.mockResolvedValue( {
		guid: 'AbCd1234',
		original: 'http://x/private.webm',
	} );
	const video = await fetchVideoWithRetry(
		'AbCd1234',
		async () => undefined
	);
	expect( video.original ).toBe( 'http://x/private.webm' );
	expect( apiFetchDouble.mock.calls[ 0 ][ 0 ] ).toEqual( {
		path: '/rest/v1.1/videos/AbCd1234',
	} );
} );
