import { createConnectionClient } from '../client';
import {
	ApiError,
	FetchNetworkError,
	JsonParseError,
	NotFoundAfterRedirectError,
	NotFoundError,
} from '../errors';
import { fakeFetch, type ScriptedResponse } from './fake-fetch';
import { installPageApiFetch } from './page-api-fetch';

function failWith( response: ScriptedResponse ) {
	window.fetch = fakeFetch( [ response ] ).fetch;
	return createConnectionClient( {
		apiFetch: installPageApiFetch(),
	} ).fetchSiteConnectionStatus();
}

describe( 'connection client errors (spec 1 section 8)', () => {
	it( 'raises ApiError with the server message, code and status on a non-2xx answer', async () => {
		const error = await failWith( {
			status: 403,
			body: '{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that."}',
		} ).catch( ( e ) => e );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).not.toBeInstanceOf( NotFoundError );
		expect( error.message ).toBe(
			'Sorry, you are not allowed to do that.'
		);
		expect( error.status ).toBe( 403 );
		expect( error.code ).toBe( 'rest_forbidden' );
	} );

	it( 'falls back to the status text when the error body is not JSON', async () => {
		const error = await failWith( {
			status: 500,
			statusText: 'Internal Server Error',
			body: '<html>Fatal error</html>',
		} ).catch( ( e ) => e );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error.message ).toBe( 'Internal Server Error' );
		expect( error.status ).toBe( 500 );
		expect( error.body ).toBe( '<html>Fatal error</html>' );
	} );

	it( 'raises NotFoundError on a 404', async () => {
		const error = await failWith( {
			status: 404,
			body: '{"code":"rest_no_route","message":"No route was found."}',
		} ).catch( ( e ) => e );
		expect( error ).toBeInstanceOf( NotFoundError );
		expect( error ).not.toBeInstanceOf( NotFoundAfterRedirectError );
		expect( error.status ).toBe( 404 );
		expect( error.code ).toBe( 'rest_no_route' );
	} );

	it( 'raises NotFoundAfterRedirectError on a 404 reached through a redirect', async () => {
		const error = await failWith( {
			status: 404,
			redirected: true,
			url: 'https://www.site.test/wp-json/jetpack/v4/connection',
			body: '',
		} ).catch( ( e ) => e );
		expect( error ).toBeInstanceOf( NotFoundAfterRedirectError );
		expect( error ).toBeInstanceOf( NotFoundError );
		expect( error.redirectedTo ).toBe(
			'https://www.site.test/wp-json/jetpack/v4/connection'
		);
	} );

	it( 'raises JsonParseError when a 2xx body is not JSON', async () => {
		const error = await failWith( {
			status: 200,
			body: 'Notice: undefined index in x.php{"isActive":true}',
		} ).catch( ( e ) => e );
		expect( error ).toBeInstanceOf( JsonParseError );
		expect( error.status ).toBe( 200 );
		expect( error.text ).toContain( 'Notice' );
	} );

	it( 'raises FetchNetworkError when the request never gets an answer', async () => {
		const cause = new TypeError( 'Failed to fetch' );
		const error = await failWith( { networkError: cause } ).catch(
			( e ) => e
		);
		expect( error ).toBeInstanceOf( FetchNetworkError );
		// apiFetch reports a request without an answer as fetch_error.
		expect( error.cause ).toMatchObject( { code: 'fetch_error' } );
	} );

	it( 'treats an empty 2xx body as null, not as a parse error', async () => {
		await expect(
			failWith( { status: 204, body: '' } )
		).resolves.toBeNull();
	} );
} );
