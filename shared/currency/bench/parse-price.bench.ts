/**
 * Price parsing runs on every keystroke in an amount field (memberships,
 * donations, payments): a realistic page parses about a hundred amounts.
 */
import { defineBench } from '../../../tests/bench/micro-bench';
import { parsePrice } from '../parse';

const SAMPLES: Array< [ string, string ] > = [
	[ '$1,234.56', 'USD' ],
	[ '1.234,56 €', 'EUR' ],
	[ '¥ 1200', 'JPY' ],
	[ '-0.50', 'GBP' ],
	[ 'CHF 12.5', 'CHF' ],
	[ 'not a price', 'USD' ],
	[ '  99  ', 'AUD' ],
	[ '1 000,00 kr', 'SEK' ],
];

export default defineBench( {
	name: 'price parsing',
	unit: 'prices',
	size: 100,
	setup: ( size ) =>
		Array.from(
			{ length: size },
			( _, i ) => SAMPLES[ i % SAMPLES.length ]
		),
	run: ( prices ) => {
		let parsed = 0;
		for ( const [ text, currency ] of prices ) {
			if ( parsePrice( text, currency ) !== null ) {
				parsed++;
			}
		}
		return parsed;
	},
} );
