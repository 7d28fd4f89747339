// @ts-check
/**
 * What visitors pay for each block (`npm run bench -- --only=frontend`): one
 * throw-away WordPress on the machine's PHP (tools/php-server.mjs, as the e2e
 * runner), Debian's Chromium, and for each of our blocks two published
 * pages: one holding the block, one holding the core block of similar
 * content (tests/bench/frontend-pages.mjs). Rounds alternate the two pages
 * and which goes first; each load is a new browser context (a first visit,
 * nothing cached). Loopback only: every other host (Mapbox, Calendly,
 * Eventbrite, Pinterest, Tock, OpenTable, GIPHY, Google) is answered by
 * page.route with a local stand-in.
 *
 * Measured in the page (tests/bench/frontend-in-page.js): total blocking
 * time, largest contentful paint, layout shift, render- and parser-blocking
 * files; and from Chromium's network events (CDP): bytes transferred of the
 * plugin's JS and CSS (URLs under its folder), its inline styles and
 * scripts, third-party bytes and the page's total. Each round also loads
 * each page on Lighthouse's phone (MOBILE: 412×823, its pixel ratio, touch),
 * where a narrow column wraps the blocks differently, for its layout shift
 * (clsMobile): the shift a visitor sees is the larger of the two. The
 * desktop is Lighthouse's too (1350×940), and the theme's web fonts come
 * after the first paint (FONT_DELAY_MS), so that the page swaps fonts as
 * on a busy server; each visit names what moved in its largest shift.
 *
 * Stand-ins draw what the real widgets draw, at their size, where the page's
 * layout depends on it: Tock's script puts its booking button in the
 * container (TOCK_STAND_IN), Pinterest's and OpenTable's are the plugin's own
 * local stand-ins (ORBIT_BLOCKS_LOCAL_SERVICES).
 *
 * Lazy loading: for each block with a heavy part (a library, a widget
 * loader, an iframe), a second page puts the block about four screens down;
 * its heavy bytes must be 0 after the page has loaded and settled, and more
 * than 0 once the block is scrolled into view.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	runWithWordPress,
	startNativeWordPress,
} from '../../tools/php-server.mjs';
import { freePort } from '../../tools/wp-server.mjs';
import { launchBenchBrowser } from './browser.mjs';
import { FRONTEND_BLOCKS, coreMarkup, pageContent } from './frontend-pages.mjs';
import { frontendSummary } from './frontend-report.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const root = path.resolve( here, '../..' );
const IN_PAGE = fs.readFileSync(
	path.join( here, 'frontend-in-page.js' ),
	'utf8'
);
const E2E_FIXTURES = path.join( root, 'tests/e2e/fixtures' );
const PLUGIN_PATH = '/wp-content/plugins/orbit-blocks/';

/**
 * The bench's must-use plugin: core's embed of a Pinterest address gets the
 * HTML Pinterest's oEmbed answers with (a link marked for the widget and
 * pinit.js), as a site on the internet would, without a request.
 */
const PINTEREST_OEMBED = `<?php
// Written by tests/bench/frontend.mjs for its own temporary site.
add_filter(
	'pre_oembed_result',
	static function ( $result, $url ) {
		if ( ! preg_match( '#^https://www\\.pinterest\\.com/pin/\\d+/?$#', $url ) ) {
			return $result;
		}
		return '<a data-pin-do="embedPin" href="' . esc_url( $url ) . '"></a><script async defer src="https://assets.pinterest.com/js/pinit.js"></script>';
	},
	10,
	2
);
`;

/**
 * Local stand-ins for third-party addresses: the e2e suite's test doubles
 * where there is one, an empty script, page or picture otherwise.
 *
 * @param {URL} url
 * @return {{ contentType: string, body: Buffer | string }} the answer
 */
function standIn( url ) {
	const file = ( /** @type {string} */ name ) =>
		fs.readFileSync( path.join( E2E_FIXTURES, name ) );
	const href = url.href;
	if ( /exploretock\.com\/tock\.js/.test( href ) ) {
		return { contentType: 'text/javascript', body: TOCK_STAND_IN };
	}
	if ( /pinit(_main)?\.js/.test( href ) ) {
		return {
			contentType: 'text/javascript',
			body: file( 'pinterest/pinit.js' ),
		};
	}
	if ( /eb_widgets\.js/.test( href ) ) {
		return {
			contentType: 'text/javascript',
			body: file( 'eventbrite/eb_widgets.js' ),
		};
	}
	if ( /calendly\.com\/.*widget\.js/.test( href ) ) {
		return {
			contentType: 'text/javascript',
			body: file( 'calendly/widget.js' ),
		};
	}
	if ( /calendly\.com/.test( href ) ) {
		return {
			contentType: 'text/html',
			body: file( 'calendly/booking-page.html' ),
		};
	}
	if ( /calendar\.google\.com/.test( href ) ) {
		return {
			contentType: 'text/html',
			body: file( 'google-calendar/embed.html' ),
		};
	}
	if ( /\.(png|jpe?g|gif|webp)(\?|$)/.test( url.pathname ) ) {
		return {
			contentType: 'image/png',
			body: file( 'pinterest/pin-image.png' ),
		};
	}
	if ( /\.js$/.test( url.pathname ) || /loader/.test( url.pathname ) ) {
		return {
			contentType: 'text/javascript',
			body: '/* a third-party script, stood in by the bench */',
		};
	}
	if ( /\.css$/.test( url.pathname ) ) {
		return { contentType: 'text/css', body: '' };
	}
	return {
		contentType: 'text/html',
		body: '<!doctype html><title>Stand-in</title><p>A third-party page, stood in by the bench.</p>',
	};
}

/**
 * Tock's script, stood in: its booking button in the container, as tall as
 * Tock's (the editor's preview holds the same height, blocks/tock/
 * editor.scss).
 */
const TOCK_STAND_IN = `document.querySelectorAll( '#Tock_widget_container' ).forEach( function ( container ) {
	var button = document.createElement( 'button' );
	button.type = 'button';
	button.textContent = 'Book now';
	button.style.cssText = 'display:inline-block;box-sizing:border-box;height:56px;padding:0 24px;border:0;border-radius:4px;background:#0070c9;color:#fff;font:600 16px/56px sans-serif';
	container.appendChild( button );
} );`;

/** Lighthouse's phone (its default mobile emulation), for layout shift. */
export const MOBILE = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	isMobile: true,
	hasTouch: true,
};
/** Lighthouse's desktop (`--preset=desktop`). */
const DESKTOP = { viewport: { width: 1350, height: 940 } };

/**
 * How late the theme's web fonts arrive: after the first paint, past
 * `font-display: fallback`'s 100 ms block period (WordPress's default for a
 * theme's fonts), as on a busy web server or Lighthouse's throttled load, so
 * that the page paints in the fallback font first and swaps. On loopback the
 * font would come within the block period and nothing would ever swap.
 */
export const FONT_DELAY_MS = 600;

const isLoopback = ( /** @type {URL} */ url ) =>
	[ '127.0.0.1', 'localhost', '[::1]' ].includes( url.hostname );

/**
 * @param {URL} url
 * @return {boolean} whether it is a web font of the site's (the theme's, WordPress's font library's)
 */
export const isSiteFont = ( url ) =>
	isLoopback( url ) && /\.(woff2?|ttf|otf)$/.test( url.pathname );

/**
 * @typedef {{ url: string, type: string, bytes: number }} Transfer
 * @typedef {{
 *   ourJs: number, ourCss: number, ourInlineCss: number, ourInlineJs: number,
 *   thirdParty: number, total: number, heavy: number,
 *   tbt: number, lcp: number, cls: number, clsMobile?: number, shifted?: string[], shiftedMobile?: string[], fcp: number, longestTask: number,
 *   renderBlocking: string[], parserBlocking: string[], ourFiles: string[],
 * }} Visit
 */

/**
 * Sums the transfers: the plugin's JS and CSS, third parties, everything,
 * and the block's heavy part.
 *
 * @param {Transfer[]}  transfers
 * @param {RegExp|null} heavy
 */
export function classifyTransfers( transfers, heavy ) {
	const sums = { ourJs: 0, ourCss: 0, thirdParty: 0, total: 0, heavy: 0 };
	/** @type {string[]} */
	const ourFiles = [];
	for ( const transfer of transfers ) {
		const url = new URL( transfer.url );
		sums.total += transfer.bytes;
		if ( ! isLoopback( url ) ) {
			sums.thirdParty += transfer.bytes;
		}
		if ( heavy && heavy.test( transfer.url ) ) {
			sums.heavy += transfer.bytes;
		}
		if ( isLoopback( url ) && url.pathname.includes( PLUGIN_PATH ) ) {
			ourFiles.push( url.pathname.split( PLUGIN_PATH )[ 1 ] );
			if ( url.pathname.endsWith( '.js' ) ) {
				sums.ourJs += transfer.bytes;
			} else if ( url.pathname.endsWith( '.css' ) ) {
				sums.ourCss += transfer.bytes;
			}
		}
	}
	return { ...sums, ourFiles };
}

/**
 * Waits until the page has had no request for a while (at most 8 s), then
 * a little more for late paints.
 *
 * @param {import('@playwright/test').Page} page
 */
async function settle( page ) {
	await page
		.waitForLoadState( 'networkidle', { timeout: 8000 } )
		.catch( () => {} );
	await page.waitForTimeout( 500 );
}

/**
 * One visit in a fresh context: the page's figures, and with `scrollTo` the
 * heavy bytes before and after the block is scrolled into view.
 *
 * @param {import('@playwright/test').Browser}                                             browser
 * @param {string}                                                                         url
 * @param {{ heavy?: RegExp, scrollTo?: string, device?: typeof MOBILE | typeof DESKTOP }} options
 * @return {Promise<Visit & { heavyAfterScroll?: number }>} the figures
 */
async function visit( browser, url, { heavy, scrollTo, device = DESKTOP } ) {
	const context = await browser.newContext( device );
	/**
	 * Third parties' answers, counted here: an iframe of another origin
	 * runs in a process of its own, whose requests the page's CDP session
	 * does not see.
	 *
	 * @type {Transfer[]}
	 */
	const thirdParty = [];
	try {
		await context.route(
			( address ) => ! isLoopback( address ),
			( route ) => {
				const answer = standIn( new URL( route.request().url() ) );
				thirdParty.push( {
					url: route.request().url(),
					type: route.request().resourceType(),
					bytes: Buffer.byteLength( answer.body ),
				} );
				return route.fulfill( {
					status: 200,
					contentType: answer.contentType,
					body: answer.body,
				} );
			}
		);
		await context.route(
			( address ) => isSiteFont( address ),
			async ( route ) => {
				await new Promise( ( resolve ) =>
					setTimeout( resolve, FONT_DELAY_MS )
				);
				await route.continue();
			}
		);
		const page = await context.newPage();
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Network.enable' );
		/** @type {Map<string, Transfer>} */
		const transfers = new Map();
		cdp.on( 'Network.requestWillBeSent', ( event ) => {
			if (
				! event.request.url.startsWith( 'data:' ) &&
				isLoopback( new URL( event.request.url ) )
			) {
				transfers.set( event.requestId, {
					url: event.request.url,
					type: event.type ?? '',
					bytes: 0,
				} );
			}
		} );
		cdp.on( 'Network.loadingFinished', ( event ) => {
			const transfer = transfers.get( event.requestId );
			if ( transfer ) {
				transfer.bytes = event.encodedDataLength;
			}
		} );
		await page.addInitScript( IN_PAGE );
		await page.goto( url, { waitUntil: 'load', timeout: 90_000 } );
		await settle( page );
		const inPage = await page.evaluate( () =>
			/** @type {any} */ ( window ).__orbitFrontend.read()
		);
		const sums = classifyTransfers(
			[ ...transfers.values(), ...thirdParty ],
			heavy ?? null
		);
		/** @type {Visit & { heavyAfterScroll?: number }} */
		const figures = {
			...sums,
			ourInlineCss: inPage.inline.css,
			ourInlineJs: inPage.inline.js,
			tbt: inPage.tbt,
			lcp: inPage.lcp,
			cls: inPage.cls,
			shifted: inPage.shifted,
			fcp: inPage.fcp,
			longestTask: inPage.longestTask,
			renderBlocking: inPage.renderBlocking,
			parserBlocking: inPage.parserBlocking,
		};
		if ( scrollTo ) {
			await page.locator( scrollTo ).first().scrollIntoViewIfNeeded();
			await page.waitForTimeout( 300 );
			await settle( page );
			figures.heavyAfterScroll = classifyTransfers(
				[ ...transfers.values(), ...thirdParty ],
				heavy ?? null
			).heavy;
		}
		return figures;
	} finally {
		await context.close();
	}
}

/**
 * Pictures for the galleries, the slideshow and the map's stand-in image,
 * drawn by PHP's GD (seeded, so every run has the same files): overlapping
 * blurred shapes, a photograph's worth of JPEG bytes.
 */
const PICTURES = `
$pictures = array(
	array( 'harbour.jpg', 1600, 1067, 'A harbour at dusk' ),
	array( 'tower.jpg', 800, 1200, 'A tall tower' ),
	array( 'field.jpg', 1200, 1200, 'A field' ),
	array( 'hills.jpg', 2400, 800, 'Hills and sky' ),
);
$made = array();
foreach ( $pictures as $index => list( $name, $width, $height, $alt ) ) {
	mt_srand( $index + 1 );
	$image = imagecreatetruecolor( $width, $height );
	for ( $i = 0; $i < 600; $i++ ) {
		$colour = imagecolorallocate( $image, mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ) );
		imagefilledellipse( $image, mt_rand( 0, $width ), mt_rand( 0, $height ), mt_rand( 20, $width / 3 ), mt_rand( 20, $height / 3 ), $colour );
	}
	for ( $i = 0; $i < 3000; $i++ ) {
		$colour = imagecolorallocate( $image, mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ) );
		imagesetpixel( $image, mt_rand( 0, $width ), mt_rand( 0, $height ), $colour );
	}
	imagefilter( $image, IMG_FILTER_SMOOTH, 4 );
	$file = get_temp_dir() . $name;
	imagejpeg( $image, $file, 82 );
	$made[] = array( 'file' => $file, 'alt' => $alt, 'mime' => 'image/jpeg' );
}
`;

/**
 * @param {{ rounds: number, log: (line: string) => void, only?: string[], buildDir?: string }} options
 */
export async function benchFrontend( { rounds, log, only, buildDir } ) {
	const blocks = FRONTEND_BLOCKS.filter(
		( block ) => ! only?.length || only.includes( block.slug )
	);
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'orbit-front-' ) );
	const siteDir = path.join( work, 'site' );
	const port = await freePort( 8930 );
	log( 'Front end: starting WordPress …' );
	const server = await startNativeWordPress( {
		port,
		siteDir,
		quiet: true,
		...( buildDir ? { buildDir: path.resolve( buildDir ) } : {} ),
		defines: /** @type {any} */ ( {
			// The services' local stand-ins (Mapbox tiles, Pinterest's
			// widget, OpenTable's loader) on the site itself.
			ORBIT_BLOCKS_LOCAL_SERVICES: true,
			// A public Mapbox key, so the map draws.
			ORBIT_BLOCKS_MAPBOX_SHARED_KEY: 'pk.orbitbench.frontend',
		} ),
	} );
	const browser = await launchBenchBrowser( [
		// WebGL on the CPU, so the map draws as on a phone without a GPU.
		'--use-angle=swiftshader',
		'--enable-unsafe-swiftshader',
	] );
	try {
		const wordpress = path.join( siteDir, 'wordpress' );
		const host = `127.0.0.1:${ port }`;
		fs.writeFileSync(
			path.join(
				wordpress,
				'wp-content/mu-plugins/orbit-bench-oembed.php'
			),
			PINTEREST_OEMBED
		);
		const input = path.join( work, 'media.json' );
		fs.writeFileSync(
			input,
			JSON.stringify( {
				video: path.join( E2E_FIXTURES, 'video/clip.webm' ),
			} )
		);
		/** @type {import('./frontend-pages.mjs').BenchMedia} */
		const media = JSON.parse(
			runWithWordPress(
				wordpress,
				host,
				`require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
$in  = json_decode( file_get_contents( ${ JSON.stringify( input ) } ), true );
${ PICTURES }
$in['images'] = $made;
$out = array( 'images' => array() );
$attach = static function ( string $file, string $mime, string $title ): array {
	$upload = wp_upload_bits( basename( $file ), null, file_get_contents( $file ) );
	$id     = wp_insert_attachment( array( 'post_mime_type' => $mime, 'post_title' => $title, 'post_status' => 'inherit' ), $upload['file'] );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	return array( $id, $upload['url'], $upload['file'] );
};
foreach ( $in['images'] as $image ) {
	list( $id, $url, $file ) = $attach( $image['file'], $image['mime'], $image['alt'] );
	update_post_meta( $id, '_wp_attachment_image_alt', $image['alt'] );
	$size = getimagesize( $file );
	$out['images'][] = array( 'id' => $id, 'url' => $url, 'width' => $size[0], 'height' => $size[1], 'alt' => $image['alt'] );
}
list( $id, $url ) = $attach( $in['video'], 'video/webm', 'A short clip' );
update_post_meta( $id, 'videopress_guid', 'BenchV01' );
$out['video'] = array( 'id' => $id, 'url' => $url, 'guid' => 'BenchV01' );
// The simple-payments block's product, with a photograph as a shop's has.
$product = wp_insert_post( array( 'post_type' => 'jp_pay_product', 'post_title' => 'Mug', 'post_content' => 'A blue mug', 'post_status' => 'publish', 'post_author' => 1 ) );
foreach ( array( 'spay_currency' => 'USD', 'spay_price' => '12.50', 'spay_email' => 'shop@example.com', 'spay_multiple' => '1' ) as $key => $value ) {
	update_post_meta( $product, $key, $value );
}
set_post_thumbnail( $product, $out['images'][0]['id'] );
$out['product'] = $product;
echo wp_json_encode( $out );`
			)
		);

		// Every page: ours and core's at the top, ours below the fold for
		// blocks with a heavy part.
		/** @type {Array<{ key: string, title: string, content: string }>} */
		const pages = [];
		for ( const block of blocks ) {
			pages.push(
				{
					key: `${ block.slug }:ours`,
					title: `Visitors' bench: ${ block.name }`,
					content: pageContent( block.ours( media ), false ),
				},
				{
					key: `${ block.slug }:core`,
					title: `Visitors' bench: core for ${ block.name }`,
					content: pageContent( coreMarkup( block, media ), false ),
				}
			);
			if ( block.heavy ) {
				pages.push( {
					key: `${ block.slug }:below`,
					title: `Visitors' bench: ${ block.name }, below the fold`,
					content: pageContent( block.ours( media ), true ),
				} );
			}
		}
		const pagesFile = path.join( work, 'pages.json' );
		fs.writeFileSync( pagesFile, JSON.stringify( pages ) );
		/** @type {Record<string, number>} */
		const ids = JSON.parse(
			runWithWordPress(
				wordpress,
				host,
				`$ids = array();
foreach ( json_decode( file_get_contents( ${ JSON.stringify(
					pagesFile
				) } ), true ) as $page ) {
	$ids[ $page['key'] ] = wp_insert_post( array( 'post_title' => $page['title'], 'post_content' => $page['content'], 'post_status' => 'publish', 'post_author' => 1 ), true );
	if ( is_wp_error( $ids[ $page['key'] ] ) ) { fwrite( STDERR, $ids[ $page['key'] ]->get_error_message() ); exit( 1 ); }
}
echo wp_json_encode( $ids );`
			)
		);
		const urlOf = ( /** @type {string} */ key ) =>
			`${ server.url }/?p=${ ids[ key ] }`;

		/** @type {Record<string, { ours: Visit[], core: Visit[], lazy?: any }>} */
		const results = {};
		for ( const block of blocks ) {
			const heavy = block.heavy?.pattern;
			const sides = /** @type {const} */ ( [ 'ours', 'core' ] );
			/** @type {{ ours: Visit[], core: Visit[], lazy?: any }} */
			const result = { ours: [], core: [] };
			// Warm-up: PHP's opcode cache and the server's first renders.
			for ( const side of sides ) {
				await visit( browser, urlOf( `${ block.slug }:${ side }` ), {
					heavy,
				} );
			}
			for ( let round = 0; round < rounds; round++ ) {
				const order =
					round % 2 ? [ 'core', 'ours' ] : [ 'ours', 'core' ];
				for ( const side of /** @type {Array<'ours' | 'core'>} */ (
					order
				) ) {
					const url = urlOf( `${ block.slug }:${ side }` );
					const desktop = await visit( browser, url, { heavy } );
					const phone = await visit( browser, url, {
						heavy,
						device: MOBILE,
					} );
					result[ side ].push( {
						...desktop,
						clsMobile: phone.cls,
						shiftedMobile: phone.shifted,
					} );
				}
			}
			if ( block.heavy ) {
				const below = await visit(
					browser,
					urlOf( `${ block.slug }:below` ),
					{ heavy, scrollTo: block.selector }
				);
				result.lazy = {
					label: block.heavy.label,
					beforeScroll: below.heavy,
					afterScroll: below.heavyAfterScroll ?? 0,
					ourJs: below.ourJs,
					ourCss: below.ourCss,
					ok:
						below.heavy === 0 &&
						( below.heavyAfterScroll ?? 0 ) > 0,
				};
			}
			results[ block.slug ] = result;
			const last = result.ours[ result.ours.length - 1 ];
			log(
				`front end ${ block.slug }: ours JS ${ last.ourJs } B, CSS ${
					last.ourCss + last.ourInlineCss
				} B, TBT ${ last.tbt.toFixed( 0 ) } ms, CLS ${ last.cls.toFixed(
					3
				) } (phone ${ ( last.clsMobile ?? 0 ).toFixed( 3 ) })${
					last.shiftedMobile?.length
						? `; the phone's largest shift moved ${ last.shiftedMobile.join(
								', '
						  ) }`
						: ''
				}${
					result.lazy
						? `; below the fold ${ result.lazy.label } ${ result.lazy.beforeScroll } B before scrolling, ${ result.lazy.afterScroll } B after`
						: ''
				}`
			);
		}
		return {
			rounds,
			viewport:
				'1350×940 (CLS also on a 412×823 phone); fonts after the first paint',
			results,
			summary: frontendSummary( results ),
		};
	} finally {
		await browser.close();
		await server.stop();
		fs.rmSync( work, { recursive: true, force: true } );
	}
}
