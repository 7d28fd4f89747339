/**
 * A fake of the Instagram API with Instagram Login, as Meta's reference
 * documents it
 * (https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login,
 * ".../reference/refresh_access_token", ".../reference/me",
 * ".../reference/ig-user/media"). One server stands for the three hosts:
 *
 * - www.instagram.com: GET /oauth/authorize?client_id=&redirect_uri=
 *   &response_type=code&scope=&state= — the person approves at once: 302 to
 *   redirect_uri?code=<code>&state=<state>#_ (Instagram appends "#_").
 * - api.instagram.com: POST /oauth/access_token, form-encoded client_id,
 *   client_secret, grant_type=authorization_code, redirect_uri (the one the
 *   login had), code (single use) → { data: [ { access_token, user_id,
 *   permissions } ] }; errors { error_type: "OAuthException", code: 400,
 *   error_message }.
 * - graph.instagram.com: GET /access_token?grant_type=ig_exchange_token
 *   &client_secret=&access_token=<short> → { access_token, token_type:
 *   "bearer", expires_in: 5183944 }; GET /refresh_access_token
 *   ?grant_type=ig_refresh_token&access_token=<long>; GET /v22.0/me
 *   ?fields=user_id,username; GET /v22.0/me/media?fields=&limit= →
 *   { data: [ post ], paging }. A token it did not issue: 400 { error: {
 *   message, type: "OAuthException", code: 190, fbtrace_id } }.
 */
import fs from 'fs';
import path from 'path';
import {
	startFake,
	withPngFiles,
	type Fake,
	type FakeAnswer,
} from './fake-server';

const PNG = fs.readFileSync(
	path.resolve(
		__dirname,
		'../../../php-stubs/assets/external-media/stock-river-1.png'
	)
);

export const INSTAGRAM_APP_ID = '990011223344556';
export const INSTAGRAM_APP_SECRET = 'ig-app-secret-e2e-9f8e7d6c';
export const INSTAGRAM_USERNAME = 'harbour.cafe';
export const INSTAGRAM_USER_ID = '17841400008460056';

export const INSTAGRAM_POSTS = [
	{ id: '18001', caption: 'Morning espresso', media_type: 'IMAGE' },
	{
		id: '18002',
		caption: 'The terrace at noon',
		media_type: 'CAROUSEL_ALBUM',
	},
	{ id: '18003', caption: 'Latte art, slowly', media_type: 'VIDEO' },
];

export type InstagramFake = Fake & {
	/** Long-lived tokens issued so far, newest last. */
	longTokens: string[];
};

function oauthError( message: string ) {
	return {
		status: 400,
		json: {
			error_type: 'OAuthException',
			code: 400,
			error_message: message,
		},
	};
}

function graphError( message: string, code = 190 ) {
	return {
		status: 400,
		json: {
			error: {
				message,
				type: 'OAuthException',
				code,
				fbtrace_id: 'AbCdEfGhIjK',
			},
		},
	};
}

export async function startInstagramFake(): Promise< InstagramFake > {
	const codes = new Map< string, string >(); // code → redirect_uri
	const shortTokens = new Set< string >();
	const longTokens: string[] = [];
	let issued = 0;
	// A new long-lived token, as the exchange and the refresh answer it.
	const issueLongToken = (): FakeAnswer => {
		const long = `IGQVJlong${ longTokens.length + 1 }`;
		longTokens.push( long );
		return {
			status: 200,
			json: {
				access_token: long,
				token_type: 'bearer',
				expires_in: 5183944,
			},
		};
	};
	// The posts' files: Instagram's CDN.
	const handler = withPngFiles( PNG, ( request, self ): FakeAnswer => {
		const q = request.query;
		if ( request.method === 'GET' && request.path === '/oauth/authorize' ) {
			const redirect = q.get( 'redirect_uri' ) ?? '';
			if (
				q.get( 'client_id' ) !== INSTAGRAM_APP_ID ||
				q.get( 'response_type' ) !== 'code' ||
				! ( q.get( 'scope' ) ?? '' )
					.split( ',' )
					.includes( 'instagram_business_basic' ) ||
				! /^https?:\/\//.test( redirect ) ||
				! q.get( 'state' )
			) {
				self.violations.push( `authorize ${ q.toString() }` );
				return { status: 400, body: 'Invalid request' };
			}
			const code = `AQB${ ++issued }code`;
			codes.set( code, redirect );
			const back = new URL( redirect );
			back.searchParams.set( 'code', code );
			back.searchParams.set( 'state', q.get( 'state' ) ?? '' );
			return {
				status: 302,
				headers: { Location: `${ back.toString() }#_` },
			};
		}
		if ( request.path === '/oauth/access_token' ) {
			if (
				request.method !== 'POST' ||
				! /^application\/x-www-form-urlencoded/.test(
					request.headers[ 'content-type' ] ?? ''
				)
			) {
				self.violations.push( 'access_token not a form POST' );
				return oauthError( 'Invalid request' );
			}
			const form = new URLSearchParams( request.body );
			if ( form.get( 'client_id' ) !== INSTAGRAM_APP_ID ) {
				return oauthError( 'Invalid platform app' );
			}
			if ( form.get( 'client_secret' ) !== INSTAGRAM_APP_SECRET ) {
				return oauthError( 'Error validating client secret.' );
			}
			const code = form.get( 'code' ) ?? '';
			if (
				form.get( 'grant_type' ) !== 'authorization_code' ||
				! codes.has( code ) ||
				codes.get( code ) !== form.get( 'redirect_uri' )
			) {
				self.violations.push( `code exchange ${ request.body }` );
				return oauthError(
					'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request'
				);
			}
			codes.delete( code );
			const token = `IGAAshort${ issued }`;
			shortTokens.add( token );
			return {
				status: 200,
				json: {
					data: [
						{
							access_token: token,
							user_id: INSTAGRAM_USER_ID,
							permissions: 'instagram_business_basic',
						},
					],
				},
			};
		}
		if ( request.method !== 'GET' ) {
			self.violations.push( `${ request.method } ${ request.path }` );
			return graphError( 'Unsupported request', 100 );
		}
		if ( request.path === '/access_token' ) {
			if (
				q.get( 'grant_type' ) !== 'ig_exchange_token' ||
				q.get( 'client_secret' ) !== INSTAGRAM_APP_SECRET ||
				! shortTokens.has( q.get( 'access_token' ) ?? '' )
			) {
				self.violations.push( `exchange ${ q.toString() }` );
				return graphError( 'Invalid OAuth access token.' );
			}
			shortTokens.delete( q.get( 'access_token' ) ?? '' );
			return issueLongToken();
		}
		const token = q.get( 'access_token' ) ?? '';
		if ( ! longTokens.includes( token ) ) {
			return graphError(
				'Invalid OAuth access token - Cannot parse access token'
			);
		}
		if ( request.path === '/refresh_access_token' ) {
			if ( q.get( 'grant_type' ) !== 'ig_refresh_token' ) {
				self.violations.push( `refresh ${ q.toString() }` );
				return graphError( 'Invalid grant_type', 100 );
			}
			return issueLongToken();
		}
		if ( request.path === '/v22.0/me' ) {
			return {
				status: 200,
				json: {
					user_id: INSTAGRAM_USER_ID,
					username: INSTAGRAM_USERNAME,
					id: '7012345678901234',
				},
			};
		}
		if ( request.path === '/v22.0/me/media' ) {
			const limit = Number( q.get( 'limit' ) ?? 25 );
			if ( ! q.get( 'fields' )?.includes( 'media_url' ) ) {
				self.violations.push( 'media without fields' );
			}
			return {
				status: 200,
				json: {
					data: INSTAGRAM_POSTS.slice( 0, limit ).map( ( post ) => ( {
						...post,
						media_url: `${ self.url }/files/${ post.id }.${
							post.media_type === 'VIDEO' ? 'mp4' : 'png'
						}`,
						thumbnail_url:
							post.media_type === 'VIDEO'
								? `${ self.url }/files/${ post.id }-cover.png`
								: undefined,
						permalink: `https://www.instagram.com/p/${ post.id }/`,
						timestamp: '2026-11-20T08:00:00+0000',
					} ) ),
					paging: { cursors: { before: 'QVFI', after: 'QVFJ' } },
				},
			};
		}
		return graphError( 'Unknown path components', 2500 );
	} );
	const fake = ( await startFake( handler ) ) as InstagramFake;
	fake.longTokens = longTokens;
	return fake;
}
