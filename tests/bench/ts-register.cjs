/**
 * Lets Node require the micro-benchmarks and the TypeScript they measure,
 * with the same Babel preset as the build and the tests (no second compiler).
 * Bench files import pure modules only: a stylesheet import is answered empty.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const babel = require( '@babel/core' );

const root = path.resolve( __dirname, '../..' );

function compile( module, filename ) {
	const { code } = babel.transformSync( fs.readFileSync( filename, 'utf8' ), {
		filename,
		root,
		babelrc: false,
		configFile: false,
		// The test environment makes the preset emit CommonJS for Node.
		envName: 'test',
		presets: [ require.resolve( '@wordpress/babel-preset-default' ) ],
		sourceMaps: 'inline',
	} );
	module._compile( code, filename );
}

for ( const extension of [ '.ts', '.tsx' ] ) {
	require.extensions[ extension ] = compile;
}
for ( const extension of [ '.scss', '.css' ] ) {
	require.extensions[ extension ] = () => {};
}
