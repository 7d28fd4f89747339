/**
 * Jest: unit, component and block-fixture suites (DESIGN.md, testing pyramid 1-3).
 * Extends @wordpress/scripts' preset so tests run the same Babel transform as the build.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	rootDir: __dirname,
	testMatch: [
		'<rootDir>/{blocks,extensions,store,shared,src}/**/test/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/{unit,fixtures}/**/*.test.[jt]s?(x)',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'/build/',
		'/.cache/',
		'/.wp-data/',
	],
	// Component tests that click through a whole flow take over Jest's 5 s
	// default on a busy two-core machine; a real hang still fails.
	testTimeout: 20_000,
	// block-editor 14.14 requires parsel-js, which ships only as an ES module.
	transformIgnorePatterns: [ '/node_modules/(?!parsel-js/)' ],
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/tests/setup/jest.setup.ts',
	],
};
