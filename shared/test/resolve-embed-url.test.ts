import { apiFetchDouble as fetchMock } from '../../tests/setup/api-fetch-double';
import { resolveEmbedUrl } from '../resolve-embed-url';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

afterEach( () => fetchMock.mockReset() );

describe( 'resolveEmbedUrl', () => {
	it( 'asks the helper with the address and takes where it ends', async () => {
		fetchMock.mockResolvedValue( {
			url: 'https://calendly.com/team/intro',
		} );
		await expect(
			resolveEmbedUrl( 'https://short.example/x?a=1' )
		).resolves.toBe( 'https://calendly.com/team/intro' );
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/resolve-redirect?url=https%3A%2F%2Fshort.example%2Fx%3Fa%3D1',
		} );
	} );

	it( 'keeps the given address when the helper fails or answers no http(s) address', async () => {
		fetchMock.mockRejectedValueOnce( new Error( 'offline' ) );
		await expect( resolveEmbedUrl( 'https://a.example/' ) ).resolves.toBe(
			'https://a.example/'
		);
		fetchMock.mockResolvedValueOnce( { url: 'javascript:alert(1)' } );
		await expect( resolveEmbedUrl( 'https://a.example/' ) ).resolves.toBe(
			'https://a.example/'
		);
		fetchMock.mockResolvedValueOnce( null );
		await expect( resolveEmbedUrl( 'https://a.example/' ) ).resolves.toBe(
			'https://a.example/'
		);
	} );
} );
