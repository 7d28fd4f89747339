/**
 * What a micro-benchmark file exports (default): one hot path, measured at a
 * realistic size and at ten times that (docs/performance.md, "Micro-benchmarks"). Files are named
 * `bench/<what>.bench.ts` next to the code they measure, in blocks/, shared/
 * or store/; `npm run bench` finds them, no list to keep.
 */
export interface MicroBench< Input = unknown > {
	/** What is measured, e.g. "price parsing". */
	name: string;
	/** What one unit of size is, e.g. "prices", "blocks", "chapters". */
	unit: string;
	/** The realistic size; the bench also runs ten times it. */
	size: number;
	/** Builds the input of a size once, outside the timing. */
	setup: ( size: number ) => Input;
	/** The measured work; its result is kept so that it is not optimised away. */
	run: ( input: Input ) => unknown;
}

export function defineBench< Input >(
	bench: MicroBench< Input >
): MicroBench< Input > {
	return bench;
}
