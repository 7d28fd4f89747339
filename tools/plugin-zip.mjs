// @ts-check
/**
 * `npm run plugin-zip`: a production build, then orbit-blocks.zip with the
 * host plugin (php-stubs/) at the plugin's root and build/ inside it, ready
 * for Plugins → Add New → Upload Plugin in any WordPress 6.8+.
 *
 * The archive is written by `wp-scripts plugin-zip`, which zips the files a
 * package.json's `files` list names, at their paths below the folder it runs
 * in. Our plugin's root is php-stubs/, with build/ beside it in the
 * repository, so the plugin is first laid out as a site receives it in a
 * staging folder, with a package.json whose `files` list is PLUGIN_FILES, and
 * wp-scripts runs there.
 *
 * Why: docs/decisions.md, "The plugin zip: `wp-scripts plugin-zip` over a staging folder".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const SLUG = 'orbit-blocks';
const wpScripts = path.join( root, 'node_modules', '.bin', 'wp-scripts' );

/**
 * What a site needs, relative to the plugin's root: the PHP, the build and
 * the plugin's readme and licence. Sources stay out, and so do the
 * development stand-ins (stand-ins/, which orbit-blocks.php loads only under
 * ORBIT_BLOCKS_LOCAL_SERVICES) and their pictures, tiles and recorded
 * answers (assets/).
 */
const PLUGIN_FILES = [
	'orbit-blocks.php',
	'includes/**',
	'build/**',
	'languages/**',
	'readme.txt',
	'LICENSE',
	'uninstall.php',
];

ensureInstall();
if ( ! process.argv.includes( '--no-build' ) ) {
	const build = spawnSync( wpScripts, [ 'build' ], {
		cwd: root,
		stdio: 'inherit',
	} );
	if ( build.status !== 0 ) {
		process.exit( build.status ?? 1 );
	}
}
if ( ! fs.existsSync( path.join( root, 'build', 'editor.asset.php' ) ) ) {
	console.error( 'There is no build: run npm run build first.' );
	process.exit( 1 );
}

const staging = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-blocks-zip-' ) );
try {
	fs.cpSync( path.join( root, 'php-stubs' ), staging, { recursive: true } );
	fs.rmSync( path.join( staging, 'build' ), {
		recursive: true,
		force: true,
	} );
	fs.cpSync( path.join( root, 'build' ), path.join( staging, 'build' ), {
		recursive: true,
	} );
	// The licence is the repository's; readme.txt is the plugin's own (php-stubs/).
	fs.copyFileSync(
		path.join( root, 'LICENSE' ),
		path.join( staging, 'LICENSE' )
	);
	// The translators' template (languages/orbit-blocks.pot).
	if ( fs.existsSync( path.join( root, 'languages' ) ) ) {
		fs.cpSync(
			path.join( root, 'languages' ),
			path.join( staging, 'languages' ),
			{ recursive: true }
		);
	}
	for ( const file of [ 'LICENSE', 'readme.txt' ] ) {
		if ( ! fs.existsSync( path.join( staging, file ) ) ) {
			throw new Error( `The plugin has no ${ file }.` );
		}
	}
	fs.writeFileSync(
		path.join( staging, 'package.json' ),
		JSON.stringify(
			{ name: SLUG, version: '0.0.0', files: PLUGIN_FILES },
			null,
			'\t'
		)
	);
	const zip = spawnSync( wpScripts, [ 'plugin-zip' ], {
		cwd: staging,
		encoding: 'utf8',
	} );
	if ( zip.status !== 0 ) {
		console.error( zip.stdout, zip.stderr );
		process.exit( zip.status ?? 1 );
	}
	// npm's file list always adds package.json, which a site does not need.
	const archive = new AdmZip( path.join( staging, `${ SLUG }.zip` ) );
	archive.deleteFile( `${ SLUG }/package.json` );
	const out = path.join( root, `${ SLUG }.zip` );
	archive.writeZip( out );
	const count = archive
		.getEntries()
		.filter( ( e ) => ! e.isDirectory ).length;
	console.log(
		`Wrote ${ path.relative( root, out ) }: ${ count } files, ${
			fs.statSync( out ).size
		} bytes.`
	);
} finally {
	fs.rmSync( staging, { recursive: true, force: true } );
}
