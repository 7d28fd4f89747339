/**
 * Writes the PNG images the specs upload: 8-bit RGB, each pixel's colour
 * from `colourAt`, so that every image a spec makes can differ.
 */
import fs from 'fs';
import zlib from 'zlib';

export type Rgb = [ number, number, number ];

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk( type: string, data: Buffer ) {
	const length = Buffer.alloc( 4 );
	length.writeUInt32BE( data.length );
	const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
	const sum = Buffer.alloc( 4 );
	sum.writeUInt32BE( zlib.crc32( body ) );
	return Buffer.concat( [ length, body, sum ] );
}

export function writePng(
	file: string,
	width: number,
	height: number,
	colourAt: ( x: number, y: number ) => Rgb
) {
	// Each row: filter type 0 (none), then its pixels.
	const raw = Buffer.alloc( ( width * 3 + 1 ) * height );
	for ( let y = 0; y < height; y++ ) {
		for ( let x = 0; x < width; x++ ) {
			raw.set( colourAt( x, y ), y * ( width * 3 + 1 ) + 1 + x * 3 );
		}
	}
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header.set( [ 8, 2, 0, 0, 0 ], 8 ); // 8-bit RGB
	fs.writeFileSync(
		file,
		Buffer.concat( [
			Buffer.from( [ 137, 80, 78, 71, 13, 10, 26, 10 ] ),
			chunk( 'IHDR', header ),
			chunk( 'IDAT', zlib.deflateSync( raw ) ),
			chunk( 'IEND', Buffer.alloc( 0 ) ),
		] )
	);
}
