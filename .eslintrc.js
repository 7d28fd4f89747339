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
		// The layers (docs/architecture.md, docs/decisions.md): shared/ is at
		// the bottom and imports no other layer; store/ may import shared/;
		// blocks/ and extensions/ may import both, and are imported by neither.
		'import/no-restricted-paths': [
			'error',
			{
				basePath: __dirname,
				zones: [
					{
						target: './shared',
						from: './store',
						message:
							"shared/ sits below store/: code that needs a store lives in that store's folder.",
					},
					{
						target: [ './shared', './store' ],
						from: [ './blocks', './extensions' ],
						message:
							'shared/ and store/ sit below blocks/ and extensions/.',
					},
				],
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
