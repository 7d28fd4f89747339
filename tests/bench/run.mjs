// @ts-check
/**
 * `npm run bench`: the editor with and without the plugin, the bundle and
 * the micro-benchmarks, in one report (bench-results/, git-ignored), printed
 * as a table.
 *
 *   --only=sizes|micro|editor|ai-stream|upload|upload-browser|insert|frontend   one part (comma-separated for several); upload: tests/bench/upload.mjs (Node client), upload-browser: tests/bench/upload-browser.mjs (headless Chromium), upload-apache: tests/bench/upload-apache.mjs (through Apache, against wp/v2/media; under flock /tmp/orbit-e2e.lock)
 *   --chunk=N                   upload parts: the chunk size in bytes (default 10,000,000, the video block's)
 *   --rounds=N --keys=N         editor rounds a side (12: a multiple of 4 balances the servers) and keystrokes a round (300)
 *   --no-our-blocks             the long post without our blocks (the plugin's own cost)
 *   --profile                   editor: a CPU profile of each round's typing on both sides (busy, browser, GC ms), the plugin's share and its top functions in the log (the profiler slows the typing: not for the budgets)
 *   --check                     fail (exit 1) when a budget of budgets.json is over
 *   --no-build                  use build/ as it is
 *   --only=insert               insert to ready, each of our blocks (tests/bench/insert-to-ready.mjs):
 *     --insert-rounds=N         rounds (default 5; each block in a fresh editor each round)
 *     --site=URL --user=U --password=P   against a running site (npm start) instead of the bench's own
 *     --blocks=map,markdown     only these blocks (slugs, or names such as jetpack/map; a core block's name, core/image, adds it for comparison; core blocks alone: all of ours and them)
 *     --insert-idle=MS          how long the editor sits ready before the insertion (default 2000)
 *     --profile                 a CPU profile of each insertion: each block's busy time by script file in the log (slows the page: not for the budgets)
 *     on Apache with the zip: flock /tmp/orbit-e2e.lock node tests/bench/insert-apache.mjs <these options>
 *   frontend: --rounds=N rounds a side (default 6), --blocks=map,slideshow some blocks only (tests/bench/frontend.mjs), --build-dir=PATH another build than build/ (one made with `wp-scripts build --output-path=PATH`, while build/ serves another part; no build then)
 *
 * CI runs `npm run bench -- --only=sizes --check --no-build` after its build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from '../../tools/ensure-install.mjs';
import { checkBudgets, editorSummary, markdownReport } from './report.mjs';
import { runMicroBenchmarks } from './micro.mjs';
import { bundleSizes } from './sizes.mjs';
import { frontendMarkdown } from './frontend-report.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const root = path.resolve( here, '../..' );

const args = process.argv.slice( 2 );
const option = ( /** @type {string} */ name ) =>
	args.find( ( arg ) => arg.startsWith( `--${ name }=` ) )?.split( '=' )[ 1 ];
const PARTS = [
	'sizes',
	'micro',
	'editor',
	'ai-stream',
	'upload',
	'upload-browser',
	'upload-apache',
	'insert',
	'frontend',
];
const only = option( 'only' )?.split( ',' ) ?? PARTS;
const unknown = only.filter( ( part ) => ! PARTS.includes( part ) );
if ( unknown.length ) {
	console.error( `Unknown --only part(s): ${ unknown.join( ', ' ) }` );
	process.exit( 2 );
}
const rounds = Number( option( 'rounds' ) ?? 12 );
const keys = Number( option( 'keys' ) ?? 300 );
const uploadChunk = option( 'chunk' ) ? Number( option( 'chunk' ) ) : undefined;
if ( uploadChunk !== undefined && ! ( uploadChunk >= 1 ) ) {
	console.error( '--chunk takes a size in bytes, e.g. --chunk=50000000' );
	process.exit( 2 );
}
const log = ( /** @type {string} */ line ) =>
	console.log( `[bench] ${ line }` );

ensureInstall();
const needsBuild =
	( only.includes( 'insert' ) && ! option( 'site' ) ) ||
	only.includes( 'sizes' ) ||
	only.includes( 'editor' ) ||
	only.includes( 'ai-stream' ) ||
	only.includes( 'frontend' );
if (
	needsBuild &&
	! args.includes( '--no-build' ) &&
	! option( 'build-dir' )
) {
	log( 'Building …' );
	const build = spawnSync(
		path.join( root, 'node_modules/.bin/wp-scripts' ),
		[ 'build' ],
		{ cwd: root, stdio: 'inherit' }
	);
	if ( build.status !== 0 ) {
		process.exit( build.status ?? 1 );
	}
}

/** @type {any} */
const report = {
	date: new Date().toISOString(),
	machine: `${ os.cpus().length } × ${ os.cpus()[ 0 ]?.model ?? 'CPU' }, ${ (
		os.totalmem() /
		2 ** 30
	).toFixed( 0 ) } GiB, Node ${ process.version }, ${ os.platform() }`,
};

const budgets = JSON.parse(
	fs.readFileSync( path.join( here, 'budgets.json' ), 'utf8' )
);
const out = path.join( root, 'bench-results' );
const stamp = report.date.replace( /[:.]/g, '-' );
/** @type {Record<string, string>} a failed part's error, by part */
report.failed = {};

/** Writes the report as it stands: after every part, so a crash loses nothing already measured. */
function writeReport() {
	report.budgets = checkBudgets( report, budgets );
	const failures = Object.entries( report.failed ).map(
		( [ part, error ] ) => `- **${ part }** failed: ${ error }`
	);
	const markdown =
		markdownReport( report ) +
		( report.aiStream?.markdown ?? '' ) +
		( report.frontend ? frontendMarkdown( report.frontend ) : '' ) +
		( failures.length
			? `\n## Parts that failed\n\n${ failures.join( '\n' ) }\n`
			: '' );
	fs.mkdirSync( out, { recursive: true } );
	fs.writeFileSync(
		path.join( out, `bench-${ stamp }.json` ),
		JSON.stringify( report, null, '\t' )
	);
	fs.writeFileSync( path.join( out, `bench-${ stamp }.md` ), markdown );
	fs.writeFileSync( path.join( out, 'latest.md' ), markdown );
	return markdown;
}

/**
 * Runs one part when --only asks for it; a part that throws is recorded with
 * its error and the next part still runs.
 *
 * @param {string}              part
 * @param {() => Promise<void>} measure
 */
async function runPart( part, measure ) {
	if ( ! only.includes( part ) ) {
		return;
	}
	try {
		await measure();
	} catch ( error ) {
		report.failed[ part ] =
			error instanceof Error ? error.message : String( error );
		log( `${ part } failed: ${ report.failed[ part ] }` );
	}
	writeReport();
}

await runPart( 'sizes', async () => {
	const build = path.join( root, 'build' );
	report.sizes = {
		...bundleSizes( build ),
		blockCount: fs
			.readdirSync( path.join( build, 'blocks' ) )
			.filter( ( slug ) =>
				fs.existsSync(
					path.join( build, 'blocks', slug, 'block.json' )
				)
			).length,
	};
} );
await runPart( 'micro', async () => {
	log( 'Micro-benchmarks …' );
	report.micro = runMicroBenchmarks( root );
} );
await runPart( 'editor', async () => {
	const { benchEditor } = await import( './editor.mjs' );
	const editor = await benchEditor( {
		rounds,
		keys,
		ourBlocks: ! args.includes( '--no-our-blocks' ),
		profile: args.includes( '--profile' ),
		shotDir: out,
		log,
	} );
	report.editor = { ...editor, summary: editorSummary( editor ) };
} );
await runPart( 'insert', async () => {
	const { benchInsertToReady } = await import( './insert-to-ready.mjs' );
	report.insertToReady = await benchInsertToReady( {
		rounds: Number( option( 'insert-rounds' ) ?? 5 ),
		site: option( 'site' ),
		user: option( 'user' ),
		password: option( 'password' ),
		blocks: option( 'blocks' )?.split( ',' ),
		idle: option( 'insert-idle' )
			? Number( option( 'insert-idle' ) )
			: undefined,
		profile: args.includes( '--profile' ),
		log,
	} );
} );
await runPart( 'upload', async () => {
	const { benchUpload } = await import( './upload.mjs' );
	report.upload = await benchUpload( { chunk: uploadChunk, log } );
} );
await runPart( 'upload-apache', async () => {
	const { benchUploadApache } = await import( './upload-apache.mjs' );
	report.uploadApache = await benchUploadApache( {
		chunk: uploadChunk,
		log,
	} );
} );
await runPart( 'upload-browser', async () => {
	const { benchUploadBrowser } = await import( './upload-browser.mjs' );
	report.uploadBrowser = await benchUploadBrowser( {
		chunk: uploadChunk,
		log,
	} );
} );
await runPart( 'ai-stream', async () => {
	const { benchAiStream } = await import( './ai-stream.mjs' );
	report.aiStream = await benchAiStream( {
		rounds: Number( option( 'ai-rounds' ) ?? 3 ),
		shotDir: out,
		log,
	} );
} );
await runPart( 'frontend', async () => {
	const { benchFrontend } = await import( './frontend.mjs' );
	report.frontend = await benchFrontend( {
		rounds: Number( option( 'rounds' ) ?? 6 ),
		only: option( 'blocks' )?.split( ',' ),
		buildDir: option( 'build-dir' ),
		log,
	} );
} );

const markdown = writeReport();
console.log( `\n${ markdown }` );
log( `Report: bench-results/bench-${ stamp }.{json,md}` );

const failedParts = Object.keys( report.failed );
if ( failedParts.length ) {
	console.error( `Parts that failed: ${ failedParts.join( ', ' ) }` );
	process.exit( 1 );
}
const over = report.budgets.filter( ( check ) => ! check.ok );
if ( args.includes( '--check' ) && over.length ) {
	console.error(
		`Over budget:\n${ over
			.map(
				( check ) =>
					`  ${ check.name }: ${ check.measured } > ${ check.limit }`
			)
			.join( '\n' ) }`
	);
	process.exit( 1 );
}
