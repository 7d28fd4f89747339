// @ts-check
/**
 * `npm run plugin-zip`: builds for production (unless --no-build) and writes
 * orbit-blocks.zip, an installable plugin:
 *   orbit-blocks/           every file of php-stubs/ (the host plugin)
 *   orbit-blocks/build/**   the built editor script, styles and block.json files
 * No zip binary is assumed: a small ZIP writer (deflate from node:zlib, CRC-32,
 * local headers, central directory, end record) lives below.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

// ZIP headers and CRC-32 are bit fields: bitwise operators are the point here.
/* eslint-disable no-bitwise */

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const OUTPUT = path.join( root, 'orbit-blocks.zip' );

const CRC_TABLE = Array.from( { length: 256 }, ( _, n ) => {
	let c = n;
	for ( let k = 0; k < 8; k++ ) {
		c = c & 1 ? 0xedb88320 ^ ( c >>> 1 ) : c >>> 1;
	}
	return c >>> 0;
} );

/**
 * @param {Buffer} data
 * @return {number} CRC-32 (the ZIP polynomial)
 */
function crc32( data ) {
	let crc = 0xffffffff;
	for ( const byte of data ) {
		crc = CRC_TABLE[ ( crc ^ byte ) & 0xff ] ^ ( crc >>> 8 );
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}

/**
 * @param {Date} date
 * @return {{ time: number, date: number }} MS-DOS time and date fields
 */
function dosDateTime( date ) {
	const year = Math.max( date.getFullYear(), 1980 );
	return {
		time:
			( date.getHours() << 11 ) |
			( date.getMinutes() << 5 ) |
			Math.floor( date.getSeconds() / 2 ),
		date:
			( ( year - 1980 ) << 9 ) |
			( ( date.getMonth() + 1 ) << 5 ) |
			date.getDate(),
	};
}

/**
 * @param {{ name: string, data: Buffer, modified: Date }[]} entries
 * @return {Buffer} a ZIP archive (deflate, or stored when that is smaller)
 */
export function createZip( entries ) {
	/** @type {Buffer[]} */
	const parts = [];
	/** @type {Buffer[]} */
	const central = [];
	let offset = 0;
	for ( const { name, data, modified } of entries ) {
		const fileName = Buffer.from( name, 'utf8' );
		const deflated = zlib.deflateRawSync( data, { level: 9 } );
		const stored = deflated.length >= data.length;
		const body = stored ? data : deflated;
		const crc = crc32( data );
		const { time, date } = dosDateTime( modified );

		const local = Buffer.alloc( 30 );
		local.writeUInt32LE( 0x04034b50, 0 ); // local file header signature
		local.writeUInt16LE( 20, 4 ); // version needed: 2.0
		local.writeUInt16LE( 0x0800, 6 ); // flags: names are UTF-8
		local.writeUInt16LE( stored ? 0 : 8, 8 ); // method: stored or deflate
		local.writeUInt16LE( time, 10 );
		local.writeUInt16LE( date, 12 );
		local.writeUInt32LE( crc, 14 );
		local.writeUInt32LE( body.length, 18 );
		local.writeUInt32LE( data.length, 22 );
		local.writeUInt16LE( fileName.length, 26 );
		local.writeUInt16LE( 0, 28 ); // extra field length

		const header = Buffer.alloc( 46 );
		header.writeUInt32LE( 0x02014b50, 0 ); // central directory signature
		header.writeUInt16LE( ( 3 << 8 ) | 20, 4 ); // made by: Unix, 2.0
		header.writeUInt16LE( 20, 6 );
		header.writeUInt16LE( 0x0800, 8 );
		header.writeUInt16LE( stored ? 0 : 8, 10 );
		header.writeUInt16LE( time, 12 );
		header.writeUInt16LE( date, 14 );
		header.writeUInt32LE( crc, 16 );
		header.writeUInt32LE( body.length, 20 );
		header.writeUInt32LE( data.length, 24 );
		header.writeUInt16LE( fileName.length, 28 );
		// extra length, comment length, disk number, internal attributes: 0
		header.writeUInt32LE( ( 0o100644 << 16 ) >>> 0, 38 ); // -rw-r--r--
		header.writeUInt32LE( offset, 42 );

		parts.push( local, fileName, body );
		central.push( header, fileName );
		offset += local.length + fileName.length + body.length;
	}
	const directory = Buffer.concat( central );
	const end = Buffer.alloc( 22 );
	end.writeUInt32LE( 0x06054b50, 0 ); // end of central directory signature
	end.writeUInt16LE( entries.length, 8 ); // entries on this disk
	end.writeUInt16LE( entries.length, 10 ); // entries in total
	end.writeUInt32LE( directory.length, 12 );
	end.writeUInt32LE( offset, 16 );
	return Buffer.concat( [ ...parts, directory, end ] );
}

/**
 * @param {string} dir
 * @return {string[]} files under dir, relative to it, sorted, '/'-separated
 */
function listFiles( dir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { recursive: true, withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() )
		.map( ( entry ) =>
			path
				.relative( dir, path.join( entry.parentPath, entry.name ) )
				.split( path.sep )
				.join( '/' )
		)
		.sort();
}

/**
 * @param {{ build?: boolean }} [options]
 * @return {string} the path of the written zip
 */
export function pluginZip( { build = true } = {} ) {
	if ( build ) {
		const run = spawnSync(
			path.join( root, 'node_modules', '.bin', 'wp-scripts' ),
			[ 'build' ],
			{ cwd: root, stdio: 'inherit' }
		);
		if ( run.status !== 0 ) {
			throw new Error(
				`wp-scripts build failed with status ${ run.status }`
			);
		}
	}
	const buildDir = path.join( root, 'build' );
	if ( ! fs.existsSync( path.join( buildDir, 'editor.asset.php' ) ) ) {
		throw new Error(
			'build/editor.asset.php is missing: run npm run build.'
		);
	}
	const stubs = path.join( root, 'php-stubs' );
	const sources = [
		// php-stubs/build is only the mount point of build/ under Playground.
		...listFiles( stubs )
			.filter( ( file ) => ! file.startsWith( 'build/' ) )
			.map( ( file ) => ( {
				file: path.join( stubs, file ),
				name: file,
			} ) ),
		...listFiles( buildDir ).map( ( file ) => ( {
			file: path.join( buildDir, file ),
			name: `build/${ file }`,
		} ) ),
	];
	const zip = createZip(
		sources.map( ( { file, name } ) => ( {
			name: `orbit-blocks/${ name }`,
			data: fs.readFileSync( file ),
			modified: fs.statSync( file ).mtime,
		} ) )
	);
	fs.writeFileSync( OUTPUT, zip );
	console.log(
		`Wrote ${ path.relative( root, OUTPUT ) }: ${ sources.length } files, ${
			zip.length
		} bytes.`
	);
	return OUTPUT;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	pluginZip( { build: ! process.argv.includes( '--no-build' ) } );
}
