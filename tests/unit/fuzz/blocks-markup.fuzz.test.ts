/**
 * Broken markup of our blocks (docs/testing.md, "Fuzzing and hostile
 * input"): every fixture in tests/fixtures/blocks/, cut at random points and
 * with random or hostile text put in at random places, goes through parse()
 * and serialize() without an exception. (A post's content is whatever its
 * author sent; the editor must open it, marking blocks invalid if need be.)
 */
import fs from 'fs';
import path from 'path';
import fc from 'fast-check';
import { parse, serialize } from '@wordpress/blocks';
import { hostileString } from './attribute-arbitrary';
import { registerPluginBlocks } from './register-blocks';

const SEED = Number( process.env.FUZZ_SEED ?? 20261125 );
const RUNS = Number( process.env.FUZZ_MARKUP_RUNS ?? 10 );
const FIXTURES = path.resolve( __dirname, '../../fixtures/blocks' );

registerPluginBlocks();

const fixtures = fs
	.readdirSync( FIXTURES )
	.filter( ( file ) => file.endsWith( '.html' ) )
	.sort()
	.map( ( file ) => [
		file,
		fs.readFileSync( path.join( FIXTURES, file ), 'utf8' ),
	] );

/** One edit of the markup: a cut, an insertion or a removed stretch. */
type Edit =
	| { kind: 'cut'; at: number }
	| { kind: 'insert'; at: number; text: string }
	| { kind: 'remove'; at: number; length: number };

const edit: fc.Arbitrary< Edit > = fc.oneof(
	fc.record( { kind: fc.constant( 'cut' as const ), at: fc.nat() } ),
	fc.record( {
		kind: fc.constant( 'insert' as const ),
		at: fc.nat(),
		text: fc.oneof(
			hostileString(),
			fc.constantFrom( '<', '>', '"', '{', '}', '-->', '<!-- /wp:', '/' )
		),
	} ),
	fc.record( {
		kind: fc.constant( 'remove' as const ),
		at: fc.nat(),
		length: fc.integer( { min: 1, max: 40 } ),
	} )
);

function apply( markup: string, { kind, at, ...rest }: Edit ): string {
	const position = markup.length ? at % ( markup.length + 1 ) : 0;
	if ( kind === 'cut' ) {
		return markup.slice( 0, position );
	}
	if ( kind === 'insert' ) {
		const { text } = rest as { text: string };
		return markup.slice( 0, position ) + text + markup.slice( position );
	}
	const { length } = rest as { length: number };
	return markup.slice( 0, position ) + markup.slice( position + length );
}

/**
 * Runs `check` with the console quiet: parse() reports every invalid block
 * there, which is expected here (the test is that nothing throws).
 */
function quietly( check: () => void ): void {
	const { error, warn, info } = console;
	const saved = { error, warn, info };
	const ignore = () => undefined;
	Object.assign( console, { error: ignore, warn: ignore, info: ignore } );
	try {
		check();
	} finally {
		Object.assign( console, saved );
	}
}

describe( 'broken markup of our blocks', () => {
	it( 'has fixtures to break', () => {
		expect( fixtures.length ).toBeGreaterThan( 50 );
	} );

	it.each( fixtures )(
		'%s, cut and mixed up, parses and saves',
		( _, markup ) => {
			quietly( () =>
				fc.assert(
					fc.property(
						fc.array( edit, { minLength: 1, maxLength: 4 } ),
						( edits ) => {
							const broken = edits.reduce( apply, markup );
							const blocks = parse( broken );
							expect( typeof serialize( blocks ) ).toBe(
								'string'
							);
						}
					),
					{ seed: SEED, numRuns: RUNS }
				)
			);
		}
	);
} );
