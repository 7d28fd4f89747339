/**
 * The development site's static front (tools/static-front.mjs): it sends the
 * site's static files from disk, as a web server would, and passes PHP,
 * other methods and anything not on disk to Playground behind it. Run in a
 * child process (static-front-probe.mjs), which prints what it answered.
 */
import { execFileSync } from 'child_process';
import path from 'path';

const probe = JSON.parse(
	execFileSync(
		process.execPath,
		[ path.join( __dirname, 'static-front-probe.mjs' ) ],
		{ encoding: 'utf8', timeout: 30000 }
	)
);

it( 'finds static files inside the mounts only', () => {
	expect( probe.files ).toEqual( {
		css: path.join( probe.site, 'wp-includes/css/a.css' ),
		chunk: path.join( probe.build, 'chunks/map-edit.0123abcd.js' ),
		php: null,
		dotfile: null,
		traversal: null,
		encodedTraversal: null,
		missing: null,
		directory: null,
	} );
} );

it( 'sends a file with validators, and 304 when the browser has it', () => {
	expect( probe.css ).toMatchObject( {
		status: 200,
		body: 'a{}',
		type: 'text/css; charset=utf-8',
		cacheControl: null,
		backend: null,
	} );
	expect( probe.css.etag ).toMatch( /^"[0-9a-f]+-[0-9a-f]+"$/ );
	expect( probe.revalidated ).toMatchObject( { status: 304, body: '' } );
} );

it( 'lets the browser keep a chunk named by its hash, and only that', () => {
	expect( probe.chunk ).toMatchObject( {
		status: 200,
		body: 'map()',
		cacheControl: 'public, max-age=31536000, immutable',
	} );
	expect( probe.editor ).toMatchObject( {
		status: 200,
		body: 'editor()',
		cacheControl: null,
	} );
} );

it( 'passes PHP and other methods to the backend, with their bodies', () => {
	expect( probe.php ).toMatchObject( {
		status: 201,
		body: 'backend:/wp-config.php',
		backend: 'yes',
	} );
	expect( probe.post ).toMatchObject( {
		status: 201,
		body: 'backend:/wp-includes/css/a.css',
	} );
	expect( probe.backendSaw ).toEqual( [
		'GET /wp-config.php ',
		'POST /wp-includes/css/a.css x=1',
	] );
} );
