// @ts-check
/**
 * Video sources for the upload tests and benches: bytes that PHP's file-type
 * check reads as an MP4 (an ftyp box first), random after it (video bytes do
 * not compress either), and the sha256 that compares a stored file with its
 * source. Nothing else is loaded: the Playwright specs (tests/cluster/)
 * import it as the Node scripts do.
 */
import crypto from 'node:crypto';

/**
 * Writes an MP4's ftyp box at the start of `data`.
 *
 * @param {Buffer} data at least 24 bytes
 * @return {Buffer} data
 */
export function markAsMp4( data ) {
	data.writeUInt32BE( 24, 0 );
	data.write( 'ftypisom', 4, 'latin1' );
	data.writeUInt32BE( 512, 12 );
	data.write( 'isomiso2', 16, 'latin1' );
	return data;
}

/**
 * @param {number} size
 * @return {Buffer} `size` random bytes that file-type checks read as an MP4
 */
export const mp4Bytes = ( size ) => markAsMp4( crypto.randomBytes( size ) );

/**
 * @param {Buffer} data
 * @return {string} its sha256, in hex
 */
export const sha256 = ( data ) =>
	crypto.createHash( 'sha256' ).update( data ).digest( 'hex' );
