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
 * Whether visitors' pages get this stylesheet: block.json names it as
 * "style" or "viewStyle" (a stylesheet it names only as "editorStyle" is
 * the editor canvas's). A folder without block.json (swiper's) is loaded
 * by a view script.
 *
 * @param {string} build the build folder
 * @param {string} file  blocks/<slug>/<name>.css
 * @return {boolean} whether it is a front-end file
 */
function isVisitorStyle( build, file ) {
	const metadata = path.join( build, path.dirname( file ), 'block.json' );
	if ( ! fs.existsSync( metadata ) ) {
		return true;
	}
	const block = JSON.parse( fs.readFileSync( metadata, 'utf8' ) );
	return [ block.style, block.viewStyle ]
		.flat()
		.includes( `file:./${ path.basename( file ) }` );
}

/**
 * Each block's view script's WordPress dependencies, from the
 * view.asset.php the build writes next to it (the handles WordPress
 * enqueues before it).
 *
 * @param {string} build the build folder
 * @return {Record<string, string[]>} handles by view script (blocks/<slug>/view.js)
 */
export function viewDependencies( build ) {
	/** @type {Record<string, string[]>} */
	const dependencies = {};
	for ( const file of walk( path.join( build, 'blocks' ), 'blocks' ) ) {
		if ( ! /\/view\.asset\.php$/.test( file ) ) {
			continue;
		}
		const php = fs.readFileSync( path.join( build, file ), 'utf8' );
		const list = /'dependencies'\s*=>\s*array\(([^)]*)\)/.exec( php );
		dependencies[ file.replace( /\.asset\.php$/, '.js' ) ] = list
			? Array.from( list[ 1 ].matchAll( /'([^']+)'/g ), ( m ) => m[ 1 ] )
			: [];
	}
	return dependencies;
}

/**
 * @param {string} build the build folder
 * @return {{ rows: SizeRow[], viewDependencies: Record<string, string[]>, entry: { scriptGzip: number, styleGzip: number, totalGzip: number }, largestChunkGzip: number }} every file, and the budgeted figures
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
			rows.push(
				measure(
					build,
					file,
					isVisitorStyle( build, file )
						? 'front-end style'
						: 'editor canvas style'
				)
			);
		}
	}
	const gzipOf = ( /** @type {string} */ file ) =>
		rows.find( ( row ) => row.file === file )?.gzip ?? 0;
	const scriptGzip = gzipOf( 'editor.js' );
	const styleGzip = gzipOf( 'editor.css' );
	return {
		rows,
		viewDependencies: viewDependencies( build ),
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
