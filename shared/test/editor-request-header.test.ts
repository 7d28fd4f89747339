import type { APIFetchOptions } from '@wordpress/api-fetch';
import {
	editorRequestMiddleware,
	isSameOrigin,
} from '../editor-request-header';

const ORIGIN = 'https://site.test';

function run( options: APIFetchOptions ) {
	const next = jest.fn( ( o: APIFetchOptions ) => Promise.resolve( o ) );
	editorRequestMiddleware( ORIGIN )( options, next );
	return next.mock.calls[ 0 ][ 0 ];
}

describe( 'editor request header', () => {
	it( 'marks path requests, keeping their own headers', () => {
		expect(
			run( { path: '/wp/v2/posts', headers: { 'X-Custom': '1' } } )
				.headers
		).toEqual( { 'X-Custom': '1', 'X-WP-API-Fetch-From-Editor': 'true' } );
	} );

	it( 'marks same-origin urls, relative or absolute', () => {
		expect( run( { url: 'https://site.test/wp-json/x' } ).headers ).toEqual(
			{ 'X-WP-API-Fetch-From-Editor': 'true' }
		);
		expect( run( { url: '/wp-admin/admin-ajax.php' } ).headers ).toEqual( {
			'X-WP-API-Fetch-From-Editor': 'true',
		} );
	} );

	it( 'leaves requests to other origins alone', () => {
		expect(
			run( { url: 'https://api.example.com/v1' } ).headers
		).toBeUndefined();
	} );

	it( 'compares scheme and port, not only the host', () => {
		expect( isSameOrigin( 'http://site.test/x', ORIGIN ) ).toBe( false );
		expect( isSameOrigin( 'https://site.test:8443/x', ORIGIN ) ).toBe(
			false
		);
	} );
} );
