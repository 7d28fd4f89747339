// @ts-check
/**
 * Runs the bench's figure functions on made-up inputs and prints, as JSON,
 * what they gave: jest cannot import the bench's ES modules itself
 * (bench-figures.test.ts).
 */
import { typingProfile } from '../../bench/editor.mjs';
import { isSiteFont } from '../../bench/frontend.mjs';
import { frontendSummary } from '../../bench/frontend-report.mjs';

const OURS = 'http://127.0.0.1:8890/wp-content/plugins/orbit-blocks/build';
// A CPU profile: a page's function, two of ours (one twice), the
// browser's own work, the garbage collector, idle.
const profile = {
	nodes: [
		{
			id: 1,
			callFrame: { functionName: '(root)', url: '', lineNumber: -1 },
		},
		{
			id: 2,
			callFrame: { functionName: '(idle)', url: '', lineNumber: -1 },
		},
		{
			id: 3,
			callFrame: {
				functionName: 'render',
				url: 'http://127.0.0.1:8890/wp-includes/js/dist/element.min.js?ver=1',
				lineNumber: 9,
			},
		},
		{
			id: 4,
			callFrame: {
				functionName: 'withPaidBlockBanner',
				url: `${ OURS }/editor.js?ver=2`,
				lineNumber: 1,
			},
		},
		{
			id: 5,
			callFrame: {
				functionName: '',
				url: `${ OURS }/chunks/ai-assistant-dropdown.abc.js`,
				lineNumber: 3,
			},
		},
		{
			id: 6,
			callFrame: { functionName: '(program)', url: '', lineNumber: -1 },
		},
		{
			id: 7,
			callFrame: {
				functionName: '(garbage collector)',
				url: '',
				lineNumber: -1,
			},
		},
	],
	samples: [ 2, 3, 4, 5, 4, 3, 6, 7, 2 ],
	timeDeltas: [ 5000, 3000, 1000, 500, 1000, 2000, 1500, 500, 4000 ],
};

/**
 * A visit's figures: only the layout shifts matter here.
 *
 * @param {number} cls       on the desktop
 * @param {number} clsMobile on the phone
 */
const visit = ( cls, clsMobile ) => ( {
	ourJs: 0,
	ourCss: 0,
	ourInlineCss: 0,
	ourInlineJs: 0,
	thirdParty: 0,
	total: 0,
	tbt: 0,
	lcp: 100,
	cls,
	clsMobile,
	renderBlocking: [],
	parserBlocking: [],
	ourFiles: [],
} );
const summary = frontendSummary( {
	desktop: {
		ours: [ visit( 0.05, 0 ), visit( 0.06, 0 ), visit( 0.04, 0 ) ],
		core: [ visit( 0.01, 0 ), visit( 0.01, 0 ), visit( 0.01, 0 ) ],
	},
	phone: {
		ours: [ visit( 0, 0.09 ), visit( 0, 0.08 ), visit( 0, 0.1 ) ],
		core: [ visit( 0, 0.014 ), visit( 0, 0.014 ), visit( 0, 0.014 ) ],
	},
} );

process.stdout.write(
	JSON.stringify( {
		typing: typingProfile( profile ),
		clsOverCore: {
			desktop: summary.desktop.clsOverCore,
			phone: summary.phone.clsOverCore,
			phoneMedian: summary.phone.ours.clsMobile,
		},
		// Which requests the bench holds back as late web fonts.
		lateFonts: [
			'http://127.0.0.1:8930/wp-content/themes/twentytwentyfive/assets/fonts/manrope/Manrope-VariableFont_wght.woff2',
			'http://localhost:8930/wp-content/uploads/fonts/inter.woff',
			'http://127.0.0.1:8930/wp-content/plugins/orbit-blocks/build/blocks/map/view.js',
			'http://127.0.0.1:8930/wp-content/themes/twentytwentyfive/style.css',
			'https://fonts.example.com/manrope.woff2',
		].map( ( url ) => isSiteFont( new URL( url ) ) ),
	} ) + '\n'
);
