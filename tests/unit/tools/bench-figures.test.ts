/**
 * The bench's figures: the typing's CPU profile split into the plugin's
 * share and its top functions (tests/bench/editor.mjs, --profile), and each
 * block's layout shift over core's page, the larger of the desktop's and
 * the phone's (tests/bench/frontend-report.mjs), and which requests come late
 * as web fonts (tests/bench/frontend.mjs). Run in a child process
 * (bench-figures-probe.mjs), which prints what they gave.
 */
import { execFileSync } from 'child_process';
import path from 'path';

let probe: {
	typing: {
		totalMs: number;
		programMs: number;
		gcMs: number;
		ourMs: number;
		top: Array< { name: string; file: string; ms: number } >;
	};
	clsOverCore: { desktop: number; phone: number; phoneMedian: number };
	lateFonts: boolean[];
};

beforeAll( () => {
	probe = JSON.parse(
		execFileSync(
			process.execPath,
			[ path.join( __dirname, 'bench-figures-probe.mjs' ) ],
			{ encoding: 'utf8', timeout: 60000 }
		)
	);
}, 60000 );

it( 'counts the typing’s busy time, the plugin’s share and its functions, the browser’s and the collector’s, without idle', () => {
	// Samples' deltas in µs: busy 3 + 1 + 0.5 + 1 + 2 + 1.5 + 0.5 ms, idle 5 + 4 ms.
	expect( probe.typing.totalMs ).toBeCloseTo( 9.5 );
	expect( probe.typing.ourMs ).toBeCloseTo( 2.5 );
	expect( probe.typing.programMs ).toBeCloseTo( 1.5 );
	expect( probe.typing.gcMs ).toBeCloseTo( 0.5 );
	expect( probe.typing.top ).toEqual( [
		{ name: 'withPaidBlockBanner', file: 'build/editor.js', ms: 2 },
		{
			name: '(anonymous)',
			file: 'build/chunks/ai-assistant-dropdown.abc.js',
			ms: 0.5,
		},
	] );
} );

it( 'takes the larger layout shift over core’s of the desktop and the phone', () => {
	expect( probe.clsOverCore.desktop ).toBeCloseTo( 0.04 );
	expect( probe.clsOverCore.phone ).toBeCloseTo( 0.076 );
	expect( probe.clsOverCore.phoneMedian ).toBeCloseTo( 0.09 );
} );

it( 'holds back the site’s web fonts, and only them, so that pages swap fonts after their first paint', () => {
	// The theme's and the font library's fonts; not a script, a stylesheet
	// or a third party's font (answered by its stand-in).
	expect( probe.lateFonts ).toEqual( [ true, true, false, false, false ] );
} );
