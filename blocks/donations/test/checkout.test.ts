/** The visitor's donate link (spec 2 "Donations"). */
import { checkoutUrl, readCustomAmount } from '../checkout';

const BASE =
	'https://subscribe.example/memberships/?blog=site&plan=7&currency=USD';

describe( 'checkout link', () => {
	it( 'adds the amount in the currency precision', () => {
		expect( checkoutUrl( BASE, 15, 'USD' ) ).toBe( BASE + '&amount=15.00' );
		expect( checkoutUrl( BASE, 1500, 'JPY' ) ).toBe(
			BASE + '&amount=1500'
		);
	} );

	it( 'refuses amounts under the minimum and non-web addresses', () => {
		expect( checkoutUrl( BASE, 0.2, 'USD' ) ).toBeNull();
		expect( checkoutUrl( 'javascript:alert(1)', 5, 'USD' ) ).toBeNull();
	} );

	it( 'reads custom amounts in the currency format', () => {
		expect( readCustomAmount( '1.234,5', 'EUR' ) ).toBe( 1234.5 );
		expect( readCustomAmount( '0.49', 'USD' ) ).toBeNull();
		expect( readCustomAmount( 'abc', 'USD' ) ).toBeNull();
		expect( readCustomAmount( '49', 'JPY' ) ).toBeNull();
		expect( readCustomAmount( '50', 'JPY' ) ).toBe( 50 );
	} );
} );
