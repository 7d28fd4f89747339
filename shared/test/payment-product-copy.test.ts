/** Product-management copy of both kinds (spec 3 sections 5 and 8). */
import {
	isValidPlanSelection,
	paymentProductCopy,
} from '../payment-product-copy';

describe( 'payment product copy', () => {
	it( 'has the spec texts for payment plans', () => {
		expect( paymentProductCopy( 'payment-plan' ) ).toMatchObject( {
			requiresName: 'Payment plan requires a name',
			requiresValidPrice: 'Payment plan requires a valid price',
			addError: 'There was an error when adding the payment plan.',
			invalidPlan: 'Invalid payment plan configured for this block.',
		} );
	} );

	it( 'has the subscription wording for subscriptions', () => {
		expect( paymentProductCopy( 'subscription' ) ).toMatchObject( {
			requiresName: 'Subscription requires a name',
			requiresValidPrice: 'Subscription requires a valid price',
			addError: 'There was an error when adding the subscription.',
			invalidPlan: 'Invalid subscription configured for this block.',
		} );
	} );

	it( 'shows the button only for a plan among the products', () => {
		const products = [ { id: 3 }, { id: 9 } ];
		expect( isValidPlanSelection( 9, products ) ).toBe( true );
		expect( isValidPlanSelection( '3', products ) ).toBe( true );
		expect( isValidPlanSelection( 4, products ) ).toBe( false );
		expect( isValidPlanSelection( -1, products ) ).toBe( false );
		expect( isValidPlanSelection( null, products ) ).toBe( false );
	} );
} );
