// @ts-check
/**
 * Bundle figures from build/: the editor entry (script and style), each
 * on-demand chunk, and each block's front-end files, raw and gzip (level 9,
 * so the figures do not depend on a server's settings). Deterministic: CI
 * checks them against the size budget on every submission.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * @typedef {{ file: string, kind: string, raw: number, gzip: number }} SizeRow
 */

/**
 * @param {string} build the build folder
 * @param {string} file  relative to it
 * @param {string} kind
 * @return {SizeRow} its sizes
 */
function measure( build, file, kind ) {
	const bytes = fs.readFileSync( path.join( build, file ) );
	return {
		file,
		kind,
		raw: bytes.length,
		gzip: zlib.gzipSync( bytes, { level: 9 } ).length,
	};
}

/**
 * @param {string} dir
 * @param {string} prefix
 * @return {string[]} files under dir, relative, with prefix
 */
function walk( dir, prefix = '' ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) =>
			entry.isDirectory()
				? walk(
						path.join( dir, entry.name ),
						path.join( prefix, entry.name )
				  )
				: [ path.join( prefix, entry.name ) ]
		)
		.sort();
}

/**
 * @param {string} build the build folder
 * @return {{ rows: SizeRow[], entry: { scriptGzip: number, styleGzip: number, totalGzip: number }, largestChunkGzip: number }} every file, and the budgeted figures
 */
export function bundleSizes( build ) {
	if ( ! fs.existsSync( path.join( build, 'editor.js' ) ) ) {
		throw new Error(
			`No ${ build }/editor.js: build first (npm run build).`
		);
	}
	const rows = [ measure( build, 'editor.js', 'editor entry script' ) ];
	if ( fs.existsSync( path.join( build, 'editor.css' ) ) ) {
		rows.push( measure( build, 'editor.css', 'editor entry style' ) );
	}
	// Styles of the on-demand chunks sit at the top of build/ (<chunk>.css),
	// their scripts in build/chunks/.
	for ( const file of walk( path.join( build, 'chunks' ), 'chunks' ) ) {
		if ( file.endsWith( '.js' ) ) {
			rows.push( measure( build, file, 'on-demand chunk' ) );
		}
	}
	for ( const file of fs.readdirSync( build ).sort() ) {
		if (
			file.endsWith( '.css' ) &&
			! file.endsWith( '-rtl.css' ) &&
			file !== 'editor.css'
		) {
			rows.push( measure( build, file, 'on-demand chunk style' ) );
		}
	}
	for ( const file of walk( path.join( build, 'blocks' ), 'blocks' ) ) {
		if ( /\/view\.js$/.test( file ) ) {
			rows.push( measure( build, file, 'front-end script' ) );
		} else if ( /\/(style|view)\.css$/.test( file ) ) {
			rows.push( measure( build, file, 'front-end style' ) );
		}
	}
	const gzipOf = ( /** @type {string} */ file ) =>
		rows.find( ( row ) => row.file === file )?.gzip ?? 0;
	const scriptGzip = gzipOf( 'editor.js' );
	const styleGzip = gzipOf( 'editor.css' );
	return {
		rows,
		entry: {
			scriptGzip,
			styleGzip,
			totalGzip: scriptGzip + styleGzip,
		},
		largestChunkGzip: Math.max(
			0,
			...rows
				.filter( ( row ) => row.kind === 'on-demand chunk' )
				.map( ( row ) => row.gzip )
		),
	};
}
