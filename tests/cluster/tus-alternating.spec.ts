/**
 * A tus upload through the balancer (tools/cluster-server.mjs) with the
 * video block's own client options (blocks/video/lib/upload-client.ts: its
 * chunk size, token and method tunnel) and tus-js-client: nginx's
 * round-robin sends one chunk to one web server and the next to the other,
 * which the X-Orbit-Upstream header of each answer names. Both servers
 * write the same partial upload in the shared uploads folder; the last
 * chunk's server makes the attachment, whose file is byte-identical to the
 * source, and the partial upload is gone.
 */
import fs from 'fs';
import path from 'path';
import * as tus from 'tus-js-client';
import { expect, test } from '../e2e/orbit-blocks';
import { runOnSite } from '../e2e/fakes/site';
import { mp4Bytes, sha256 } from '../integration/mp4-source.mjs';
import {
	CHUNK_SIZE,
	uploadOptions,
} from '../../blocks/video/lib/upload-client';

const BASE_URL = process.env.WP_BASE_URL ?? '';
const WEB_SERVERS = ( process.env.ORBIT_CLUSTER_WEB_SERVERS ?? '' ).split(
	','
);
const ROUTE = '/wp-json/orbit-blocks/v1/videos/uploads';
const SIZE = 5 * CHUNK_SIZE - 123_456;

test( 'a tus upload whose chunks alternate between the two web servers ends byte-identical', async () => {
	test.setTimeout( 300_000 );
	expect( WEB_SERVERS ).toHaveLength( 2 );
	const source = mp4Bytes( SIZE );
	const token = {
		upload_token: (
			await runOnSite( "echo orbit_blocks_video_token_for( 1, '' );" )
		).trim(),
		upload_blog_id: 1,
		upload_action_url: '',
	};
	const answered: { method: string; server: string; status: number }[] = [];
	const result = await new Promise< {
		guid: string;
		mediaId: number;
		src: string;
	} >( ( resolve, reject ) => {
		const options = uploadOptions(
			{ name: 'alternating.mp4', type: 'video/mp4' },
			token,
			{ endpoint: `${ BASE_URL }${ ROUTE }`, chunkSize: CHUNK_SIZE },
			{ onProgress: () => {}, onSuccess: resolve, onError: reject },
			new tus.DefaultHttpStack( {} ),
			async () => token
		);
		const blockAfterResponse = options.onAfterResponse;
		new tus.Upload( source, {
			...options,
			retryDelays: null,
			storeFingerprintForResuming: false,
			onAfterResponse: ( request, response ) => {
				blockAfterResponse?.( request, response );
				answered.push( {
					method:
						request.getHeader( 'X-HTTP-Method-Override' ) ??
						request.getMethod(),
					server: response.getHeader( 'X-Orbit-Upstream' ) ?? '',
					status: response.getStatus(),
				} );
			},
		} ).start();
	} );

	const patches = answered.filter( ( answer ) => answer.method === 'PATCH' );
	// eslint-disable-next-line no-console
	console.log( `cluster tus: ${ JSON.stringify( answered ) }` );
	expect( patches ).toHaveLength( Math.ceil( SIZE / CHUNK_SIZE ) );
	expect( patches.every( ( patch ) => patch.status === 204 ) ).toBe( true );
	for ( const patch of patches ) {
		expect( WEB_SERVERS ).toContain( patch.server );
	}
	// Each chunk went to the other server than the one before it.
	patches.slice( 1 ).forEach( ( patch, index ) => {
		expect( patch.server ).not.toBe( patches[ index ].server );
	} );

	// The attachment's file is the source, byte for byte; no partial bytes
	// are left (the .json record keeps the result for a late HEAD).
	const file = (
		await runOnSite(
			`echo get_attached_file( ${ Number( result.mediaId ) } );`
		)
	).trim();
	expect( file ).toMatch(
		/\/wp-content\/uploads\/\d{4}\/\d{2}\/alternating.*\.mp4$/
	);
	expect( sha256( fs.readFileSync( file ) ) ).toBe( sha256( source ) );
	const store = path.join(
		process.env.WP_SITE_DIR ?? '',
		'wordpress/wp-content/uploads/orbit-blocks-video-uploads'
	);
	expect(
		fs.readdirSync( store ).filter( ( name ) => name.endsWith( '.part' ) )
	).toEqual( [] );
} );
