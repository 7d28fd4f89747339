// @ts-check
/**
 * The bench report: medians and ratios of the editor figures, the bundle
 * figures and the micro-benchmarks, as Markdown tables, and the budget check.
 */
import { quantile } from './micro.mjs';
import { frontEndChecks } from './frontend-report.mjs';

/** The editor figures, in the order of the table, with their labels. */
export const EDITOR_METRICS = /** @type {const} */ ( [
	[ 'serverResponse', 'Server response (post.php)' ],
	[ 'firstContentfulPaint', 'First contentful paint' ],
	[ 'domContentLoaded', 'DOM content loaded' ],
	[ 'load', 'Load' ],
	[ 'firstBlock', 'First block ready' ],
	[ 'typingAverage', 'Typing latency, average' ],
	[ 'typingP90', 'Typing latency, 90th percentile' ],
	[ 'inserterOpen', 'Inserter open' ],
	[ 'inserterSearch', 'Inserter search (incl. its 250 ms debounce)' ],
	[ 'blockSelection', 'Block selection (focus)' ],
] );

/**
 * @param {Array<Record<string, number>>} rounds
 * @param {string}                        metric
 */
const median = ( rounds, metric ) =>
	quantile(
		rounds.map( ( figures ) => figures[ metric ] ),
		0.5
	);

/**
 * The spread of a metric: each round's own ratio (the two sides of a round
 * ran back to back), as quartiles. A budget is only as sure as this spread.
 *
 * @param {{ with: Array<Record<string, number>>, without: Array<Record<string, number>> }} editor
 * @param {string}                                                                          metric
 * @return {[number, number, number]} 25th, 50th and 75th percentile
 */
const roundRatios = ( editor, metric ) => {
	const ratios = editor.with.map(
		( figures, at ) => figures[ metric ] / editor.without[ at ][ metric ]
	);
	return [
		quantile( ratios, 0.25 ),
		quantile( ratios, 0.5 ),
		quantile( ratios, 0.75 ),
	];
};

/**
 * @param {{ with: Array<Record<string, number>>, without: Array<Record<string, number>> }} editor
 * @return {Record<string, { with: number, without: number, ratio: number, spread: [number, number, number] }>} per metric
 */
export function editorSummary( editor ) {
	return Object.fromEntries(
		EDITOR_METRICS.map( ( [ metric ] ) => {
			const withPlugin = median( editor.with, metric );
			const without = median( editor.without, metric );
			return [
				metric,
				{
					with: withPlugin,
					without,
					ratio: withPlugin / without,
					spread: roundRatios( editor, metric ),
				},
			];
		} )
	);
}

const ms = ( /** @type {number} */ value ) =>
	value >= 100 ? value.toFixed( 0 ) : value.toFixed( 1 );
const kb = ( /** @type {number} */ bytes ) =>
	`${ ( bytes / 1024 ).toFixed( 2 ) } KB`;

/**
 * @param {any} report
 * @return {string} the report as Markdown
 */
export function markdownReport( report ) {
	const lines = [ `# Bench, ${ report.date }`, '', report.machine, '' ];
	if ( report.editor ) {
		const { editor } = report;
		lines.push(
			`## Editor: plugin active vs. inactive`,
			'',
			`Medians of ${ editor.rounds } alternating rounds a side; a post of ${ editor.post.blocks } blocks (${ editor.post.ours } ours); ${ editor.keys } keystrokes a round. Times in ms.`,
			'',
			"The ratio is the medians' ratio; the spread is each round's own ratio (its two sides ran back to back): 25th, 50th (the budgets') and 75th percentile.",
			'',
			'| metric | with plugin | without | ratio | spread of the rounds |',
			'|---|---:|---:|---:|---:|',
			...EDITOR_METRICS.map( ( [ metric, label ] ) => {
				const row = editor.summary[ metric ];
				const spread = ( row.spread ?? [] )
					.map( ( /** @type {number} */ value ) =>
						value.toFixed( 2 )
					)
					.join( ' – ' );
				return `| ${ label } | ${ ms( row.with ) } | ${ ms(
					row.without
				) } | ${ row.ratio.toFixed( 3 ) } | ${ spread } |`;
			} ),
			'',
			`A visitor's page without our blocks loads ${
				editor.plainPage.files.length
			} file(s) from the plugin${
				editor.plainPage.files.length
					? `: ${ editor.plainPage.files
							.map(
								( file ) => `${ file.url } (${ file.bytes } B)`
							)
							.join( ', ' ) }`
					: ''
			}.`,
			''
		);
	}
	if ( report.insertToReady ) {
		lines.push( ...insertToReadyTable( report.insertToReady ) );
	}
	if ( report.sizes ) {
		lines.push(
			'## Bundle',
			'',
			'| file | what | raw | gzip |',
			'|---|---|---:|---:|',
			...report.sizes.rows.map(
				( /** @type {any} */ row ) =>
					`| ${ row.file } | ${ row.kind } | ${ kb(
						row.raw
					) } | ${ kb( row.gzip ) } |`
			),
			''
		);
	}
	if ( report.micro ) {
		lines.push(
			'## Micro-benchmarks',
			'',
			'Median time of one call; per unit in µs.',
			'',
			'| what | size | ms | per unit | 10x size | ms | per unit |',
			'|---|---:|---:|---:|---:|---:|---:|',
			...report.micro.map(
				( /** @type {any} */ row ) =>
					`| ${ row.name } | ${ row.size } ${
						row.unit
					} | ${ row.ms.toFixed( 4 ) } | ${ row.perUnitUs.toFixed(
						3
					) } | ${ row.size * 10 } | ${ row.msTenfold.toFixed(
						4
					) } | ${ row.perUnitUsTenfold.toFixed( 3 ) } |`
			),
			''
		);
	}
	if ( report.budgets ) {
		lines.push(
			'## Budgets',
			'',
			'| budget | limit | measured | |',
			'|---|---:|---:|---|',
			...report.budgets.map(
				( /** @type {any} */ check ) =>
					`| ${ check.name } | ${ check.limit } | ${
						check.measured
					} | ${ check.ok ? 'ok' : '**over**' } |`
			),
			''
		);
	}
	return lines.join( '\n' );
}

/**
 * Every budget that the report has figures for.
 *
 * @param {any} report
 * @param {any} budgets tests/bench/budgets.json
 * @return {Array<{ name: string, limit: number, measured: number, ok: boolean }>} the checks
 */
export function checkBudgets( report, budgets ) {
	const checks = [];
	const add = (
		/** @type {string} */ name,
		/** @type {number} */ limit,
		/** @type {number} */ measured
	) => checks.push( { name, limit, measured, ok: measured <= limit } );
	if ( report.sizes ) {
		const script = budgets.size.editorEntryScriptGzip;
		const deprecations = script.savedVersions ?? 0;
		add(
			`editor entry script, gzip B (${ script.base } + ${
				script.perBlock
			} × ${ report.sizes.blockCount } blocks${
				deprecations ? ` + ${ deprecations } saved versions` : ''
			})`,
			script.base +
				script.perBlock * report.sizes.blockCount +
				deprecations,
			report.sizes.entry.scriptGzip
		);
		add(
			'editor entry style, gzip B',
			budgets.size.editorEntryStyleGzip,
			report.sizes.entry.styleGzip
		);
		// A named library chunk (budgets.size.libraryChunkGzip) has its own
		// ceiling; every other on-demand chunk has the common one.
		const libraries = budgets.size.libraryChunkGzip ?? {};
		const chunkName = ( /** @type {string} */ file ) =>
			file.replace( /^chunks\//, '' ).replace( /\.[0-9a-f]{8}\.js$/, '' );
		const chunks = ( report.sizes.rows ?? [] ).filter(
			( /** @type {any} */ row ) => row.kind === 'on-demand chunk'
		);
		add(
			'largest on-demand chunk, gzip B',
			budgets.size.largestChunkGzip,
			chunks.length
				? Math.max(
						0,
						...chunks
							.filter(
								( /** @type {any} */ row ) =>
									! ( chunkName( row.file ) in libraries )
							)
							.map( ( /** @type {any} */ row ) => row.gzip )
				  )
				: report.sizes.largestChunkGzip
		);
		for ( const [ name, limit ] of Object.entries( libraries ) ) {
			const row = chunks.find(
				( /** @type {any} */ candidate ) =>
					chunkName( candidate.file ) === name
			);
			if ( row ) {
				add(
					`${ name } library chunk, gzip B`,
					Number( limit ),
					row.gzip
				);
			}
		}
	}
	if ( report.editor ) {
		const { summary } = report.editor;
		const round3 = ( /** @type {number} */ value ) =>
			Math.round( value * 1000 ) / 1000;
		// The rounds' median ratio: each round's two sides ran back to back,
		// so a machine that slows down for a while slows both; the medians'
		// ratio pairs figures from different moments (it is in the table).
		for ( const [ key, metric ] of /** @type {const} */ ( [
			[ 'firstBlockRatio', 'firstBlock' ],
			[ 'loadRatio', 'load' ],
			[ 'typingAverageRatio', 'typingAverage' ],
			[ 'typingP90Ratio', 'typingP90' ],
			[ 'inserterOpenRatio', 'inserterOpen' ],
			[ 'blockSelectionRatio', 'blockSelection' ],
		] ) ) {
			add(
				`${ metric }, with / without (rounds' median)`,
				budgets.timing[ key ],
				round3( summary[ metric ].spread[ 1 ] )
			);
		}
		add(
			'plugin files on a page without our blocks',
			budgets.frontEnd.pluginFilesOnPlainPage,
			report.editor.plainPage.files.length
		);
	}
	if ( report.insertToReady ) {
		const { site, blocks } = report.insertToReady;
		const limit =
			budgets.insertToReadyMs[
				site === 'bench' ? 'benchSite' : 'runningSite'
			];
		const reference = report.insertToReady.reference;
		for ( const [ name, figures ] of Object.entries( blocks ) ) {
			add(
				`insert to ready, ${ name }, median ms over ${
					reference.name
				} (${ site === 'bench' ? "bench's site" : site })`,
				limit,
				figures.failures.length || reference.failures.length
					? Infinity
					: Math.round( figures.overReference )
			);
			// Core's image measured in the same rounds (--blocks=…,core/image):
			// each of ours within its median + overCoreImage.
			if ( figures.overImage !== undefined ) {
				add(
					`insert to ready, ${ name }, median ms over core/image (${
						site === 'bench' ? "bench's site" : site
					})`,
					budgets.insertToReadyMs.overCoreImage,
					figures.failures.length
						? Infinity
						: Math.round( figures.overImage )
				);
			}
		}
	}
	// Visitors: each block's front-end files (CI) and the frontend part's ratios.
	for ( const check of frontEndChecks( report, budgets ) ) {
		add( check.name, check.limit, check.measured );
	}
	return checks;
}

/**
 * The insert-to-ready table: per block, median and 90th percentile.
 *
 * @param {any} insert report.insertToReady
 * @return {string[]} Markdown lines
 */
function insertToReadyTable( insert ) {
	return [
		`## Insert to ready (${
			insert.site === 'bench' ? "the bench's site" : insert.site
		})`,
		'',
		`From inserting the block into a fresh editor (${ insert.idleBeforeInsert } ms after it is ready) to the first frame with its edit UI and no loading spinner; ${ insert.rounds } rounds. Times in ms. ${ insert.reference.name }, inserted the same way in each round, is the editor's own cost of an insertion; "over" is a block's median minus its median.`,
		'',
		`| block | median | 90th percentile | over ${ insert.reference.name } | over core/image | failed |`,
		'|---|---:|---:|---:|---:|---:|',
		`| ${ insert.reference.name } (reference) | ${ ms(
			insert.reference.median
		) } | ${ ms( insert.reference.p90 ) } | | | ${
			insert.reference.failures.length
		} |`,
		...Object.entries( insert.blocks ).map(
			( [ name, row ] ) =>
				`| ${ name } | ${ ms(
					/** @type {any} */ ( row ).median
				) } | ${ ms( /** @type {any} */ ( row ).p90 ) } | ${ ms(
					/** @type {any} */ ( row ).overReference
				) } | ${
					/** @type {any} */ ( row ).overImage === undefined
						? ''
						: ms( /** @type {any} */ ( row ).overImage )
				} | ${ /** @type {any} */ ( row ).failures.length } |`
		),
		'',
	];
}
