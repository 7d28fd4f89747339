/**
 * The Payment Button's plan rules: none, valid (one of the products) or
 * invalid (an id not among them); the picker's labels; newsletter products
 * are not sold by the button.
 */
import fc from 'fast-check';
import { planLabel, planState, sellableProducts } from '../plan';
import { GOLD } from '../../../store/memberships/test/memberships-api-double';

describe( 'planState', () => {
	it( 'is none without a plan id', () => {
		expect( planState( undefined, [ GOLD ] ) ).toBe( 'none' );
		expect( planState( null, [ GOLD ] ) ).toBe( 'none' );
	} );

	it( 'is valid for a product of the account only', () => {
		expect( planState( 11, [ GOLD ] ) ).toBe( 'valid' );
		expect( planState( 12, [ GOLD ] ) ).toBe( 'invalid' );
		expect( planState( 11, [] ) ).toBe( 'invalid' );
		expect( planState( -1, [ GOLD ] ) ).toBe( 'invalid' );
	} );

	it( 'never calls an id valid that no product has', () => {
		fc.assert(
			fc.property(
				fc.integer(),
				fc.uniqueArray( fc.integer( { min: 1, max: 1e6 } ) ),
				( id, ids ) => {
					const products = ids.map( ( pid ) => ( {
						...GOLD,
						id: pid,
					} ) );
					expect( planState( id, products ) === 'valid' ).toBe(
						ids.includes( id )
					);
				}
			)
		);
	} );
} );

describe( 'planLabel and sellableProducts', () => {
	it( 'names a plan with its price and interval', () => {
		expect( planLabel( GOLD ) ).toBe( 'Gold: $12.00 / month' );
		expect(
			planLabel( {
				...GOLD,
				price: 1234.5,
				currency: 'EUR',
				interval: 'one-time',
			} )
		).toBe( 'Gold: €1.234,50 one time' );
	} );

	it( 'leaves out newsletter products', () => {
		const letter = { ...GOLD, id: 2, subscribe_as_site_subscriber: true };
		expect( sellableProducts( [ GOLD, letter ] ) ).toEqual( [ GOLD ] );
	} );
} );
