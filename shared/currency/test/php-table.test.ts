/**
 * The local provider validates product prices with its own copy of the
 * payment currencies (php-stubs/includes/rest/memberships.php). This keeps
 * that copy equal to the editor's table, so that the server's "Minimum
 * allowed price is …" and the editor's never disagree.
 */
import fs from 'fs';
import path from 'path';
import { CURRENCIES, PAYMENT_CURRENCIES } from '..';

const PHP_FILE = path.resolve(
	__dirname,
	'../../../php-stubs/includes/rest/memberships.php'
);

function phpTable() {
	const source = fs.readFileSync( PHP_FILE, 'utf8' );
	const block = source.slice(
		source.indexOf( 'const ORBIT_BLOCKS_PAYMENT_CURRENCIES' ),
		source.indexOf(
			');',
			source.indexOf( 'const ORBIT_BLOCKS_PAYMENT_CURRENCIES' )
		)
	);
	const row =
		/'([A-Z]{3})'\s*=>\s*array\(\s*(['"])(.*?)\2,\s*(['"])(.*?)\4,\s*(['"])(.*?)\6,\s*(\d),\s*([\d.]+)\s*\)/g;
	const table: Record< string, unknown > = {};
	for ( const match of block.matchAll( row ) ) {
		table[ match[ 1 ] ] = {
			symbol: match[ 3 ],
			grouping: match[ 5 ],
			decimal: match[ 7 ],
			precision: Number( match[ 8 ] ),
			minimum: Number( match[ 9 ] ),
		};
	}
	return table;
}

describe( 'the local provider’s payment currencies', () => {
	it( 'are the payment currencies, with the editor’s format and minimum', () => {
		const expected = Object.fromEntries(
			PAYMENT_CURRENCIES.map( ( code ) => [
				code,
				{ ...CURRENCIES[ code ] },
			] )
		);
		expect( phpTable() ).toEqual( expected );
	} );
} );
