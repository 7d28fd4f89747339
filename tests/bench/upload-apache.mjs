// @ts-check
/**
 * `npm run bench -- --only=upload-apache`: the plugin's resumable uploads
 * against WordPress's own upload, through Apache with mod_php as a site
 * owner runs them (tools/apache-server.mjs: the zip installed through
 * Plugins → Add New, MariaDB; run it under `flock /tmp/orbit-e2e.lock`, as
 * the e2e suites, since it starts their MariaDB and Apache). For 50 MB and
 * 300 MB files, in rounds (upload-rounds.mjs), each upload ending with its
 * attachment made:
 *
 *   raw:     one plain POST of the whole file to wp/v2/media (the REST
 *            route the media library uses; logged-in cookie and nonce),
 *            streamed from disk;
 *   chunked: the plugin's tus server in chunks of the size it gives the block
 *            on this server, by plain http PATCH requests (no client library);
 *   tus:     tus-js-client with the video block's options
 *            (blocks/video/lib/upload-client.ts).
 *
 * The target is tus ≥ 0.9 of raw in throughput. Where the time goes: what a
 * HEAD costs (WordPress's boot and the REST dispatch, paid by every chunk),
 * what a middle chunk and the last one (which makes the attachment) take.
 * Not part of CI (about 4 GB written).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApacheWordPress } from '../../tools/apache-server.mjs';
import { startMariaDB } from '../../tools/mariadb.mjs';
import { freePort } from '../../tools/wp-server.mjs';
import { markAsMp4 } from '../integration/mp4-source.mjs';
import { ROUTE } from '../integration/upload-site.mjs';
import { request, requestTimes, sendInChunks, sendWithTus } from './upload.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/**
 * `sizeMb` MB that PHP's file-type check reads as an MP4 (its ftyp box,
 * then a random 1 MB block repeated: video does not compress either).
 *
 * @param {string} file
 * @param {number} sizeMb
 */
function writeSource( file, sizeMb ) {
	const block = crypto.randomBytes( 1_000_000 );
	const fd = fs.openSync( file, 'w' );
	for ( let i = 0; i < sizeMb; i++ ) {
		fs.writeSync( fd, i === 0 ? markAsMp4( Buffer.from( block ) ) : block );
	}
	fs.closeSync( fd );
}

/**
 * The administrator's cookies, REST nonce and upload token (what the editor
 * has), and the chunk size the server gives the block.
 *
 * @param {string} url
 */
async function session( url ) {
	const login = await fetch( `${ url }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		body: new URLSearchParams( {
			log: 'admin',
			pwd: 'password',
			testcookie: '1',
		} ),
	} );
	const cookie = login.headers
		.getSetCookie()
		.map( ( line ) => line.split( ';' )[ 0 ] )
		.join( '; ' );
	const nonce = await (
		await fetch( `${ url }/wp-admin/admin-ajax.php?action=rest-nonce`, {
			headers: { cookie },
		} )
	).text();
	const jwt = await (
		await fetch( `${ url }/wp-admin/admin-ajax.php`, {
			method: 'POST',
			headers: { cookie },
			body: new URLSearchParams( {
				action: 'videopress-get-upload-jwt',
			} ),
		} )
	).json();
	if ( ! /^[0-9a-f]{10}$/.test( nonce ) || ! jwt.success ) {
		throw new Error( `No session on ${ url }: ${ nonce }` );
	}
	const settings = await (
		await fetch( `${ url }/wp-admin/post-new.php`, { headers: { cookie } } )
	).text();
	const chunkSize = Number(
		settings.match( /"chunkSize":(\d+)/ )?.[ 1 ] ?? 0
	);
	if ( ! ( chunkSize > 0 ) ) {
		throw new Error( 'The editor page gives the block no chunk size' );
	}
	return { cookie, nonce, token: String( jwt.data.upload_token ), chunkSize };
}

/**
 * @param {{ sizes?: number[], rounds?: number, chunk?: number, log?: ( line: string ) => void }} [options]
 */
export async function benchUploadApache( {
	sizes = [ 50, 300 ],
	rounds = 3,
	chunk,
	log = () => {},
} = {} ) {
	const work = fs.mkdtempSync(
		path.join( os.tmpdir(), 'orbit-upload-apache-' )
	);
	const zip = path.join( root, 'orbit-blocks.zip' );
	if ( ! fs.existsSync( zip ) ) {
		const made = spawnSync(
			process.execPath,
			[ path.join( root, 'tools/plugin-zip.mjs' ), '--no-build' ],
			{ cwd: root, stdio: 'inherit' }
		);
		if ( made.status !== 0 ) {
			throw new Error( 'npm run plugin-zip failed' );
		}
	}
	const mariadb = await startMariaDB( path.join( work, 'mariadb' ) );
	/** @type {Awaited<ReturnType<typeof startApacheWordPress>> | undefined} */
	let site;
	/** @type {Record<string, unknown>} */
	const results = {};
	try {
		mariadb.createDatabase( 'orbit_upload_bench' );
		const siteDir = path.join( work, 'site' );
		site = await startApacheWordPress( {
			port: await freePort( 8960 ),
			siteDir,
			database: { socket: mariadb.socket, name: 'orbit_upload_bench' },
			zip,
		} );
		const { url } = site;
		const { cookie, nonce, token, chunkSize: given } = await session( url );
		const chunkSize = chunk ?? given;
		const uploads = path.join( siteDir, 'wordpress/wp-content/uploads' );
		const store = path.join( uploads, 'orbit-blocks-video-uploads' );
		const endpoint = `${ url }${ ROUTE }`;
		/** Removes the attachments and partial uploads between uploads. */
		const clean = async () => {
			const media = await (
				await fetch( `${ url }/wp-json/wp/v2/media?per_page=100`, {
					headers: { cookie, 'x-wp-nonce': nonce },
				} )
			).json();
			for ( const { id } of media ) {
				await fetch(
					`${ url }/wp-json/wp/v2/media/${ id }?force=true`,
					{
						method: 'DELETE',
						headers: { cookie, 'x-wp-nonce': nonce },
					}
				);
			}
			// The store exists from the first tus upload on.
			for ( const name of fs.existsSync( store )
				? fs.readdirSync( store )
				: [] ) {
				if ( /\.(part|json)$/.test( name ) ) {
					fs.rmSync( path.join( store, name ), { force: true } );
				}
			}
		};

		for ( const sizeMb of sizes ) {
			const size = sizeMb * 1_000_000;
			const file = path.join( work, `source-${ sizeMb }.mp4` );
			writeSource( file, sizeMb );
			const times = requestTimes( {
				endpoint,
				token,
				bytes: size,
				chunkSize,
			} );
			/** @return {Promise<number>} seconds */
			const mediaPost = async () => {
				const start = process.hrtime.bigint();
				const done = await request(
					`${ url }/wp-json/wp/v2/media`,
					'POST',
					{
						cookie,
						'x-wp-nonce': nonce,
						'content-type': 'video/mp4',
						'content-disposition': 'attachment; filename=bench.mp4',
						'content-length': String( size ),
					},
					fs.createReadStream( file )
				);
				if ( done.status !== 201 ) {
					throw new Error( `wp/v2/media answered ${ done.status }` );
				}
				return Number( process.hrtime.bigint() - start ) / 1e9;
			};
			const patches = () =>
				sendInChunks( {
					endpoint,
					token,
					file,
					size,
					bytes: chunkSize,
					method: 'PATCH',
					onChunk: times.onChunk,
				} );
			const viaTus = () =>
				sendWithTus( { endpoint, token, file, size, chunkSize } );
			/** @type {Record<'raw' | 'chunked' | 'tus', number[]>} */
			const seconds = { raw: [], chunked: [], tus: [] };
			// As upload-rounds.mjs's runUploadRounds, which cleans synchronously;
			// this site cleans over HTTP.
			for ( const kind of /** @type {const} */ ( [
				'raw',
				'chunked',
				'tus',
			] ) ) {
				const warm = { raw: mediaPost, chunked: patches, tus: viaTus };
				await warm[ kind ]();
				await clean();
			}
			times.clear();
			for ( let round = 0; round < rounds; round++ ) {
				/** @type {Array<'raw' | 'chunked' | 'tus'>} */
				const kinds = [ 'raw', 'chunked', 'tus' ];
				const order = round % 2 ? kinds.reverse() : kinds;
				for ( const kind of order ) {
					const run = {
						raw: mediaPost,
						chunked: patches,
						tus: viaTus,
					};
					seconds[ kind ].push( await run[ kind ]() );
					await clean();
				}
				log(
					`upload-apache ${ sizeMb } MB round ${ round + 1 }: ${ order
						.map(
							( kind ) =>
								`${ kind } ${ seconds[ kind ][ round ].toFixed(
									2
								) } s`
						)
						.join( ', ' ) }`
				);
			}
			const result = await times.result( seconds );
			await clean();
			fs.rmSync( file );
			results[ `${ sizeMb }MB` ] = result;
			log(
				`upload-apache ${ sizeMb } MB: one POST to wp/v2/media ${ result.rawMBps } MB/s, ` +
					`tus (${ chunkSize.toLocaleString( 'en' ) }-byte chunks) ${
						result.tusMBps
					} MB/s, plain PATCHes ${
						result.chunkedMBps
					} MB/s; tus ratio ${ result.ratio } (median of the rounds ${
						result.pairRatio
					}, ${ result.ok ? 'meets' : 'misses' } the 0.9 target)`
			);
			log(
				`upload-apache ${ sizeMb } MB per request: a HEAD ${ result.headMs } ms, a middle chunk ${ result.chunkMs } ms ` +
					`(${ Math.round(
						( chunkSize / 1e6 / result.rawMBps ) * 1000
					) } ms at the one-POST rate), the last chunk (the attachment made) ${
						result.lastChunkMs
					} ms`
			);
		}
	} finally {
		await site?.stop();
		await mariadb.stop();
		fs.rmSync( work, { recursive: true, force: true } );
	}
	return results;
}
