// @ts-check
/**
 * What the two upload benches share (upload.mjs with a Node client,
 * upload-browser.mjs with Chromium): the source file, the plugin's upload
 * server in a throw-away WordPress on the machine's PHP (as the e2e runner
 * starts it, tests/integration/upload-site.mjs) with a token for it and the
 * chunk size it gives the block (CHUNK), the rounds of raw, chunked and tus uploads
 * in alternating order, and the figures drawn from them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { startUploadSite } from '../integration/upload-site.mjs';

/**
 * The chunk size the server gives the block on the bench's site
 * (orbit_blocks_video_upload_chunk_size(): 10,000,000 bytes, as PHP's
 * post_max_size there is 512M).
 */
export const CHUNK = 10_000_000;

/** @typedef {'raw' | 'chunked' | 'tus'} UploadKind */

/** @param {number[]} values */
export const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * A work folder with `sizeMb` MB in `source` (an MP4 file-type box, then a
 * 1 MB random block repeated: video bytes do not compress either, and the
 * server's file-type check reads it as a video), the site with the plugin's
 * upload server, a token for its administrator, `clean` (removes the attachments and partial uploads
 * between uploads) and `close`.
 *
 * @param {number}                                          sizeMb
 * @param {{ sitePage?: ( wordpressDir: string ) => void }} [options] sitePage
 *                                                                    may add files the site serves (the browser bench's page)
 */
export async function prepareUploadBench( sizeMb, { sitePage } = {} ) {
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-upload-' ) );
	const source = path.join( work, 'source.mp4' );
	const block = crypto.randomBytes( 1_000_000 );
	const fd = fs.openSync( source, 'w' );
	for ( let i = 0; i < sizeMb; i++ ) {
		if ( i === 0 ) {
			const first = Buffer.from( block );
			first.writeUInt32BE( 24, 0 );
			first.write( 'ftypisom', 4, 'latin1' );
			first.writeUInt32BE( 512, 12 );
			first.write( 'isomiso2', 16, 'latin1' );
			fs.writeSync( fd, first );
		} else {
			fs.writeSync( fd, block );
		}
	}
	fs.closeSync( fd );
	const site = await startUploadSite();
	sitePage?.( site.wordpressDir );
	return {
		source,
		site,
		token: site.token( 1 ),
		clean: () => {
			site.php(
				"foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'fields' => 'ids', 'posts_per_page' => -1 ) ) as $id ) { wp_delete_attachment( $id, true ); }"
			);
			for ( const name of fs.readdirSync( site.store ) ) {
				if ( /\.(part|json)$/.test( name ) ) {
					fs.rmSync( path.join( site.store, name ), { force: true } );
				}
			}
		},
		close: async () => {
			await site.stop();
			fs.rmSync( work, { recursive: true, force: true } );
		},
	};
}

/**
 * One warm-up upload of each kind (the first of each pays for JIT and the
 * file cache), then `rounds` rounds of all three, the order reversed every
 * other round, the store emptied after each upload.
 *
 * @param {{ rounds: number, upload: ( kind: UploadKind ) => Promise<number>, clean: () => void, log: ( line: string ) => void, label: string }} options upload answers seconds
 * @return {Promise<Record<UploadKind, number[]>>} the seconds of each kind, by round
 */
export async function runUploadRounds( { rounds, upload, clean, log, label } ) {
	/** @type {UploadKind[]} */
	const kinds = [ 'raw', 'chunked', 'tus' ];
	for ( const kind of kinds ) {
		await upload( kind );
		clean();
	}
	/** @type {Record<UploadKind, number[]>} */
	const seconds = { raw: [], chunked: [], tus: [] };
	for ( let round = 0; round < rounds; round++ ) {
		const order = round % 2 ? [ ...kinds ].reverse() : kinds;
		for ( const kind of order ) {
			seconds[ kind ].push( await upload( kind ) );
			clean();
		}
		log(
			`${ label } round ${ round + 1 }: ${ order
				.map(
					( kind ) =>
						`${ kind } ${ seconds[ kind ][ round ].toFixed( 2 ) } s`
				)
				.join( ', ' ) }`
		);
	}
	return seconds;
}

/**
 * The figures of a run: MB/s of each kind's median, chunked and tus as
 * ratios of the medians to raw, and the median of each round's own raw ÷ tus
 * ratio (a round's uploads run back to back, under the same load from the
 * rest of the machine, so that one is steadier on a shared machine).
 *
 * @param {Record<UploadKind, number[]>} seconds
 * @param {number}                       bytes
 */
export function uploadFigures( seconds, bytes ) {
	const round = (
		/** @type {number} */ value,
		/** @type {number} */ places
	) => Math.round( value * 10 ** places ) / 10 ** places;
	const mbps = ( /** @type {number} */ time ) =>
		round( bytes / 1e6 / time, 1 );
	const raw = median( seconds.raw );
	return {
		rawMBps: mbps( raw ),
		chunkedMBps: mbps( median( seconds.chunked ) ),
		tusMBps: mbps( median( seconds.tus ) ),
		chunkedRatio: round( raw / median( seconds.chunked ), 3 ),
		ratio: round( raw / median( seconds.tus ), 3 ),
		pairRatio: round(
			median( seconds.raw.map( ( time, i ) => time / seconds.tus[ i ] ) ),
			3
		),
	};
}

/**
 * The record of a Node-client upload run (upload.mjs, upload-apache.mjs):
 * the figures, the medians of a HEAD, a middle chunk and the last chunk (the
 * one that makes the attachment) in ms, and whether tus meets the 0.9 target.
 *
 * @param {{ seconds: Record<UploadKind, number[]>, bytes: number, chunkSize: number, headMs: number[], chunkMs: number[], lastMs: number[] }} run
 */
export function uploadResult( {
	seconds,
	bytes,
	chunkSize,
	headMs,
	chunkMs,
	lastMs,
} ) {
	const figures = uploadFigures( seconds, bytes );
	return {
		bytes,
		chunkSize,
		...figures,
		headMs: Math.round( median( headMs ) ),
		chunkMs: Math.round( median( chunkMs ) ),
		lastChunkMs: Math.round( median( lastMs ) ),
		ok: figures.ratio >= 0.9,
	};
}
