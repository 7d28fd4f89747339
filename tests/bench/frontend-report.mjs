// @ts-check
/**
 * The visitors' part of the bench report: medians per block of the
 * frontend part (tests/bench/frontend.mjs), its Markdown table, and the
 * front-end budgets: each block's front-end files, gzip, from the build
 * (deterministic, CI), and the ratios to the core page (for people).
 */
import { quantile } from './micro.mjs';

/** Per-visit figures whose medians the report gives. */
const FIGURES = /** @type {const} */ ( [
	'ourJs',
	'ourCss',
	'ourInlineCss',
	'ourInlineJs',
	'thirdParty',
	'total',
	'tbt',
	'lcp',
	'cls',
	'clsMobile',
] );

/** @param {string} url an address without its query (versions differ) */
const bare = ( url ) => url.split( '?' )[ 0 ];

/** @param {string} url the plugin's files by their path in it, others by their path, third parties whole */
const shortName = ( url ) => {
	const address = new URL( url );
	if ( ! [ '127.0.0.1', 'localhost' ].includes( address.hostname ) ) {
		return url;
	}
	return address.pathname.replace(
		/^.*\/wp-content\/plugins\/orbit-blocks\//,
		''
	);
};

/**
 * The plugin's files a block's page loaded that are not that block's own:
 * its folder, the chunks its view script imports by name, the slideshow's
 * swiper, the map's library and its stylesheet (mapbox-gl, mapbox-gl-style),
 * and the local stand-ins' files for the block (assets/<slug>/,
 * the map's tiles).
 *
 * @param {string}   slug
 * @param {string[]} files paths in the plugin
 */
export function foreignFiles( slug, files ) {
	const own = new RegExp(
		`^(build/(blocks/${ slug }/|chunks/${ slug }-|blocks/swiper/|chunks/mapbox-gl(-style)?\\.|mapbox-gl-style(-rtl)?\\.css)|assets/${ slug }/)`
	);
	return [
		...new Set(
			files
				.map( ( file ) => file.split( '?' )[ 0 ] )
				.filter( ( file ) => ! own.test( file ) )
		),
	];
}

/**
 * @param {Record<string, { ours: any[], core: any[], lazy?: any }>} results
 * @return {Record<string, any>} per block: medians a side, what blocks rendering, lazy loading
 */
export function frontendSummary( results ) {
	return Object.fromEntries(
		Object.entries( results ).map( ( [ slug, result ] ) => {
			/** @param {any[]} visits */
			const medians = ( visits ) =>
				Object.fromEntries(
					FIGURES.map( ( figure ) => [
						figure,
						quantile(
							visits.map( ( one ) => one[ figure ] ),
							0.5
						),
					] )
				);
			const ours = medians( result.ours );
			const core = medians( result.core );
			// Files that block rendering or the parser on our page and not
			// on core's: what the block adds.
			const coreBlocking = new Set(
				result.core.flatMap( ( one ) =>
					[ ...one.renderBlocking, ...one.parserBlocking ].map( bare )
				)
			);
			const added = (
				/** @type {'renderBlocking' | 'parserBlocking'} */ key
			) => [
				...new Set(
					result.ours
						.flatMap( ( one ) => one[ key ].map( bare ) )
						.filter( ( url ) => ! coreBlocking.has( url ) )
						.map( shortName )
				),
			];
			return [
				slug,
				{
					ours,
					core,
					ourBytes:
						ours.ourJs +
						ours.ourCss +
						ours.ourInlineCss +
						ours.ourInlineJs,
					lcpRatio: core.lcp ? ours.lcp / core.lcp : 1,
					tbtOverCore: ours.tbt - core.tbt,
					// The larger shift over core's of the two screens.
					clsOverCore: Math.max(
						ours.cls - core.cls,
						ours.clsMobile - core.clsMobile
					),
					renderBlocking: added( 'renderBlocking' ),
					parserBlocking: added( 'parserBlocking' ),
					ourFiles: result.ours[ 0 ]?.ourFiles ?? [],
					foreignFiles: foreignFiles(
						slug,
						result.ours.flatMap( ( one ) => one.ourFiles )
					),
					lazy: result.lazy,
				},
			];
		} )
	);
}

/**
 * The block that costs visitors most: the most bytes of ours (JS, CSS,
 * inline) plus third parties' at page load, and the most blocking time
 * over its core page.
 *
 * @param {Record<string, any>} summary
 */
export function mostExpensive( summary ) {
	const entries = Object.entries( summary );
	const byBytes = [ ...entries ].sort(
		( a, b ) =>
			b[ 1 ].ourBytes +
			b[ 1 ].ours.thirdParty -
			( a[ 1 ].ourBytes + a[ 1 ].ours.thirdParty )
	)[ 0 ];
	const byTime = [ ...entries ].sort(
		( a, b ) => b[ 1 ].tbtOverCore - a[ 1 ].tbtOverCore
	)[ 0 ];
	return { byBytes: byBytes?.[ 0 ], byTime: byTime?.[ 0 ] };
}

const kb = ( /** @type {number} */ bytes ) =>
	bytes ? `${ ( bytes / 1024 ).toFixed( 1 ) }` : '0';
const ms = ( /** @type {number} */ value ) => value.toFixed( 0 );

/**
 * @param {any} frontend the report's frontend part
 * @return {string} Markdown
 */
export function frontendMarkdown( frontend ) {
	const { summary } = frontend;
	const rows = Object.entries( summary ).map(
		( [ slug, row ] ) =>
			`| ${ slug } | ${ kb( row.ours.ourJs ) } | ${ kb(
				row.ours.ourCss
			) } + ${ kb( row.ours.ourInlineCss ) } | ${ kb(
				row.ours.thirdParty
			) } / ${ kb( row.core.thirdParty ) } | ${ kb(
				row.ours.total
			) } / ${ kb( row.core.total ) } | ${ ms( row.ours.tbt ) } / ${ ms(
				row.core.tbt
			) } | ${ ms( row.ours.lcp ) } / ${ ms(
				row.core.lcp
			) } (${ row.lcpRatio.toFixed( 2 ) }) | ${ row.ours.cls.toFixed(
				3
			) } / ${ row.core.cls.toFixed(
				3
			) } | ${ row.ours.clsMobile.toFixed(
				3
			) } / ${ row.core.clsMobile.toFixed( 3 ) } | ${
				[
					...new Set( [
						...row.renderBlocking,
						...row.parserBlocking,
					] ),
				].join( ', ' ) || 'none'
			} | ${
				row.lazy
					? `${ row.lazy.label }: ${ kb(
							row.lazy.beforeScroll
					  ) } → ${ kb( row.lazy.afterScroll ) } ${
							row.lazy.ok ? 'ok' : '**not lazy**'
					  }`
					: '–'
			} |`
	);
	const top = mostExpensive( summary );
	return [
		'',
		`## Visitors: each block vs. the core block of similar content`,
		'',
		`Medians of ${ frontend.rounds } alternating rounds a side, each a first visit (nothing cached), viewport ${ frontend.viewport }, Chromium. Bytes in KB as transferred (PHP's server does not compress; \`sizes\` gives gzip). *ours / core* where both apply. Blocking: files our page blocks rendering or the parser with that core's does not. Lazy: the block's heavy part on a page where the block is four screens down, bytes before → after scrolling to it.`,
		'',
		'| block | our JS | our CSS (file + inline) | third parties | page total | TBT ms | LCP ms (ratio) | CLS | CLS, phone | blocking | lazy |',
		'|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
		...rows,
		'',
		...Object.entries( summary )
			.filter( ( [ , row ] ) => row.foreignFiles.length )
			.map(
				( [ slug, row ] ) =>
					`**${ slug }**'s page also loaded: ${ row.foreignFiles.join(
						', '
					) }`
			),
		'',
		`Most bytes for visitors at page load: **${ top.byBytes }**; most blocking time over its core page: **${ top.byTime }**.`,
		'',
	].join( '\n' );
}

/**
 * Each block's front-end files from the bundle rows (view.js and style.css
 * of blocks/<slug>/ and its child blocks), gzip.
 *
 * @param {Array<{ file: string, kind: string, gzip: number }>} rows
 * @return {Record<string, number>} gzip bytes by block folder
 */
export function blockFrontEndGzip( rows ) {
	/** @type {Record<string, number>} */
	const sums = {};
	for ( const row of rows ) {
		if (
			row.kind === 'front-end script' ||
			row.kind === 'front-end style'
		) {
			const slug = row.file.split( '/' )[ 1 ];
			sums[ slug ] = ( sums[ slug ] ?? 0 ) + row.gzip;
		}
	}
	return sums;
}

/**
 * The front-end budgets the report has figures for.
 *
 * @param {any} report
 * @param {any} budgets tests/bench/budgets.json
 * @return {Array<{ name: string, limit: number, measured: number }>} the checks
 */
export function frontEndChecks( report, budgets ) {
	const frontEnd = budgets.frontEnd ?? {};
	const checks = [];
	if ( report.sizes && frontEnd.blockGzip ) {
		const sums = blockFrontEndGzip( report.sizes.rows ?? [] );
		for ( const [ slug, gzip ] of Object.entries( sums ) ) {
			checks.push( {
				name: `${ slug } front-end JS + CSS, gzip B`,
				limit: Number(
					frontEnd.blockGzip[ slug ] ?? frontEnd.blockGzip.default
				),
				measured: gzip,
			} );
		}
	}
	// Handles WordPress prints in the head without defer (wp-i18n has an
	// inline script after it): a view script depending on them blocks
	// rendering wherever its block is.
	if ( report.sizes?.viewDependencies && frontEnd.blockingViewDependencies ) {
		for ( const [ file, handles ] of Object.entries(
			report.sizes.viewDependencies
		) ) {
			const blocking = /** @type {string[]} */ ( handles ).filter(
				( handle ) =>
					frontEnd.blockingViewDependencies.includes( handle )
			);
			checks.push( {
				name: `${ file } render-blocking dependencies (${
					blocking.join( ', ' ) || 'none'
				})`,
				limit: 0,
				measured: blocking.length,
			} );
		}
	}
	if ( report.frontend && frontEnd.versusCore ) {
		const limits = frontEnd.versusCore;
		for ( const [ slug, row ] of Object.entries(
			report.frontend.summary
		) ) {
			const summary = /** @type {any} */ ( row );
			checks.push(
				{
					name: `${ slug } LCP, ours / core`,
					limit: limits.lcpRatio,
					measured: Math.round( summary.lcpRatio * 100 ) / 100,
				},
				{
					name: `${ slug } TBT over core, ms`,
					limit: limits.tbtOverCoreMs,
					measured: Math.round( summary.tbtOverCore ),
				},
				{
					name: `${ slug } CLS over core`,
					limit: limits.clsOverCore,
					measured: Math.round( summary.clsOverCore * 1000 ) / 1000,
				},
				{
					name: `${ slug } plugin files that are not the block's`,
					limit: 0,
					measured: summary.foreignFiles.length,
				},
				{
					name: `${ slug } render- or parser-blocking files of ours`,
					limit: 0,
					measured:
						summary.renderBlocking.length +
						summary.parserBlocking.length,
				}
			);
			if ( summary.lazy ) {
				checks.push( {
					name: `${ slug } ${ summary.lazy.label } bytes before scrolling near`,
					limit: 0,
					measured: summary.lazy.beforeScroll,
				} );
			}
		}
	}
	return checks;
}
