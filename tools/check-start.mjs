// @ts-check
/**
 * `npm run test:start`: runs the README's first command as a new user does,
 * several times in a row (a race between the build and WordPress's boot
 * shows only now and then): `npm start`, wait for the editor's address it
 * prints, use the editor in Chromium, then Ctrl-C (SIGINT to its process
 * group, as a terminal sends it) and check that it exits and leaves no
 * process of its own behind.
 *
 * The first run inserts a block and uploads a short video through the
 * editor, as an author would; the others open the editor and check that our
 * blocks are registered.
 *
 * Options: --runs=N (default 3).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const runsArg = process.argv.find( ( arg ) => arg.startsWith( '--runs=' ) );
const runs = Math.max( 1, Number( runsArg?.slice( 7 ) ?? 3 ) || 3 );
const CLIP = path.join( root, 'tests/e2e/fixtures/video/clip.webm' );

/** @param {number} ms */
const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/** @return {Set<number>} this process and its ancestors (npm, the shell, CI's script) */
function ancestors() {
	const found = new Set( [ process.pid ] );
	let pid = process.ppid;
	while ( pid > 1 && ! found.has( pid ) ) {
		found.add( pid );
		try {
			// The parent is the field after the command's closing parenthesis.
			const stat = fs.readFileSync( `/proc/${ pid }/stat`, 'utf8' );
			pid = Number(
				stat.slice( stat.lastIndexOf( ')' ) + 2 ).split( ' ' )[ 1 ]
			);
		} catch {
			break;
		}
	}
	return found;
}

/** @param {number} pid @return {string} its command line, or '' once it has gone */
function commandOf( pid ) {
	try {
		return fs
			.readFileSync( `/proc/${ pid }/cmdline`, 'utf8' )
			.replace( /\0/g, ' ' )
			.trim();
	} catch {
		return '';
	}
}

/**
 * Processes that were there before the first run and are not servers: the
 * `tee` that CI pipes this output into runs in the project's folder too, as
 * may a shell. They are not `npm start`'s and are never counted or killed.
 */
const bystanders = new Set();

/** @return {number[]} processes (not this one, its ancestors or bystanders) whose folder is in the project */
function projectProcesses() {
	const mine = ancestors();
	return fs
		.readdirSync( '/proc' )
		.filter( ( entry ) => /^\d+$/.test( entry ) )
		.map( Number )
		.filter( ( pid ) => ! mine.has( pid ) && ! bystanders.has( pid ) )
		.filter( ( pid ) => {
			try {
				const cwd = fs.readlinkSync( `/proc/${ pid }/cwd` );
				const command = fs
					.readFileSync( `/proc/${ pid }/cmdline`, 'utf8' )
					.replace( /\0/g, ' ' );
				return (
					( cwd === root || cwd.startsWith( root + '/' ) ) &&
					! command.includes( 'check-start.mjs' )
				);
			} catch {
				return false;
			}
		} );
}

/**
 * @param {string}  editor the editor's address
 * @param {boolean} upload whether to insert the video block and upload
 */
async function tryEditor( editor, upload ) {
	const browser = await chromium.launch( {
		executablePath: CHROMIUM_PATH,
		args: CHROMIUM_ARGS,
	} );
	try {
		const page = await browser.newPage( {
			viewport: { width: 1280, height: 900 },
		} );
		// Nothing leaves the machine: third-party hosts get an empty answer.
		await page.route(
			( url ) => ! /^(127\.0\.0\.1|localhost)$/.test( url.hostname ),
			( route ) => route.fulfill( { status: 204, body: '' } )
		);
		// Playground's auto-login signs the browser in on the first page.
		await page.goto( editor, { timeout: 120_000 } );
		await page.waitForFunction(
			() =>
				// @ts-ignore -- the editor's globals
				window.wp?.data?.select( 'core/editor' )?.getCurrentPostId?.(),
			undefined,
			{ timeout: 120_000 }
		);
		const ours = await page.evaluate(
			() =>
				// @ts-ignore -- the editor's globals
				window.wp.data
					.select( 'core/blocks' )
					.getBlockTypes()
					.filter( ( /** @type {{ name: string }} */ type ) =>
						/^(jetpack|videopress)\//.test( type.name )
					).length
		);
		if ( ours < 20 ) {
			throw new Error( `only ${ ours } of our block types registered` );
		}
		if ( ! upload ) {
			return `${ ours } block types`;
		}
		// No welcome guide: on a fresh site it may open late (when the saved
		// preferences arrive), and its overlay would take the clicks below.
		const closeWelcomeGuide = async () => {
			await page.evaluate( () =>
				// @ts-ignore -- the editor's globals
				window.wp.data
					.dispatch( 'core/preferences' )
					.set( 'core/edit-post', 'welcomeGuide', false )
			);
			await page
				.getByRole( 'dialog' )
				.getByRole( 'button', { name: 'Close', exact: true } )
				.click( { timeout: 1000 } )
				.catch( () => {} );
		};
		await closeWelcomeGuide();
		await page.evaluate( () => {
			// @ts-ignore -- the editor's globals
			const { createBlock } = window.wp.blocks;
			// @ts-ignore
			window.wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks( [
					createBlock( 'jetpack/business-hours' ),
					createBlock( 'videopress/video' ),
				] );
		} );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await canvas
			.locator( '[data-type="jetpack/business-hours"]' )
			.waitFor( { timeout: 60_000 } );
		const video = canvas.locator( '[data-type="videopress/video"]' );
		await video
			.getByRole( 'button', { name: 'Upload' } )
			.waitFor( { timeout: 60_000 } );
		const started = Date.now();
		await video.locator( 'input[type="file"]' ).setInputFiles( CLIP );
		await video
			.getByText( 'Upload Complete!' )
			.waitFor( { timeout: 120_000 } );
		const uploaded = Date.now() - started;
		await closeWelcomeGuide();
		await video.getByRole( 'button', { name: 'Done' } ).click();
		await video.locator( 'video' ).waitFor( { timeout: 120_000 } );
		return `${ ours } block types, a video uploaded in ${ uploaded } ms and playing`;
	} finally {
		await browser.close();
	}
}

/**
 * One `npm start`: until its editor works, then Ctrl-C.
 *
 * @param {number} run
 */
async function runOnce( run ) {
	const started = Date.now();
	const child = spawn( 'npm', [ 'start' ], {
		cwd: root,
		detached: true,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	let output = '';
	child.stdout.on( 'data', ( chunk ) => ( output += chunk ) );
	child.stderr.on( 'data', ( chunk ) => ( output += chunk ) );
	const exited = new Promise( ( resolve ) =>
		child.once( 'exit', ( code, signal ) => resolve( { code, signal } ) )
	);
	let editor = '';
	const deadline = Date.now() + 15 * 60_000;
	while ( ! editor && Date.now() < deadline ) {
		const match = output.match( /Editor: (http:\/\/\S+)/ );
		if ( match ) {
			editor = match[ 1 ];
		} else if ( child.exitCode !== null ) {
			throw new Error(
				`run ${ run }: npm start exited before printing the editor's address:\n${ output }`
			);
		} else {
			await sleep( 500 );
		}
	}
	if ( ! editor ) {
		throw new Error( `run ${ run }: no editor address after 15 min` );
	}
	const ready = Date.now() - started;
	let used = '';
	try {
		used = await tryEditor( editor, run === 1 );
	} finally {
		// Ctrl-C: SIGINT to the process group, as a terminal sends it.
		if ( child.pid ) {
			process.kill( -child.pid, 'SIGINT' );
		}
		const outcome = await Promise.race( [
			exited,
			sleep( 60_000 ).then( () => null ),
		] );
		if ( ! outcome ) {
			throw new Error(
				`run ${ run }: npm start did not exit within 60 s of Ctrl-C`
			);
		}
	}
	// Give the children their stop (they get SIGTERM from start.mjs).
	let left = projectProcesses();
	for ( let i = 0; left.length && i < 20; i++ ) {
		await sleep( 500 );
		left = projectProcesses();
	}
	if ( left.length ) {
		const listed = left.map( ( pid ) => `${ pid }: ${ commandOf( pid ) }` );
		for ( const pid of left ) {
			try {
				process.kill( pid, 'SIGKILL' );
			} catch {}
		}
		throw new Error(
			`run ${ run }: processes left after Ctrl-C:\n${ listed.join(
				'\n'
			) }`
		);
	}
	console.log(
		`npm start, run ${ run }: editor at ${ editor } after ${ (
			ready / 1000
		).toFixed( 1 ) } s; ${ used }; stopped cleanly`
	);
}

// A server already running (an earlier `npm start`, a test site) would hold
// the ports; anything else there now (CI's tee) is a bystander.
const SERVER = /\b(node|php|mysqld|mariadbd|chrom(e|ium))\b/;
const servers = [];
for ( const pid of projectProcesses() ) {
	if ( SERVER.test( commandOf( pid ) ) ) {
		servers.push( `${ pid }: ${ commandOf( pid ) }` );
	} else {
		bystanders.add( pid );
	}
}
if ( servers.length ) {
	console.error(
		`Processes of this project are already running; stop them first:\n${ servers.join(
			'\n'
		) }`
	);
	process.exit( 1 );
}
let failed = 0;
for ( let run = 1; run <= runs; run++ ) {
	try {
		await runOnce( run );
	} catch ( error ) {
		failed++;
		console.error( error instanceof Error ? error.message : error );
	}
}
console.log( `npm start: ${ runs - failed } passed, ${ failed } failed` );
process.exit( failed ? 1 : 0 );
