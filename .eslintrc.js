/**
 * @wordpress/scripts' recommended rules, plus: the Node scripts in tools/ and
 * the e2e specs report to the terminal, so console is theirs to use.
 */
module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	rules: {
		// Experimental APIs WordPress 6.8 offers no stable form of. The
		// runtime packages are pinned to 6.8, so they cannot change under us;
		// each is listed here on purpose, and any other stays an error.
		'@wordpress/no-unsafe-wp-apis': [
			'error',
			{
				'@wordpress/block-editor': [
					'__experimentalPanelColorGradientSettings',
					'__experimentalUseMultipleOriginColorsAndGradients',
				],
				'@wordpress/components': [ '__experimentalUnitControl' ],
			},
		],
	},
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
				'jest/expect-expect': [
					'error',
					{ assertFunctionNames: [ 'expect', 'fc.assert' ] },
				],
			},
		},
		{
			files: [ 'tests/e2e/**' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-playwright' ],
		},
	],
};
