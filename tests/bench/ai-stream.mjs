// @ts-check
/* global MutationObserver, requestAnimationFrame */
/**
 * Streaming bench (issue 4): an answer of 2,000 server-sent chunks streamed
 * into the AI Assistant block in the real editor (Debian's Chromium, one
 * WordPress of its own). The query endpoint is answered by page.route with
 * the whole SSE body (loopback-only: the site's own AI route), so the figure
 * is the editor's rendering, not a network. Reported per round and as
 * medians: time from Send to the first painted answer text, time to the
 * whole answer on screen, the longest main-thread task (PerformanceObserver
 * "longtask") and the total of long tasks while streaming.
 *
 *   npm run bench -- --only=ai-stream [--ai-rounds=N] [--no-build]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { freePort, startWordPress } from '../../tools/wp-server.mjs';
import { quantile } from './micro.mjs';
import { connectAccountFromEditor } from '../e2e/connect-account.mjs';
import { quietEditorFor } from '../e2e/quiet-editor.mjs';
import { launchBenchBrowser } from './browser.mjs';

export const CHUNKS = 2000;

/**
 * The chunk texts: markdown with headings, paragraphs and lists.
 *
 * @param {number} count how many chunks
 */
export function streamChunks( count = CHUNKS ) {
	const words = [
		'orbit',
		'stream',
		'editor',
		'block',
		'render',
		'frame',
		'chunk',
		'answer',
	];
	/** @type {string[]} */
	const chunks = [];
	for ( let i = 0; i < count; i++ ) {
		if ( i % 150 === 0 ) {
			chunks.push(
				`${ i ? '\n\n' : '' }## Section ${ i / 150 + 1 }\n\n`
			);
		} else if ( i % 50 === 0 ) {
			chunks.push( '\n\n- ' );
		} else if ( i % 50 > 40 && i % 10 === 0 ) {
			chunks.push( '\n- ' );
		} else {
			chunks.push( `${ words[ i % words.length ] } ` );
		}
	}
	return chunks;
}

/**
 * The SSE body: one data line a chunk, then [DONE].
 *
 * @param {string[]} chunks the chunk texts
 */
export function sseBody( chunks = streamChunks() ) {
	return (
		chunks
			.map(
				( content ) =>
					`data: ${ JSON.stringify( {
						choices: [ { delta: { content } } ],
					} ) }\n\n`
			)
			.join( '' ) + 'data: [DONE]\n\n'
	);
}

/**
 * The site's own answer, or `fallback` when the route does not exist.
 *
 * @param {import('@playwright/test').Route} route
 * @param {unknown}                          fallback
 */
async function standIn( route, fallback ) {
	const response = await route.fetch();
	if ( response.status() !== 404 ) {
		return route.fulfill( { response } );
	}
	return route.fulfill( { status: 200, json: fallback } );
}

/** Installed before the editor loads: the long-task observer. */
const IN_PAGE = `
window.__aiBench = { longTasks: [] };
try {
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			window.__aiBench.longTasks.push( { start: entry.startTime, duration: entry.duration } );
		}
	} ).observe( { type: 'longtask', buffered: true } );
} catch ( e ) {}
`;

/**
 * @param {import('@playwright/test').Page} page
 * @param {string}                          lastWords the end of the answer, to know it is all shown
 * @param {string}                          prompt    what is sent
 */
async function round( page, lastWords, prompt ) {
	// A fresh block each round.
	await page.evaluate( () => {
		const { dispatch } = /** @type {any} */ ( window ).wp.data;
		const { createBlock } = /** @type {any} */ ( window ).wp.blocks;
		dispatch( 'core/block-editor' ).resetBlocks( [
			createBlock( 'jetpack/ai-assistant' ),
		] );
	} );
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const input = canvas.getByRole( 'textbox', { name: 'AI prompt' } );
	await input.waitFor( { timeout: 120_000 } );
	await input.fill( prompt );
	const frame = page.frame( { name: 'editor-canvas' } ) ?? page.mainFrame();
	// Watch the block for its first answer text and for the last words.
	await frame.evaluate( ( last ) => {
		const w = /** @type {any} */ ( window );
		const block = document.querySelector(
			'.wp-block-jetpack-ai-assistant'
		);
		w.__aiRound = { first: 0, all: 0 };
		const observer = new MutationObserver( () => {
			const answer = block?.querySelector( '.ai-assistant__content' );
			const text = answer?.textContent ?? '';
			if ( ! w.__aiRound.first && text.trim() ) {
				requestAnimationFrame( () => {
					w.__aiRound.first = performance.now();
				} );
			}
			if ( ! w.__aiRound.all && text.includes( last ) ) {
				requestAnimationFrame( () => {
					w.__aiRound.all = performance.now();
				} );
				observer.disconnect();
			}
		} );
		if ( block ) {
			observer.observe( block, {
				childList: true,
				subtree: true,
				characterData: true,
			} );
		}
	}, lastWords );
	const before = await page.evaluate( () => {
		/** @type {any} */ ( window ).__aiBench.longTasks = [];
		return 0;
	} );
	const start = await frame.evaluate( () => performance.now() );
	await input.press( 'Enter' );
	await frame.waitForFunction(
		() => /** @type {any} */ ( window ).__aiRound.all > 0,
		null,
		{ timeout: 120_000 }
	);
	const figures = await frame.evaluate(
		() => /** @type {any} */ ( window ).__aiRound
	);
	// Long tasks of the editor's page (the canvas iframe shares its thread).
	const tasks = /** @type {Array<{ start: number, duration: number }>} */ (
		await page.evaluate(
			() => /** @type {any} */ ( window ).__aiBench.longTasks
		)
	);
	void before;
	return {
		firstText: figures.first - start,
		wholeAnswer: figures.all - start,
		longestTask: tasks.reduce(
			( max, task ) => Math.max( max, task.duration ),
			0
		),
		longTaskTotal: tasks.reduce( ( sum, task ) => sum + task.duration, 0 ),
	};
}

/**
 * @param {{ rounds: number, shotDir: string, log: ( line: string ) => void }} options
 */
export async function benchAiStream( { rounds, shotDir, log } ) {
	fs.mkdirSync( shotDir, { recursive: true } );
	const siteDir = fs.mkdtempSync(
		path.join( os.tmpdir(), 'orbit-ai-bench-' )
	);
	const browser = await launchBenchBrowser();
	/** @type {{ stop: () => Promise<void> } | undefined} */
	let server;
	try {
		log( 'AI stream: starting WordPress …' );
		server = await startWordPress( {
			port: await freePort( 8895 ),
			siteDir,
			quiet: true,
			login: false,
			defines: {
				AUTOSAVE_INTERVAL: 86400,
				ORBIT_BLOCKS_TEST_SWITCHES: true,
				// The account is connected on the local provider's
				// authorization page, one of the development stand-ins.
				ORBIT_BLOCKS_LOCAL_SERVICES: true,
			},
		} );
		const url = /** @type {any} */ ( server ).url;
		process.env.WP_BASE_URL = url;
		const { RequestUtils } = await import(
			'@wordpress/e2e-test-utils-playwright'
		);
		const api = await request.newContext( { baseURL: url } );
		const requestUtils = new RequestUtils( api, {
			storageStatePath: path.join( siteDir, 'admin.json' ),
			baseURL: url,
		} );
		await requestUtils.setupRest();
		await quietEditorFor( requestUtils );
		const { id } = await requestUtils.createPost( {
			title: 'AI stream bench',
			status: 'draft',
		} );
		await api.dispose();

		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		const page = await context.newPage();
		// The editor's first load on a busy machine can take a minute.
		page.setDefaultNavigationTimeout( 180_000 );
		await page.goto( `${ url }/wp-login.php` );
		await page.fill( '#user_login', 'admin' );
		await page.fill( '#user_pass', 'password' );
		await Promise.all( [
			page.waitForURL( '**/wp-admin/**', {
				waitUntil: 'domcontentloaded',
			} ),
			page.click( '#wp-submit' ),
		] );
		// AI is only for connected accounts (spec 1 section 6).
		await connectAccountFromEditor( page, async () => {
			await page.goto( `${ url }/wp-admin/post-new.php` );
			await page.waitForFunction(
				() => /** @type {any} */ ( window ).orbitBlocksEditorState
			);
		} );

		const chunks = streamChunks();
		const body = sseBody( chunks );
		const lastWords = chunks.slice( -3 ).join( '' ).trim();
		// The site's own AI query route (the local provider's): answered here
		// with the whole body at once ("burst"), or left to the local offline
		// responder, which streams its 2,000 chunks as they are written.
		let mode = 'burst';
		await page.route( /jetpack-ai-query/, ( route ) =>
			route.request().method() === 'POST' && mode === 'burst'
				? route.fulfill( {
						status: 200,
						headers: {
							'content-type': 'text/event-stream',
							'cache-control': 'no-cache',
						},
						body,
				  } )
				: route.fallback()
		);
		// The token and feature routes are the local provider's; where it
		// does not serve them (yet), a stand-in answer keeps the bench going.
		await page.route(
			/ai-jwt|openai-query%2Fjwt|openai-query\/jwt/,
			( route ) => standIn( route, { token: 'bench-token', blog_id: 1 } )
		);
		await page.route( /ai-assistant-feature/, ( route ) =>
			standIn( route, {
				'has-feature': true,
				'is-over-limit': false,
				'requests-count': 0,
				'requests-limit': 20,
				'site-require-upgrade': false,
				'upgrade-type': 'default',
			} )
		);
		await page.addInitScript( IN_PAGE );
		await page.goto(
			`${ url }/wp-admin/post.php?post=${ id }&action=edit`,
			{
				timeout: 180_000,
			}
		);
		await page.waitForFunction(
			() =>
				!! (
					/** @type {any} */ ( window ).wp?.blocks?.getBlockType(
						'jetpack/ai-assistant'
					)
				),
			null,
			{ timeout: 180_000 }
		);
		const modes = {
			burst: {
				prompt: 'Write a long post about streaming',
				lastWords,
				label: 'all 2,000 chunks in one response (page.route)',
			},
			stream: {
				prompt: `Write a long post about streaming [[offline:chunks=${ CHUNKS }]] [[offline:delay=2]]`,
				lastWords: `w${ CHUNKS - 1 } w${ CHUNKS }`,
				label: 'the local offline responder streaming 2,000 chunks, 2 ms apart',
			},
		};
		// A first round loads the edit chunk, the stream reader and a token.
		await round( page, lastWords, modes.burst.prompt );
		/** @type {Record<string, any>} */
		const summaries = {};
		for ( const [ name, setup ] of Object.entries( modes ) ) {
			mode = name;
			/** @type {Array<Record<string, number>>} */
			const results = [];
			for ( let i = 0; i < rounds; i++ ) {
				const figures = await round(
					page,
					setup.lastWords,
					setup.prompt
				);
				log(
					`AI stream (${ name }) round ${
						i + 1
					}: first text ${ figures.firstText.toFixed(
						0
					) } ms, whole answer ${ figures.wholeAnswer.toFixed(
						0
					) } ms, longest task ${ figures.longestTask.toFixed(
						0
					) } ms`
				);
				results.push( figures );
			}
			if ( name === 'stream' ) {
				await page.screenshot( {
					path: path.join( shotDir, 'ai-stream.png' ),
				} );
			}
			const median = ( /** @type {string} */ key ) =>
				quantile(
					results.map( ( r ) => r[ key ] ),
					0.5
				);
			summaries[ name ] = {
				label: setup.label,
				rounds: results,
				firstText: median( 'firstText' ),
				wholeAnswer: median( 'wholeAnswer' ),
				longestTask: median( 'longestTask' ),
				longestTaskMax: Math.max(
					...results.map( ( r ) => r.longestTask )
				),
				longTaskTotal: median( 'longTaskTotal' ),
			};
		}
		await context.close();
		return {
			chunks: CHUNKS,
			summaries,
			markdown: markdownSection( summaries, rounds ),
		};
	} finally {
		await browser.close();
		await server?.stop();
	}
}

/**
 * @param {Record<string, any>} summaries
 * @param {number}              rounds
 */
function markdownSection( summaries, rounds ) {
	const ms = ( /** @type {number} */ v ) => `${ v.toFixed( 0 ) } ms`;
	const names = Object.keys( summaries );
	const row = (
		/** @type {string} */ label,
		/** @type {( s: any ) => string} */ cell
	) =>
		`| ${ label } | ${ names
			.map( ( name ) => cell( summaries[ name ] ) )
			.join( ' | ' ) } |`;
	return [
		'',
		`## AI stream (${ CHUNKS } chunks into the AI Assistant block, median of ${ rounds } rounds)`,
		'',
		`| figure | ${ names.join( ' | ' ) } |`,
		`|---|${ names.map( () => '---:' ).join( '|' ) }|`,
		row( 'Source', ( s ) => s.label ),
		row( 'Send to first painted text', ( s ) => ms( s.firstText ) ),
		row( 'Send to whole answer on screen', ( s ) => ms( s.wholeAnswer ) ),
		row(
			'Longest main-thread task (median / worst)',
			( s ) => `${ ms( s.longestTask ) } / ${ ms( s.longestTaskMax ) }`
		),
		row( 'Long tasks in total', ( s ) => ms( s.longTaskTotal ) ),
		'',
	].join( '\n' );
}
