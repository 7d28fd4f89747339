/**
 * @wordpress/scripts' recommended rules, plus: the Node scripts in tools/ and
 * the e2e specs report to the terminal, so console is theirs to use.
 */
module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	overrides: [
		{
			// TypeScript signatures already say what each parameter is.
			files: [ '**/*.ts', '**/*.tsx' ],
			rules: { 'jsdoc/require-param': 'off' },
		},
		{
			files: [ 'tools/**', 'tests/e2e/**', 'tests/bench/**' ],
			rules: { 'no-console': 'off' },
		},
		{
			files: [ '**/test/**', 'tests/fixtures/**', 'tests/unit/**' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-unit' ],
			rules: {
				// Property tests assert through fast-check.
				'jest/expect-expect': [ 'error', { assertFunctionNames: [ 'expect', 'fc.assert' ] } ],
			},
		},
		{
			files: [ 'tests/e2e/**' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-playwright' ],
		},
	],
};
