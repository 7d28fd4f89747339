/**
 * The upload key and its token for resumption (spec 3 section 7): the
 * creation answer's key token goes on every later request to that upload;
 * an upload resumed from an earlier session asks for its key token with
 * the key; creating an upload uses the upload token.
 */
import type { HttpRequest, HttpResponse } from 'tus-js-client';
import {
	KEY_HEADERS,
	TOKEN_HEADER,
	keyTokens,
	uploadKeyOf,
} from '../lib/upload-client';

const ENDPOINT = 'https://site.test/wp-json/orbit-blocks/v1/videos/uploads';
const KEY = '0123456789abcdef0123456789abcdef';

function request( url: string ) {
	const headers: Record< string, string > = {};
	return {
		headers,
		request: {
			getURL: () => url,
			setHeader: ( name: string, value: string ) => {
				headers[ name ] = value;
			},
		} as unknown as HttpRequest,
	};
}

function response( headers: Record< string, string > ) {
	return {
		getHeader: ( name: string ) => headers[ name.toLowerCase() ],
	} as unknown as HttpResponse;
}

describe( 'upload keys', () => {
	it( 'reads the key from the upload address, with pretty and plain permalinks', () => {
		expect( uploadKeyOf( `${ ENDPOINT }/${ KEY }`, ENDPOINT ) ).toBe( KEY );
		expect( uploadKeyOf( ENDPOINT, ENDPOINT ) ).toBe( '' );
		const plain =
			'https://site.test/index.php?rest_route=/orbit-blocks/v1/videos/uploads';
		expect( uploadKeyOf( `${ plain }/${ KEY }&x=1`, plain ) ).toBe( KEY );
		expect(
			uploadKeyOf( `https://elsewhere.test/${ KEY }`, ENDPOINT )
		).toBe( '' );
	} );

	it( 'creates with the upload token, then sends the creation answer’s key token to that upload', async () => {
		const getToken = jest.fn();
		const tokens = keyTokens( 'upload-token', ENDPOINT, getToken );
		const create = request( ENDPOINT );
		await tokens.prepare( create.request );
		expect( create.headers[ TOKEN_HEADER ] ).toBe( 'upload-token' );

		tokens.remember(
			response( {
				[ KEY_HEADERS.key ]: KEY,
				[ KEY_HEADERS.token ]: 'key-token',
			} )
		);
		const patch = request( `${ ENDPOINT }/${ KEY }` );
		await tokens.prepare( patch.request );
		expect( patch.headers[ TOKEN_HEADER ] ).toBe( 'key-token' );
		expect( getToken ).not.toHaveBeenCalled();
	} );

	it( 'asks once for the key token of an upload resumed from an earlier session', async () => {
		const getToken = jest.fn( async ( key: string ) => ( {
			upload_token: `token-for-${ key }`,
			upload_blog_id: 1,
			upload_action_url: ENDPOINT,
		} ) );
		const tokens = keyTokens( 'expired-upload-token', ENDPOINT, getToken );
		const head = request( `${ ENDPOINT }/${ KEY }` );
		await tokens.prepare( head.request );
		const patch = request( `${ ENDPOINT }/${ KEY }` );
		await tokens.prepare( patch.request );
		expect( getToken ).toHaveBeenCalledTimes( 1 );
		expect( getToken ).toHaveBeenCalledWith( KEY );
		expect( head.headers[ TOKEN_HEADER ] ).toBe( `token-for-${ KEY }` );
		expect( patch.headers[ TOKEN_HEADER ] ).toBe( `token-for-${ KEY }` );
	} );
} );
