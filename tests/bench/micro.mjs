// @ts-check
/**
 * The micro-benchmark harness: finds every `bench/*.bench.ts` under blocks/,
 * shared/ and store/, and times each at its realistic size and at ten times
 * it. A sample is a batch of calls long enough (>= 20 ms) for the clock; the
 * figure is the median time of one call over the samples.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire( import.meta.url );

const SAMPLES = 15;
const MIN_SAMPLE_MS = 20;
const WARM_UP_MS = 200;

/**
 * @param {string} dir
 * @return {string[]} the bench files under dir
 */
function findBenchFiles( dir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return entry.name === 'node_modules'
					? []
					: findBenchFiles( full );
			}
			return path.basename( dir ) === 'bench' &&
				/\.bench\.tsx?$/.test( entry.name )
				? [ full ]
				: [];
		} )
		.sort();
}

/**
 * @param {number[]} values
 * @param {number}   q      0..1
 */
export function quantile( values, q ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	if ( ! sorted.length ) {
		return NaN;
	}
	const index = ( sorted.length - 1 ) * q;
	const low = Math.floor( index );
	const high = Math.ceil( index );
	return sorted[ low ] + ( sorted[ high ] - sorted[ low ] ) * ( index - low );
}

/**
 * Times one call of run(input), in ms.
 *
 * @param {(input: any) => unknown} run
 * @param {unknown}                 input
 */
function time( run, input ) {
	let sink = 0;
	const keep = ( /** @type {unknown} */ result ) => {
		sink += result === undefined ? 0 : 1;
	};
	// Warm up (the JIT) and find how many calls make a sample.
	let calls = 1;
	const warmUntil = performance.now() + WARM_UP_MS;
	while ( performance.now() < warmUntil ) {
		const start = performance.now();
		for ( let i = 0; i < calls; i++ ) {
			keep( run( input ) );
		}
		if ( performance.now() - start < MIN_SAMPLE_MS ) {
			calls *= 2;
		}
	}
	const perCall = [];
	for ( let s = 0; s < SAMPLES; s++ ) {
		const start = performance.now();
		for ( let i = 0; i < calls; i++ ) {
			keep( run( input ) );
		}
		perCall.push( ( performance.now() - start ) / calls );
	}
	return { median: quantile( perCall, 0.5 ), calls, sink };
}

/**
 * @param {string} root the project
 * @return {Array<{ name: string, file: string, unit: string, size: number, ms: number, msTenfold: number, perUnitUs: number, perUnitUsTenfold: number }>} one row a bench
 */
export function runMicroBenchmarks( root ) {
	require( './ts-register.cjs' );
	const files = [ 'blocks', 'shared', 'store' ].flatMap( ( dir ) =>
		findBenchFiles( path.join( root, dir ) )
	);
	return files.map( ( file ) => {
		const bench = require( file ).default;
		if ( ! bench || typeof bench.run !== 'function' ) {
			throw new Error( `${ file } has no default MicroBench export` );
		}
		const realistic = time( bench.run, bench.setup( bench.size ) );
		const tenfold = time( bench.run, bench.setup( bench.size * 10 ) );
		return {
			name: bench.name,
			file: path.relative( root, file ),
			unit: bench.unit,
			size: bench.size,
			ms: realistic.median,
			msTenfold: tenfold.median,
			perUnitUs: ( realistic.median * 1000 ) / bench.size,
			perUnitUsTenfold: ( tenfold.median * 1000 ) / ( bench.size * 10 ),
		};
	} );
}
