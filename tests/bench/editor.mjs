// @ts-check
/**
 * The editor, measured with and without the plugin in one run (issue 12):
 * two WordPress servers over one site (same files, same database, same
 * post). A must-use plugin of the bench's hides Orbit Blocks from the active
 * plugins for requests that carry its cookie, so either server can serve
 * either side. Rounds alternate the sides, which server serves which, and
 * which goes first: a machine that slows down slows both sides, and neither
 * server's own speed counts for one side only. Chromium is Debian's; each
 * round opens the long post in a new tab of a browser context that stays
 * warm, like an author coming back to the editor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '@playwright/test';
import { freePort, startWordPress, PLUGIN } from '../../tools/wp-server.mjs';
import { launchBenchBrowser, logIn } from './browser.mjs';
import { longPost } from './long-post.mjs';
import { quantile } from './micro.mjs';
import { quietEditorFor } from '../e2e/quiet-editor.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const IN_PAGE = fs.readFileSync( path.join( here, 'in-page.js' ), 'utf8' );

/** A cookie that makes a request run as if the plugin were inactive. */
const WITHOUT_COOKIE = 'orbit_bench_without_plugin';

/**
 * The bench's must-use plugin (in its temporary site only): a request with
 * the cookie loads WordPress without Orbit Blocks, the same as deactivated.
 */
const WITHOUT_PLUGIN = `<?php
// Written by tests/bench/editor.mjs for its own temporary site.
if ( isset( $_COOKIE['${ WITHOUT_COOKIE }'] ) ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( '${ PLUGIN }' ) ) );
		}
	);
}
`;

const TYPED = 'the quick brown fox jumps over the lazy dog ';

/**
 * @typedef {{ serverResponse: number, firstContentfulPaint: number, domContentLoaded: number, load: number, firstBlock: number, typingAverage: number, typingP90: number, inserterOpen: number, inserterSearch: number, blockSelection: number }} RoundFigures
 */

/**
 * @typedef {{ totalMs: number, programMs: number, gcMs: number, ourMs: number, top: Array<{ name: string, file: string, ms: number }> }} TypingProfile
 */

/**
 * Where the main thread's time went while typing, from a CPU profile of
 * Chromium's (CDP Profiler, 100 µs samples): the busy samples' total, of it
 * the browser's own work outside JavaScript (style, layout, paint:
 * "(program)") and the garbage collector's, the plugin's share (functions
 * in files under its folder) and its functions that took most.
 *
 * @param {any} profile CDP Profiler.Profile
 * @return {TypingProfile} the typing's time, ours and the top of ours
 */
export function typingProfile( profile ) {
	/** @type {Map<number, any>} */
	const nodes = new Map(
		profile.nodes.map( ( /** @type {any} */ node ) => [ node.id, node ] )
	);
	/** @type {Map<number, number>} */
	const self = new Map();
	profile.samples.forEach( ( /** @type {number} */ id, i ) =>
		self.set(
			id,
			( self.get( id ) ?? 0 ) + ( profile.timeDeltas[ i ] ?? 0 ) / 1000
		)
	);
	let totalMs = 0;
	let programMs = 0;
	let gcMs = 0;
	let ourMs = 0;
	/** @type {Map<string, { name: string, file: string, ms: number }>} */
	const ours = new Map();
	for ( const [ id, ms ] of self ) {
		const { functionName, url, lineNumber } = nodes.get( id ).callFrame;
		if ( functionName === '(idle)' ) {
			continue;
		}
		totalMs += ms;
		if ( functionName === '(program)' ) {
			programMs += ms;
		}
		if ( functionName === '(garbage collector)' ) {
			gcMs += ms;
		}
		if ( url.includes( '/wp-content/plugins/orbit-blocks/' ) ) {
			ourMs += ms;
			const file = url.split( '/orbit-blocks/' )[ 1 ].split( '?' )[ 0 ];
			const key = `${ file }:${ lineNumber }:${ functionName }`;
			const entry = ours.get( key ) ?? {
				name: functionName || '(anonymous)',
				file,
				ms: 0,
			};
			entry.ms += ms;
			ours.set( key, entry );
		}
	}
	return {
		totalMs,
		programMs,
		gcMs,
		ourMs,
		top: [ ...ours.values() ]
			.sort( ( a, b ) => b.ms - a.ms )
			.slice( 0, 12 ),
	};
}

/**
 * One round: open the post, wait for it, then type, open the inserter,
 * search it and select blocks, each measured in the page.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    editUrl
 * @param {number}                                    keys    keystrokes to type
 * @param {string}                                    shot    where to keep a screenshot of the round's end
 * @param {boolean}                                   profile whether to profile the typing (--profile; both sides)
 * @return {Promise<RoundFigures & { typingProfile?: TypingProfile }>} the round's figures in ms
 */
async function round( context, editUrl, keys, shot, profile = false ) {
	const page = await context.newPage();
	try {
		await page.addInitScript( IN_PAGE );
		await page.goto( editUrl, { waitUntil: 'load', timeout: 180_000 } );
		await page.waitForFunction(
			() => window.__orbitBench && window.__orbitBench.firstBlock > 0,
			null,
			{ timeout: 180_000 }
		);
		const loading = await page.evaluate( () => {
			const [ navigation ] =
				/** @type {PerformanceNavigationTiming[]} */ (
					performance.getEntriesByType( 'navigation' )
				);
			const paint = performance.getEntriesByName(
				'first-contentful-paint'
			)[ 0 ];
			return {
				serverResponse:
					navigation.responseStart - navigation.requestStart,
				firstContentfulPaint: paint ? paint.startTime : NaN,
				domContentLoaded: navigation.domContentLoadedEventEnd,
				load: navigation.loadEventEnd,
				firstBlock: window.__orbitBench.firstBlock,
			};
		} );
		// Let the editor settle (late resolvers, the canvas styles).
		await page.waitForTimeout( 1000 );

		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		const paragraphs = canvas.locator( 'p.wp-block-paragraph[data-block]' );

		// Typing, at the end of the second paragraph.
		await page.evaluate( () => window.__orbitBench.watchTyping() );
		await paragraphs.nth( 1 ).click();
		// The end of the paragraph (End alone goes to the end of its line).
		await page.keyboard.press( 'Control+End' );
		const cdp = profile ? await context.newCDPSession( page ) : null;
		if ( cdp ) {
			await cdp.send( 'Profiler.enable' );
			await cdp.send( 'Profiler.setSamplingInterval', { interval: 100 } );
			await cdp.send( 'Profiler.start' );
		}
		const latencies = [];
		for ( let i = 0; i < keys; i++ ) {
			await page.keyboard.press(
				TYPED[ i % TYPED.length ] === ' '
					? 'Space'
					: TYPED[ i % TYPED.length ]
			);
			await page.evaluate(
				( count ) => window.__orbitBench.typed( count ),
				i + 1
			);
		}
		latencies.push(
			...( await page.evaluate( () => window.__orbitBench.keyLatencies ) )
		);
		const typingCpu = cdp
			? typingProfile( ( await cdp.send( 'Profiler.stop' ) ).profile )
			: undefined;
		await cdp?.detach();
		// The figures count only if the letters went where they should.
		const typed = Array.from( { length: keys }, ( _, i ) =>
			TYPED.charAt( i % TYPED.length )
		).join( '' );
		const text = ( await paragraphs.nth( 1 ).textContent() ) ?? '';
		const spaces = ( /** @type {string} */ value ) =>
			value.replace( /\s+/g, ' ' ).trim();
		if ( ! spaces( text ).endsWith( spaces( typed ) ) ) {
			throw new Error(
				`The typed text is not in the paragraph: "${ text.slice(
					-60
				) }"`
			);
		}

		// Block selection: a mousedown on another paragraph until it is selected.
		const selections = [];
		for ( let i = 2; i < 7; i++ ) {
			const id = await paragraphs.nth( i ).getAttribute( 'id' );
			await page.evaluate(
				( selector ) =>
					window.__orbitBench.arm( 'mousedown', selector ),
				`[id="${ id }"].is-selected`
			);
			await paragraphs.nth( i ).click();
			selections.push(
				await page.evaluate( () => window.__orbitBench.result() )
			);
		}

		// The inserter: open it until its block list shows, then search it
		// until Heading is the answer. (The search field waits 250 ms after
		// the last input before it filters; that is in both figures.)
		await page.evaluate( () =>
			window.__orbitBench.arm(
				'click',
				'.block-editor-inserter__menu .block-editor-block-types-list__item'
			)
		);
		await page.locator( '.editor-document-tools__inserter-toggle' ).click();
		const inserterOpen = await page.evaluate( () =>
			window.__orbitBench.result()
		);
		const search = page.locator( '.block-editor-inserter__search input' );
		await search.focus();
		await page.evaluate( () =>
			window.__orbitBench.arm(
				'input',
				'.block-editor-inserter__main-area [aria-label="Blocks"] .block-editor-block-types-list__item-title',
				'Heading'
			)
		);
		await search.fill( 'heading' );
		const inserterSearch = await page.evaluate( () =>
			window.__orbitBench.result()
		);
		// What the round did, for a person to look at.
		await page.screenshot( { path: shot } );

		return {
			...loading,
			typingAverage:
				latencies.reduce( ( sum, value ) => sum + value, 0 ) /
				latencies.length,
			typingP90: quantile( latencies, 0.9 ),
			inserterOpen,
			inserterSearch,
			blockSelection: quantile( selections, 0.5 ),
			...( typingCpu ? { typingProfile: typingCpu } : {} ),
		};
	} catch ( error ) {
		// What the page showed, to see why.
		const failed = shot.replace( /\.png$/, '-failed.png' );
		await page.screenshot( { path: failed } ).catch( () => {} );
		throw new Error(
			`${
				error.message
			}\n(page: ${ page.url() }; screenshot: ${ failed })`
		);
	} finally {
		await page.close( { runBeforeUnload: false } );
	}
}

/**
 * Which files a visitor's page of a post without our blocks loads from the
 * plugin (there should be none).
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    url
 */
async function pluginFilesOnPlainPage( context, url ) {
	const page = await context.newPage();
	const loaded = [];
	page.on( 'response', async ( response ) => {
		if ( response.url().includes( '/wp-content/plugins/orbit-blocks/' ) ) {
			loaded.push( {
				url: new URL( response.url() ).pathname,
				bytes: (
					await response.body().catch( () => Buffer.alloc( 0 ) )
				).length,
			} );
		}
	} );
	await page.goto( url, { waitUntil: 'load' } );
	const inline = await page.evaluate( () =>
		Array.from(
			document.querySelectorAll(
				'[id^="orbit-blocks"], [id^="jetpack-"]'
			)
		).map( ( element ) => element.id )
	);
	await page.close();
	return { files: loaded, inlineElements: inline };
}

/**
 * @param {{ rounds: number, keys: number, ourBlocks: boolean, shotDir: string, log: (line: string) => void, profile?: boolean }} options
 */
export async function benchEditor( {
	rounds,
	keys,
	ourBlocks,
	shotDir,
	log,
	profile = false,
} ) {
	fs.mkdirSync( shotDir, { recursive: true } );
	const siteDir = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-bench-' ) );
	const muPlugins = path.join( siteDir, 'wordpress/wp-content/mu-plugins' );
	/** @type {Array<{ stop: () => Promise<void> }>} */
	const servers = [];
	const browser = await launchBenchBrowser();
	try {
		// Autosave would write to the database in the middle of a round.
		const defines = { AUTOSAVE_INTERVAL: 86400 };
		log( 'Starting WordPress twice over one site …' );
		const first = await startWordPress( {
			port: await freePort( 8890 ),
			siteDir,
			quiet: true,
			login: false,
			defines,
		} );
		servers.push( first );
		fs.mkdirSync( muPlugins, { recursive: true } );
		fs.writeFileSync(
			path.join( muPlugins, 'orbit-bench-without-plugin.php' ),
			WITHOUT_PLUGIN
		);
		const second = await startWordPress( {
			port: await freePort( 8891 ),
			siteDir,
			quiet: true,
			login: false,
			// The first one activated it, in the database they share.
			activate: false,
			defines,
		} );
		servers.push( second );

		const storageStatePath = path.join( siteDir, 'admin.json' );
		// The utilities read the site's address from the environment.
		process.env.WP_BASE_URL = first.url;
		const { RequestUtils } = await import(
			'@wordpress/e2e-test-utils-playwright'
		);
		const api = await request.newContext( { baseURL: first.url } );
		const requestUtils = new RequestUtils( api, {
			storageStatePath,
			baseURL: first.url,
		} );
		await requestUtils.setupRest();
		await quietEditorFor( requestUtils );
		const post = longPost( 1000, ourBlocks );
		const { id } = await requestUtils.createPost( {
			title: 'A long post for the bench',
			content: post.content,
			status: 'publish',
		} );
		const plain = await requestUtils.createPost( {
			title: 'A post without our blocks',
			content:
				'<!-- wp:paragraph -->\n<p>Nothing of ours here.</p>\n<!-- /wp:paragraph -->',
			status: 'publish',
		} );
		await api.dispose();
		log(
			`Post ${ id }: ${ post.blocks } blocks, ${ post.ours } of them ours.`
		);

		// Each server has its own address, so its own cookie names: log in to each.
		/** @type {Array<{ context: import('@playwright/test').BrowserContext, url: string, editUrl: string }>} */
		const sites = [];
		for ( const server of [ first, second ] ) {
			const context = await browser.newContext( {
				viewport: { width: 1280, height: 900 },
			} );
			await logIn( context, { url: server.url } );
			sites.push( {
				context,
				url: server.url,
				editUrl: `${ server.url }/wp-admin/post.php?post=${ id }&action=edit`,
			} );
		}
		/** @type {Record<'with' | 'without', RoundFigures[]>} */
		const figures = { with: [], without: [] };
		const measure = async (
			/** @type {{ context: import('@playwright/test').BrowserContext, url: string, editUrl: string }} */ site,
			/** @type {'with' | 'without'} */ side,
			/** @type {number} */ keystrokes
		) => {
			if ( side === 'without' ) {
				await site.context.addCookies( [
					{ name: WITHOUT_COOKIE, value: '1', url: site.url },
				] );
			} else {
				await site.context.clearCookies( { name: WITHOUT_COOKIE } );
			}
			return round(
				site.context,
				site.editUrl,
				keystrokes,
				path.join( shotDir, `editor-${ side }-plugin.png` ),
				profile
			);
		};

		// Warm-up (caches, PHP's opcode cache): each server, each side, not counted.
		for ( const site of sites ) {
			for ( const side of /** @type {const} */ ( [
				'with',
				'without',
			] ) ) {
				await measure( site, side, 20 );
			}
		}
		for ( let r = 0; r < rounds; r++ ) {
			// Every 4 rounds hold each server × side × first-or-second once.
			const withSite = sites[ r % 2 ];
			const withoutSite = sites[ ( r + 1 ) % 2 ];
			const pairs = /** @type {const} */ ( [
				[ withSite, 'with' ],
				[ withoutSite, 'without' ],
			] );
			const order = Math.floor( r / 2 ) % 2 ? [ 1, 0 ] : [ 0, 1 ];
			for ( const index of order ) {
				const [ site, side ] = pairs[ index ];
				figures[ side ].push( await measure( site, side, keys ) );
			}
			log(
				`round ${ r + 1 }/${ rounds }: first block ${ figures.with[
					r
				].firstBlock.toFixed( 0 ) } ms with, ${ figures.without[
					r
				].firstBlock.toFixed(
					0
				) } ms without; typing p90 ${ figures.with[
					r
				].typingP90.toFixed( 1 ) } ms with, ${ figures.without[
					r
				].typingP90.toFixed( 1 ) } ms without`
			);
			const cpu = /** @type {any} */ ( figures.with[ r ] ).typingProfile;
			const cpuWithout = /** @type {any} */ ( figures.without[ r ] )
				.typingProfile;
			if ( cpu && cpuWithout ) {
				const parts = ( /** @type {any} */ one ) =>
					`${ one.totalMs.toFixed(
						0
					) } ms (browser ${ one.programMs.toFixed(
						0
					) }, GC ${ one.gcMs.toFixed( 0 ) })`;
				log(
					`  typing CPU: with ${ parts( cpu ) }, without ${ parts(
						cpuWithout
					) }; ours ${ cpu.ourMs.toFixed( 1 ) } ms: ${ cpu.top
						.map(
							( /** @type {any} */ one ) =>
								`${ one.name } (${
									one.file
								}) ${ one.ms.toFixed( 1 ) }`
						)
						.join( '; ' ) }`
				);
			}
		}

		await sites[ 0 ].context.clearCookies( { name: WITHOUT_COOKIE } );
		const plainPage = await pluginFilesOnPlainPage(
			sites[ 0 ].context,
			`${ first.url }/?p=${ plain.id }`
		);
		await Promise.all( sites.map( ( site ) => site.context.close() ) );
		return {
			post: { blocks: post.blocks, ours: post.ours },
			rounds,
			keys,
			with: figures.with,
			without: figures.without,
			plainPage,
		};
	} finally {
		await browser.close();
		for ( const server of servers.reverse() ) {
			await server.stop();
		}
		fs.rmSync( siteDir, { recursive: true, force: true } );
	}
}
