/**
 * @wordpress/scripts' recommended rules, plus: the Node scripts in tools/ and
 * the e2e specs report to the terminal, so console is theirs to use.
 */
module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	overrides: [
		{
			files: [ 'tools/**', 'tests/e2e/**', 'tests/bench/**' ],
			rules: { 'no-console': 'off' },
		},
		{
			files: [ '**/test/**', 'tests/fixtures/**', 'tests/unit/**' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-unit' ],
		},
		{
			files: [ 'tests/e2e/**' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-playwright' ],
		},
	],
};
