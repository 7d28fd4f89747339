// @ts-check
/**
 * Draws the local provider's external media pictures
 * (php-stubs/assets/external-media/, read by
 * php-stubs/includes/rest/external-media.php): a sky and a wavy horizon in
 * colours taken from the picture's name, as small RGB PNGs, full size
 * (480×360) and thumbnail (160×120). Run `node tools/external-media-images.mjs`
 * after changing the catalogue; the files are committed, so the routes
 * serve them as static files (no PHP per thumbnail).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const out = path.join( root, 'php-stubs/assets/external-media' );

/** The picker's default searches (extensions/external-media/lib/constants.ts). */
const TERMS = /** @type {string[]} */ (
	JSON.parse(
		fs.readFileSync(
			path.join(
				root,
				'extensions/external-media/lib/default-search-terms.json'
			),
			'utf8'
		)
	)
);

/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk( type, data ) {
	const head = Buffer.alloc( 4 );
	head.writeUInt32BE( data.length );
	const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
	const tail = Buffer.alloc( 4 );
	tail.writeUInt32BE( zlib.crc32( body ) );
	return Buffer.concat( [ head, body, tail ] );
}

/**
 * @param {number}                               width
 * @param {number}                               height
 * @param {( x: number, y: number ) => number[]} pixel
 */
function png( width, height, pixel ) {
	const raw = Buffer.alloc( ( width * 3 + 1 ) * height );
	let at = 0;
	for ( let y = 0; y < height; y++ ) {
		raw[ at++ ] = 0;
		for ( let x = 0; x < width; x++ ) {
			const [ r, g, b ] = pixel( x, y );
			raw[ at++ ] = r;
			raw[ at++ ] = g;
			raw[ at++ ] = b;
		}
	}
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // bit depth
	header[ 9 ] = 2; // RGB
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( raw, { level: 9 } ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/**
 * @param {string} name
 * @param {number} width
 * @param {number} height
 */
function draw( name, width, height ) {
	const hash = crypto.createHash( 'md5' ).update( name ).digest();
	const top = [ hash[ 0 ], hash[ 1 ], hash[ 2 ] ];
	const bottom = [
		Math.floor( hash[ 3 ] / 2 ),
		Math.floor( hash[ 4 ] / 2 ),
		Math.floor( hash[ 5 ] / 2 ),
	];
	const peak = 0.2 + ( hash[ 6 ] / 255 ) * 0.5;
	const waves = 1 + ( hash[ 7 ] % 4 );
	return png( width, height, ( x, y ) => {
		const t = y / height;
		const horizon =
			peak + 0.15 * Math.sin( ( x / width ) * Math.PI * waves );
		const sky = t < horizon;
		const base = sky ? top : bottom;
		const shade = sky ? 1 - t * 0.5 : 1 - ( t - horizon ) * 0.6;
		return base.map( ( value ) => Math.round( value * shade ) );
	} );
}

const names = [
	...TERMS.flatMap( ( term ) =>
		[ 1, 2, 3, 4, 5, 6 ].map( ( n ) => `stock-${ term }-${ n }` )
	),
	...Array.from( { length: 32 }, ( _, n ) => `gp-photo-${ n + 1 }` ),
];
fs.mkdirSync( out, { recursive: true } );
for ( const name of names ) {
	fs.writeFileSync(
		path.join( out, `${ name }.png` ),
		draw( name, 480, 360 )
	);
	fs.writeFileSync(
		path.join( out, `${ name }-thumb.png` ),
		draw( name, 160, 120 )
	);
}
console.log(
	`${ names.length * 2 } pictures in ${ path.relative( root, out ) }`
);
