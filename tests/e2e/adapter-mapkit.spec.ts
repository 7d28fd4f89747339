/**
 * Apple MapKit JS tokens signed by the site with the administrator's key,
 * checked as Apple's "Creating a Maps token" documents them: a JWT signed
 * ES256 with the key, header { alg: "ES256", kid, typ: "JWT" }, claims
 * { iss: team ID, iat, exp, origin } (verified here with Node's crypto and
 * the key's public half; no call to Apple).
 *
 * The key is pasted on one line (as a password field keeps it) and saved
 * through the settings route; it is never given back (only its last four
 * characters); visitors get a fresh token that names the site's origin;
 * the Maps Test signs one; removing the key removes the token.
 */
import crypto from 'crypto';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './orbit-blocks';
import { saveSettings } from './site-state';

const TEAM_ID = 'A1B2C3D4E5';
const KEY_ID = 'K9J8H7G6F5';

test( 'the site signs MapKit JS tokens with the administrator’s key', async ( {
	requestUtils,
	baseURL,
} ) => {
	const { privateKey, publicKey } = crypto.generateKeyPairSync( 'ec', {
		namedCurve: 'P-256',
	} );
	const pem = privateKey
		.export( { type: 'pkcs8', format: 'pem' } )
		.toString();
	const saved = await requestUtils.rest< {
		fields: Record< string, { set: boolean; last4?: string } >;
	} >( {
		method: 'POST',
		path: '/orbit-blocks/v1/settings',
		data: {
			mapkit_team_id: TEAM_ID,
			mapkit_key_id: KEY_ID,
			// Pasted into a password field: the line breaks are gone.
			mapkit_private_key: pem.trim().replace( /\n/g, ' ' ),
		},
	} );
	expect( saved.fields.mapkit_private_key ).toEqual( {
		section: 'maps',
		type: 'pem',
		secret: true,
		set: true,
		in_config: false,
		in_network: false,
		last4: pem.replace( /-----[A-Z ]+-----|\s+/g, '' ).slice( -4 ),
	} );
	expect( JSON.stringify( saved ) ).not.toContain( pem.split( '\n' )[ 1 ] );

	// A visitor (no cookies) asks for a token.
	const visitor = await playwrightRequest.newContext( { baseURL } );
	const answer = await visitor.get( '/?rest_route=/wpcom/v2/mapkit' );
	expect( answer.status() ).toBe( 200 );
	const token: string = ( await answer.json() ).wpcom_mapkit_access_token;
	const [ header, claims, signature ] = token.split( '.' );
	const decode = ( part: string ) =>
		JSON.parse( Buffer.from( part, 'base64url' ).toString( 'utf8' ) );
	expect( decode( header ) ).toEqual( {
		alg: 'ES256',
		kid: KEY_ID,
		typ: 'JWT',
	} );
	const body = decode( claims );
	const now = Math.floor( Date.now() / 1000 );
	expect( body ).toEqual( {
		iss: TEAM_ID,
		iat: expect.any( Number ),
		exp: expect.any( Number ),
		origin: new URL( baseURL ?? '' ).origin,
	} );
	expect( Math.abs( body.iat - now ) ).toBeLessThan( 60 );
	expect( body.exp - body.iat ).toBe( 1800 );
	expect(
		crypto.verify(
			'sha256',
			Buffer.from( `${ header }.${ claims }` ),
			{ key: publicKey, dsaEncoding: 'ieee-p1363' },
			Buffer.from( signature, 'base64url' )
		)
	).toBe( true );

	const tested = await requestUtils.rest( {
		method: 'POST',
		path: '/orbit-blocks/v1/settings/test/maps',
	} );
	expect( tested ).toMatchObject( {
		ok: true,
		message: expect.stringContaining(
			'A MapKit token was signed with the key.'
		),
	} );

	await saveSettings( requestUtils, {
		remove: [ 'mapkit_team_id', 'mapkit_key_id', 'mapkit_private_key' ],
	} );
	const gone = await visitor.get( '/?rest_route=/wpcom/v2/mapkit' );
	expect( gone.status() ).toBe( 404 );
	await visitor.dispose();
} );
