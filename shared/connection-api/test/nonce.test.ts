/**
 * An editor tab left open past the nonce's life (or after logging in again)
 * sends a wp_rest nonce WordPress refuses with rest_cookie_invalid_nonce.
 * The call renews the nonce through apiFetch's nonce endpoint and succeeds.
 */
import { createConnectionClient } from '../client';
import { ApiError } from '../errors';
import { NONCE_ENDPOINT, installPageApiFetch } from './page-api-fetch';

const STATUS = { isActive: true, isRegistered: true, isUserConnected: true };
const REFUSED = {
	code: 'rest_cookie_invalid_nonce',
	message: 'Cookie check failed',
	data: { status: 403 },
};

/** The part of a fetch Response that apiFetch and the transport read. */
function answer( status: number, body: string ) {
	return {
		ok: status >= 200 && status < 300,
		status,
		statusText: '',
		redirected: false,
		text: async () => body,
	} as unknown as Response;
}

/** A site that accepts only `valid` as X-WP-Nonce and renews to `renewed`. */
function site( valid: string, renewed: string ) {
	const seen: string[] = [];
	window.fetch = jest.fn( async ( url: string, init: RequestInit = {} ) => {
		if ( url === NONCE_ENDPOINT ) {
			seen.push( 'renew' );
			return answer( 200, renewed );
		}
		const nonce = ( init.headers as Record< string, string > )[
			'X-WP-Nonce'
		];
		seen.push( `${ init.method } ${ nonce }` );
		return nonce === valid
			? answer( 200, JSON.stringify( STATUS ) )
			: answer( 403, JSON.stringify( REFUSED ) );
	} ) as unknown as typeof window.fetch;
	return seen;
}

describe( 'an expired REST nonce', () => {
	it( 'is renewed once and the call still succeeds; later calls use the new nonce', async () => {
		const seen = site( 'fresh', 'fresh' );
		const client = createConnectionClient( {
			apiFetch: installPageApiFetch( undefined, 'expired' ),
		} );
		await expect( client.fetchSiteConnectionStatus() ).resolves.toEqual(
			STATUS
		);
		await expect( client.fetchSiteConnectionStatus() ).resolves.toEqual(
			STATUS
		);
		expect( seen ).toEqual( [
			'GET expired',
			'renew',
			'GET fresh',
			'GET fresh',
		] );
	} );

	it( 'gives the 403 when the renewed nonce is refused too (no loop)', async () => {
		const seen = site( 'never', 'still-wrong' );
		const client = createConnectionClient( {
			apiFetch: installPageApiFetch( undefined, 'expired' ),
		} );
		const error = await client
			.disconnectSite()
			.catch( ( e: unknown ) => e );
		expect( error ).toBeInstanceOf( ApiError );
		expect( ( error as ApiError ).status ).toBe( 403 );
		expect( ( error as ApiError ).code ).toBe(
			'rest_cookie_invalid_nonce'
		);
		expect( seen ).toEqual( [
			'POST expired',
			'renew',
			'POST still-wrong',
		] );
	} );
} );
