/**
 * A fake of Google's OAuth 2.0 endpoints and the Google Photos Picker API,
 * as Google documents them (OAuth 2.0 for web server applications,
 * https://developers.google.com/identity/protocols/oauth2/web-server; the
 * Picker API reference, https://developers.google.com/photos/picker/reference/rest,
 * and "Access media items" for baseUrl). One server stands for the hosts:
 *
 * - accounts.google.com: GET /o/oauth2/v2/auth?client_id=&redirect_uri=
 *   &response_type=code&scope=&access_type=offline&state= — the person
 *   consents at once: 302 to redirect_uri?state=&code=&scope=.
 * - oauth2.googleapis.com: POST /token (form: client_id, client_secret,
 *   code, grant_type=authorization_code, redirect_uri) → { access_token,
 *   expires_in: 3599, refresh_token, scope, token_type: "Bearer" }; or
 *   grant_type=refresh_token; errors { error: "invalid_client" } (401),
 *   { error: "invalid_grant" } (400). POST /revoke (token=).
 * - photospicker.googleapis.com (Authorization: Bearer <access token>, else
 *   401 UNAUTHENTICATED): POST /v1/sessions → { id, pickerUri,
 *   pollingConfig: { pollInterval, timeoutIn }, expireTime, mediaItemsSet };
 *   GET /v1/sessions/{id}; DELETE /v1/sessions/{id}; GET /v1/mediaItems
 *   ?sessionId=&pageSize=&pageToken= → { mediaItems: [ { id, createTime,
 *   type, mediaFile: { baseUrl, mimeType, filename } } ], nextPageToken? },
 *   400 FAILED_PRECONDITION before the person has chosen.
 * - The picker (pickerUri + "/autoclose"): opening it stands for the
 *   person choosing PICKED; the page closes itself.
 * - baseUrl files: GET /lh3/{id}=w400-h400 | =w2048-h2048 | =d, only with
 *   the Bearer token (403 otherwise).
 */
import fs from 'fs';
import path from 'path';
import { startFake, type Fake, type FakeAnswer } from './fake-server';

export const GOOGLE_CLIENT_ID = '1234567890-orbit.apps.googleusercontent.com';
export const GOOGLE_CLIENT_SECRET = 'GOCSPX-orbit-e2e-secret';

export const PICKED = [
	{ id: 'AF1QipMountainDawn', filename: 'mountain-dawn.png', type: 'PHOTO' },
	{ id: 'AF1QipBeachVideo', filename: 'beach.mp4', type: 'VIDEO' },
];

const PNG = fs.readFileSync(
	path.resolve(
		__dirname,
		'../../../php-stubs/assets/external-media/stock-mountain-1.png'
	)
);

export type GoogleFake = Fake & { accessTokens: string[] };

function apiError( code: number, status: string, message: string ) {
	return { status: code, json: { error: { code, message, status } } };
}

export async function startGoogleFake(): Promise< GoogleFake > {
	const codes = new Map< string, string >();
	const refreshTokens = new Set< string >();
	const accessTokens: string[] = [];
	const sessions = new Map< string, boolean >();
	let counter = 0;
	const fake = ( await startFake( ( request, self ): FakeAnswer => {
		const q = request.query;
		if (
			request.method === 'GET' &&
			request.path === '/o/oauth2/v2/auth'
		) {
			const redirect = q.get( 'redirect_uri' ) ?? '';
			if (
				q.get( 'client_id' ) !== GOOGLE_CLIENT_ID ||
				q.get( 'response_type' ) !== 'code' ||
				q.get( 'scope' ) !==
					'https://www.googleapis.com/auth/photospicker.mediaitems.readonly' ||
				q.get( 'access_type' ) !== 'offline' ||
				! q.get( 'state' )
			) {
				self.violations.push( `auth ${ q.toString() }` );
				return { status: 400, body: 'Error 400: invalid_request' };
			}
			const code = `4/0Ab${ ++counter }`;
			codes.set( code, redirect );
			const back = new URL( redirect );
			back.searchParams.set( 'state', q.get( 'state' ) ?? '' );
			back.searchParams.set( 'code', code );
			back.searchParams.set( 'scope', q.get( 'scope' ) ?? '' );
			return { status: 302, headers: { Location: back.toString() } };
		}
		if ( request.path === '/token' || request.path === '/revoke' ) {
			if (
				request.method !== 'POST' ||
				! /^application\/x-www-form-urlencoded/.test(
					request.headers[ 'content-type' ] ?? ''
				)
			) {
				self.violations.push( `${ request.path } not a form POST` );
				return { status: 400, json: { error: 'invalid_request' } };
			}
			const form = new URLSearchParams( request.body );
			if ( request.path === '/revoke' ) {
				refreshTokens.delete( form.get( 'token' ) ?? '' );
				return { status: 200, body: '' };
			}
			if (
				form.get( 'client_id' ) !== GOOGLE_CLIENT_ID ||
				form.get( 'client_secret' ) !== GOOGLE_CLIENT_SECRET
			) {
				return {
					status: 401,
					json: {
						error: 'invalid_client',
						error_description: 'The OAuth client was not found.',
					},
				};
			}
			const access = `ya29.a0Af${ ++counter }`;
			// A new access token (and, for a code, a refresh token too).
			const issue = ( refresh?: string ): FakeAnswer => {
				accessTokens.push( access );
				return {
					status: 200,
					json: {
						access_token: access,
						expires_in: 3599,
						...( refresh ? { refresh_token: refresh } : {} ),
						scope: 'https://www.googleapis.com/auth/photospicker.mediaitems.readonly',
						token_type: 'Bearer',
					},
				};
			};
			const invalidGrant: FakeAnswer = {
				status: 400,
				json: {
					error: 'invalid_grant',
					error_description: 'Bad Request',
				},
			};
			if ( form.get( 'grant_type' ) === 'authorization_code' ) {
				const code = form.get( 'code' ) ?? '';
				if (
					! codes.has( code ) ||
					codes.get( code ) !== form.get( 'redirect_uri' )
				) {
					return invalidGrant;
				}
				codes.delete( code );
				const refresh = `1//0g${ counter }`;
				refreshTokens.add( refresh );
				return issue( refresh );
			}
			if (
				form.get( 'grant_type' ) === 'refresh_token' &&
				refreshTokens.has( form.get( 'refresh_token' ) ?? '' )
			) {
				return issue();
			}
			return invalidGrant;
		}
		const picker = request.path.match( /^\/picker\/([^/]+)\/autoclose$/ );
		if ( request.method === 'GET' && picker ) {
			sessions.set( picker[ 1 ], true );
			return {
				status: 200,
				headers: { 'Content-Type': 'text/html' },
				body: '<!DOCTYPE html><title>Google Photos</title><p>Done</p><script>window.close()</script>',
			};
		}
		const authorized =
			accessTokens.length > 0 &&
			request.headers.authorization ===
				`Bearer ${ accessTokens[ accessTokens.length - 1 ] }`;
		const file = request.path.match(
			/^\/lh3\/([A-Za-z0-9_-]+)=(w400-h400|w2048-h2048|d)$/
		);
		if ( request.method === 'GET' && file ) {
			if ( ! authorized ) {
				return { status: 403, body: 'Forbidden' };
			}
			return {
				status: 200,
				headers: { 'Content-Type': 'image/png' },
				body: PNG,
			};
		}
		if ( ! authorized ) {
			return apiError(
				401,
				'UNAUTHENTICATED',
				'Request had invalid authentication credentials.'
			);
		}
		if ( request.method === 'POST' && request.path === '/v1/sessions' ) {
			const id = `session-${ ++counter }`;
			sessions.set( id, false );
			return {
				status: 200,
				json: {
					id,
					pickerUri: `${ self.url }/picker/${ id }`,
					pollingConfig: { pollInterval: '1s', timeoutIn: '1800s' },
					expireTime: '2030-01-01T00:00:00Z',
					mediaItemsSet: false,
				},
			};
		}
		const session = request.path.match( /^\/v1\/sessions\/([^/]+)$/ );
		if ( session && sessions.has( session[ 1 ] ) ) {
			if ( request.method === 'DELETE' ) {
				sessions.delete( session[ 1 ] );
				return { status: 200, json: {} };
			}
			return {
				status: 200,
				json: {
					id: session[ 1 ],
					pickerUri: `${ self.url }/picker/${ session[ 1 ] }`,
					pollingConfig: { pollInterval: '1s', timeoutIn: '1800s' },
					mediaItemsSet: sessions.get( session[ 1 ] ),
				},
			};
		}
		if ( request.method === 'GET' && request.path === '/v1/mediaItems' ) {
			const id = q.get( 'sessionId' ) ?? '';
			if ( ! sessions.has( id ) ) {
				return apiError( 404, 'NOT_FOUND', 'Session not found.' );
			}
			if ( ! sessions.get( id ) ) {
				return apiError(
					400,
					'FAILED_PRECONDITION',
					'The user has not picked media items yet.'
				);
			}
			return {
				status: 200,
				json: {
					mediaItems: PICKED.map( ( item ) => ( {
						id: item.id,
						createTime: '2026-11-01T10:00:00Z',
						type: item.type,
						mediaFile: {
							baseUrl: `${ self.url }/lh3/${ item.id }`,
							mimeType:
								item.type === 'VIDEO'
									? 'video/mp4'
									: 'image/png',
							filename: item.filename,
						},
					} ) ),
				},
			};
		}
		self.violations.push( `${ request.method } ${ request.path }` );
		return apiError( 404, 'NOT_FOUND', 'Not found.' );
	} ) ) as GoogleFake;
	fake.accessTokens = accessTokens;
	return fake;
}
