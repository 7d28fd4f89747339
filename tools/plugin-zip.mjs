// @ts-check
/**
 * `npm run plugin-zip`: a production build, then orbit-blocks.zip with the
 * host plugin (php-stubs/) at the plugin's root and build/ inside it, ready
 * for Plugins → Add New → Upload Plugin in any WordPress 6.8+.
 * Writes the ZIP itself (deflate from node:zlib), so no zip program is needed.
 */
/* eslint-disable no-bitwise -- CRC-32 and the ZIP headers' DOS dates are bit fields. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const SLUG = 'orbit-blocks';

const CRC_TABLE = Array.from( { length: 256 }, ( _, n ) => {
	let c = n;
	for ( let k = 0; k < 8; k++ ) {
		c = c & 1 ? 0xedb88320 ^ ( c >>> 1 ) : c >>> 1;
	}
	return c >>> 0;
} );

/** @param {Buffer} data */
function crc32( data ) {
	let crc = 0xffffffff;
	for ( const byte of data ) {
		crc = CRC_TABLE[ ( crc ^ byte ) & 0xff ] ^ ( crc >>> 8 );
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}

/**
 * @param {string} dir
 * @return {string[]} files below dir, relative to it
 */
function listFiles( dir ) {
	return fs
		.readdirSync( dir, { recursive: true, withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() )
		.map( ( entry ) =>
			path.relative(
				dir,
				path.join( entry.parentPath ?? entry.path, entry.name )
			)
		)
		.sort();
}

/**
 * @param {{ name: string, data: Buffer }[]} entries
 * @return {Buffer} the ZIP file
 */
function zip( entries ) {
	/** @type {Buffer[]} */
	const locals = [];
	/** @type {Buffer[]} */
	const centrals = [];
	let offset = 0;
	// 1 January 2026 in DOS date format; a fixed stamp keeps builds reproducible.
	const dosDate = ( ( 2026 - 1980 ) << 9 ) | ( 1 << 5 ) | 1;
	for ( const { name, data } of entries ) {
		const nameBytes = Buffer.from( name, 'utf8' );
		const compressed = zlib.deflateRawSync( data, { level: 9 } );
		const crc = crc32( data );
		const local = Buffer.alloc( 30 );
		local.writeUInt32LE( 0x04034b50, 0 );
		local.writeUInt16LE( 20, 4 ); // version needed
		local.writeUInt16LE( 0x0800, 6 ); // UTF-8 names
		local.writeUInt16LE( 8, 8 ); // deflate
		local.writeUInt16LE( 0, 10 );
		local.writeUInt16LE( dosDate, 12 );
		local.writeUInt32LE( crc, 14 );
		local.writeUInt32LE( compressed.length, 18 );
		local.writeUInt32LE( data.length, 22 );
		local.writeUInt16LE( nameBytes.length, 26 );
		local.writeUInt16LE( 0, 28 );
		locals.push( local, nameBytes, compressed );

		const central = Buffer.alloc( 46 );
		central.writeUInt32LE( 0x02014b50, 0 );
		central.writeUInt16LE( 0x0314, 4 ); // made by: Unix, 2.0
		central.writeUInt16LE( 20, 6 );
		central.writeUInt16LE( 0x0800, 8 );
		central.writeUInt16LE( 8, 10 );
		central.writeUInt16LE( 0, 12 );
		central.writeUInt16LE( dosDate, 14 );
		central.writeUInt32LE( crc, 16 );
		central.writeUInt32LE( compressed.length, 20 );
		central.writeUInt32LE( data.length, 24 );
		central.writeUInt16LE( nameBytes.length, 28 );
		central.writeUInt32LE( ( 0o100644 << 16 ) >>> 0, 38 ); // -rw-r--r--
		central.writeUInt32LE( offset, 42 );
		centrals.push( central, nameBytes );
		offset += local.length + nameBytes.length + compressed.length;
	}
	const centralSize = centrals.reduce(
		( sum, part ) => sum + part.length,
		0
	);
	const end = Buffer.alloc( 22 );
	end.writeUInt32LE( 0x06054b50, 0 );
	end.writeUInt16LE( entries.length, 8 );
	end.writeUInt16LE( entries.length, 10 );
	end.writeUInt32LE( centralSize, 12 );
	end.writeUInt32LE( offset, 16 );
	return Buffer.concat( [ ...locals, ...centrals, end ] );
}

ensureInstall();
if ( ! process.argv.includes( '--no-build' ) ) {
	const build = spawnSync(
		path.join( root, 'node_modules', '.bin', 'wp-scripts' ),
		[ 'build' ],
		{
			cwd: root,
			stdio: 'inherit',
		}
	);
	if ( build.status !== 0 ) {
		process.exit( build.status ?? 1 );
	}
}

const entries = [
	...listFiles( path.join( root, 'php-stubs' ) ).map( ( file ) => ( {
		name: `${ SLUG }/${ file }`,
		data: fs.readFileSync( path.join( root, 'php-stubs', file ) ),
	} ) ),
	...listFiles( path.join( root, 'build' ) ).map( ( file ) => ( {
		name: `${ SLUG }/build/${ file }`,
		data: fs.readFileSync( path.join( root, 'build', file ) ),
	} ) ),
].map( ( entry ) => ( {
	...entry,
	name: entry.name.split( path.sep ).join( '/' ),
} ) );

const out = path.join( root, `${ SLUG }.zip` );
fs.writeFileSync( out, zip( entries ) );
console.log(
	`Wrote ${ path.relative( root, out ) }: ${ entries.length } files, ${
		fs.statSync( out ).size
	} bytes.`
);
