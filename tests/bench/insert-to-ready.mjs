// @ts-check
/**
 * Insert to ready: for each of our blocks, the time from inserting it into
 * a fresh editor to the first frame where its edit UI has replaced the
 * loading spinner (shared/lazy-edit.tsx marks the spinner's element with
 * `data-orbit-edit-loading="<clientId>"`; ready is the block's element in the
 * canvas with no such element for it or inside it).
 *
 * Every insertion opens post-new.php in a new tab, waits until the editor is
 * ready and then 2 s more, as an author looks before inserting, and inserts
 * the block at the end of the post (core/block-editor's insertBlocks). The
 * page measures with its own clock. Core's paragraph is inserted the same
 * way in every round (REFERENCE_BLOCK): each block's time over it is what
 * the budgets hold.
 *
 * Against the bench's own site (a throw-away WordPress of the build, as the
 * editor part's) by default, or against a running site (`npm start`) given
 * by its address, logged in as the given user.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startWordPress } from '../../tools/wp-server.mjs';
import { launchBenchBrowser, logIn } from './browser.mjs';
import { quantile } from './micro.mjs';

/** How long the author looks at the editor before inserting, in ms (--insert-idle). */
export const IDLE_BEFORE_INSERT = 2000;
/**
 * Core's paragraph, inserted the same way in every round: the editor's own
 * cost of inserting a block (selection, toolbar, inspector, one frame),
 * which each block's time includes. About 200 ms on the bench's two-core
 * machine, with or without the plugin; a block's time over it is ours.
 */
export const REFERENCE_BLOCK = 'core/paragraph';
/**
 * Core's image, measured beside ours when `--blocks` names it: a block with a
 * placeholder, as most of ours. On a production build each of our blocks is
 * held to its median + insertToReadyMs.overCoreImage (budgets.json).
 */
export const COMPARISON_BLOCK = 'core/image';
/** A block that is not ready after this long counts as failed, in ms. */
const READY_TIMEOUT = 30_000;

/**
 * Where the main thread's time went during one insertion, from a CPU profile
 * of Chromium's (CDP Profiler, 100 µs samples): self time by script file
 * (`components.min.js`, `react-dom.min.js`, a block's edit chunk), with the
 * browser's own work outside JavaScript (style, layout, paint) as
 * "(program)" and the garbage collector's as "(garbage collector)".
 *
 * @param {any} profile CDP Profiler.Profile
 * @return {Record<string, number>} ms by file, idle left out
 */
export function insertionProfile( profile ) {
	/** @type {Map<number, any>} */
	const nodes = new Map(
		profile.nodes.map( ( /** @type {any} */ node ) => [ node.id, node ] )
	);
	/** @type {Record<string, number>} */
	const byFile = {};
	profile.samples.forEach( ( /** @type {number} */ id, i ) => {
		const { functionName, url } = nodes.get( id ).callFrame;
		if ( functionName === '(idle)' ) {
			return;
		}
		const file = url
			? url.split( '?' )[ 0 ].split( '/' ).pop() || url
			: functionName || '(anonymous)';
		byFile[ file ] =
			( byFile[ file ] ?? 0 ) + ( profile.timeDeltas[ i ] ?? 0 ) / 1000;
	} );
	return byFile;
}

/**
 * The insertions' profiles as the mean ms an insertion by file, busiest
 * first, files under 1 ms left out.
 *
 * @param {Array<Record<string, number>>} profiles
 * @return {Record<string, number>} ms by file
 */
function meanProfile( profiles ) {
	/** @type {Record<string, number>} */
	const sums = {};
	for ( const byFile of profiles ) {
		for ( const [ file, ms ] of Object.entries( byFile ) ) {
			sums[ file ] = ( sums[ file ] ?? 0 ) + ms;
		}
	}
	return Object.fromEntries(
		Object.entries( sums )
			.map( ( [ file, ms ] ) => [
				file,
				Math.round( ( ms / profiles.length ) * 10 ) / 10,
			] )
			.filter( ( [ , ms ] ) => Number( ms ) >= 1 )
			.sort( ( a, b ) => Number( b[ 1 ] ) - Number( a[ 1 ] ) )
	);
}

/**
 * Our blocks an author can insert at the top level of a post.
 *
 * @param {import('@playwright/test').Page} page an editor page
 * @return {Promise<string[]>} block names
 */
function insertableBlocks( page ) {
	return page.evaluate( () =>
		/** @type {any} */ ( window ).wp.blocks
			.getBlockTypes()
			.filter(
				( /** @type {any} */ type ) =>
					/^(jetpack|videopress)\//.test( type.name ) &&
					! type.parent &&
					! type.ancestor &&
					type.supports?.inserter !== false
			)
			.map( ( /** @type {any} */ type ) => type.name )
			.sort()
	);
}

/**
 * Opens a fresh editor and waits until the author would insert.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    url     the site's address
 * @param {number}                                    idle    ms to wait once the editor is ready
 */
async function freshEditor( context, url, idle = IDLE_BEFORE_INSERT ) {
	const page = await context.newPage();
	await page.goto( `${ url }/wp-admin/post-new.php`, {
		waitUntil: 'load',
		timeout: 180_000,
	} );
	await page.waitForFunction(
		() => {
			const wp = /** @type {any} */ ( window ).wp;
			return !! wp?.data
				?.select( 'core/editor' )
				?.__unstableIsEditorReady?.();
		},
		null,
		{ timeout: 180_000 }
	);
	await page.waitForTimeout( idle );
	return page;
}

/**
 * Inserts the block and measures, in the page, until it is ready.
 *
 * @param {import('@playwright/test').Page} page
 * @param {string}                          name
 * @return {Promise<{ ms: number, spinner: boolean }>} the time, and whether the block showed its loading spinner (its edit chunk was not there yet)
 */
function insertAndWait( page, name ) {
	return page.evaluate(
		( [ blockName, timeout ] ) =>
			new Promise( ( resolve, reject ) => {
				const wp = /** @type {any} */ ( window ).wp;
				// The canvas iframe may be made again: look it up each frame.
				const documents = () => [
					document,
					...Array.from( document.querySelectorAll( 'iframe' ) )
						.map( ( frame ) => frame.contentDocument )
						.filter( Boolean ),
				];
				const block = wp.blocks.createBlock( blockName );
				const id = block.clientId;
				const start = performance.now();
				const ready = () => {
					const docs = /** @type {Document[]} */ ( documents() );
					const element = docs
						.map( ( doc ) =>
							doc.querySelector( `[data-block="${ id }"]` )
						)
						.find( Boolean );
					return (
						!! element &&
						! element.querySelector(
							'[data-orbit-edit-loading]'
						) &&
						! docs.some( ( doc ) =>
							doc.querySelector(
								`[data-orbit-edit-loading="${ id }"]`
							)
						)
					);
				};
				const state = () =>
					JSON.stringify( {
						inStore: !! wp.data
							.select( 'core/block-editor' )
							.getBlock( id ),
						documents: documents().length,
						blocks: documents().map(
							( doc ) =>
								/** @type {Document} */ (
									doc
								).querySelectorAll( '[data-block]' ).length
						),
						loading: documents().map(
							( doc ) =>
								/** @type {Document} */ (
									doc
								).querySelectorAll(
									'[data-orbit-edit-loading]'
								).length
						),
						chunks: performance
							.getEntriesByType( 'resource' )
							.filter( ( e ) => /chunks\//.test( e.name ) )
							.map(
								( e ) =>
									`${ e.name.replace(
										/.*chunks\//,
										''
									) } ${ ( e.startTime - start ).toFixed(
										0
									) }..${
										/** @type {any} */ (
											e.responseEnd - start
										).toFixed( 0 )
									}`
							),
						spinners: documents().map(
							( doc ) =>
								/** @type {Document} */ (
									doc
								).querySelectorAll( '.components-spinner' )
									.length
						),
					} );
				let spinner = false;
				const check = () => {
					spinner ||= documents().some(
						( doc ) =>
							!! (
								/** @type {Document} */ ( doc ).querySelector(
									`[data-orbit-edit-loading="${ id }"]`
								)
							)
					);
					if ( ready() ) {
						window.requestAnimationFrame( () =>
							setTimeout(
								() =>
									resolve( {
										ms: performance.now() - start,
										spinner,
									} ),
								0
							)
						);
					} else if ( performance.now() - start > timeout ) {
						reject(
							new Error(
								`${ blockName } not ready after ${ timeout } ms: ${ state() }`
							)
						);
					} else {
						window.requestAnimationFrame( check );
					}
				};
				wp.data.dispatch( 'core/block-editor' ).insertBlocks( block );
				check();
			} ),
		/** @type {const} */ ( [ name, READY_TIMEOUT ] )
	);
}

/**
 * @param {{ rounds: number, site?: string, user?: string, password?: string, blocks?: string[], idle?: number, profile?: boolean, log: (line: string) => void }} options
 *                                                                                                                                                                        site: a running site's address (npm start); without it the bench starts its own. profile: a CPU profile of each insertion, its busy time by script file in each block's `profile` (mean ms an insertion; the profiler slows the page: not for the budgets).
 * @return {Promise<{ site: string, rounds: number, idleBeforeInsert: number, reference: { name: string, samples: number[], median: number, p90: number, failures: string[] }, blocks: Record<string, { samples: number[], median: number, p90: number, failures: string[], overReference: number, overImage?: number, profile?: Record<string, number> }> }>} per block, its times and failures, over the reference block and over core/image (when measured), and the reference block's
 */
export async function benchInsertToReady( {
	rounds,
	site,
	user = 'admin',
	password = 'password',
	blocks: only,
	idle = IDLE_BEFORE_INSERT,
	profile = false,
	log,
} ) {
	/** @type {{ stop: () => Promise<void> } | undefined} */
	let server;
	let siteDir = '';
	let url = site?.replace( /\/+$/, '' );
	const browser = await launchBenchBrowser();
	try {
		if ( ! url ) {
			siteDir = fs.mkdtempSync(
				path.join( os.tmpdir(), 'orbit-insert-' )
			);
			log( 'Starting WordPress for insert to ready …' );
			server = await startWordPress( {
				port: await freePort( 8892 ),
				siteDir,
				quiet: true,
				login: false,
				defines: { AUTOSAVE_INTERVAL: 86400 },
			} );
			url = /** @type {{ url: string }} */ ( server ).url;
		}
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		await logIn( context, { url, user, password } );

		// The block list, and no welcome guide in the rounds.
		const first = await freshEditor( context, url );
		await first.evaluate( () =>
			/** @type {any} */ ( window ).wp.data
				.dispatch( 'core/preferences' )
				?.set( 'core/edit-post', 'welcomeGuide', false )
		);
		// --blocks names slugs (map) or names (jetpack/map); naming only core
		// blocks (--blocks=core/image) measures them beside all of ours.
		const ours = only?.filter( ( name ) => ! name.startsWith( 'core/' ) );
		const names = ( await insertableBlocks( first ) ).filter(
			( name ) =>
				! ours?.length ||
				ours.includes( name ) ||
				ours.includes( name.replace( /^[a-z]+\//, '' ) )
		);
		await first.close();
		// Core blocks named in --blocks (core/image) are measured the same
		// way, for comparison (the reference is measured in any case).
		names.push(
			...( only ?? [] ).filter(
				( name ) =>
					name.startsWith( 'core/' ) && name !== REFERENCE_BLOCK
			),
			REFERENCE_BLOCK
		);
		log(
			`Insert to ready: ${
				names.length - 1
			} blocks and ${ REFERENCE_BLOCK } × ${ rounds } rounds`
		);

		/** @type {Record<string, { samples: number[], failures: string[], profiles: Array<Record<string, number>> }>} */
		const figures = Object.fromEntries(
			names.map( ( name ) => [
				name,
				{ samples: [], failures: [], profiles: [] },
			] )
		);
		for ( let r = 0; r < rounds; r++ ) {
			// Alternate the order, so a machine that slows down slows every block.
			const order = r % 2 ? [ ...names ].reverse() : names;
			for ( const name of order ) {
				const page = await freshEditor( context, url, idle );
				const cdp = profile
					? await context.newCDPSession( page )
					: null;
				try {
					if ( cdp ) {
						await cdp.send( 'Profiler.enable' );
						await cdp.send( 'Profiler.setSamplingInterval', {
							interval: 100,
						} );
						await cdp.send( 'Profiler.start' );
					}
					const { ms: time, spinner } = await insertAndWait(
						page,
						name
					);
					if ( cdp ) {
						figures[ name ].profiles.push(
							insertionProfile(
								( await cdp.send( 'Profiler.stop' ) ).profile
							)
						);
					}
					figures[ name ].samples.push( time );
					log(
						`  ${ name }: ${ time.toFixed( 0 ) } ms${
							spinner ? ' (its edit chunk was not there yet)' : ''
						}`
					);
				} catch ( error ) {
					const message =
						error instanceof Error
							? error.message
							: String( error );
					figures[ name ].failures.push( message );
					log( `  ${ name } failed: ${ message }` );
				} finally {
					await page.close( { runBeforeUnload: false } );
				}
			}
			log( `insert round ${ r + 1 }/${ rounds } done` );
		}
		await context.close();
		/** @param {string} name */
		const summary = ( name ) => {
			const { profiles, ...row } = figures[ name ];
			return {
				...row,
				median: quantile( row.samples, 0.5 ),
				p90: quantile( row.samples, 0.9 ),
				...( profiles.length
					? { profile: meanProfile( profiles ) }
					: {} ),
			};
		};
		const reference = {
			name: REFERENCE_BLOCK,
			...summary( REFERENCE_BLOCK ),
		};
		// Core's image, when measured: the budget of our blocks on a
		// production build (budgets.json, insertToReadyMs.overCoreImage).
		const image = names.includes( COMPARISON_BLOCK )
			? summary( COMPARISON_BLOCK )
			: null;
		if ( profile ) {
			for ( const name of names ) {
				log(
					`  ${ name } profile, mean ms an insertion: ${ Object.entries(
						summary( name ).profile ?? {}
					)
						.slice( 0, 8 )
						.map( ( [ file, ms ] ) => `${ file } ${ ms }` )
						.join( ', ' ) }`
				);
			}
		}
		return {
			site: site ? url : 'bench',
			rounds,
			idleBeforeInsert: idle,
			reference,
			blocks: Object.fromEntries(
				names
					.filter( ( name ) => name !== REFERENCE_BLOCK )
					.map( ( name ) => {
						const row = summary( name );
						return [
							name,
							{
								...row,
								overReference: row.median - reference.median,
								...( image && name !== COMPARISON_BLOCK
									? { overImage: row.median - image.median }
									: {} ),
							},
						];
					} )
			),
		};
	} finally {
		await browser.close();
		await server?.stop();
		if ( siteDir ) {
			fs.rmSync( siteDir, { recursive: true, force: true } );
		}
	}
}
