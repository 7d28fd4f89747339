import {
	API_STATE_CONNECTED,
	API_STATE_LOADING,
	API_STATE_NOT_CONNECTED,
} from '..';
import * as actions from '../actions';
import type { MembershipProduct } from '../constants';
import { INITIAL_STATE, reducer } from '../reducer';
import * as selectors from '../selectors';

const PRODUCT: MembershipProduct = {
	id: 7,
	title: 'Gold',
	interval: '1 month',
	price: 12,
	currency: 'USD',
};

const status = ( connected: boolean, products = [ PRODUCT ] ) =>
	actions.receiveStatus( {
		products,
		connectUrl: connected ? null : 'https://site.test/connect',
		siteSlug: 'site.test',
		connectedAccountDefaultCurrency: 'EUR',
		connected,
	} );

describe( 'memberships reducer', () => {
	it( 'starts loading, with nothing known and every count null', () => {
		const state = reducer( undefined, { type: 'NOTHING' } as never );
		expect( state ).toEqual( INITIAL_STATE );
		expect( state.apiState ).toBe( API_STATE_LOADING );
		expect( API_STATE_LOADING ).toBe( 0 );
		expect( API_STATE_CONNECTED ).toBe( 1 );
		expect( API_STATE_NOT_CONNECTED ).toBe( 2 );
		expect( state.subscriberCounts ).toEqual( {
			socialFollowers: null,
			emailSubscribers: null,
			paidSubscribers: null,
		} );
		expect( state.products ).toEqual( [] );
		expect( state.connectUrl ).toBeNull();
	} );

	it( 'is connected after a status with an account, not connected after one without', () => {
		const connected = reducer( undefined, status( true ) );
		expect( connected ).toMatchObject( {
			apiState: API_STATE_CONNECTED,
			products: [ PRODUCT ],
			siteSlug: 'site.test',
			connectedAccountDefaultCurrency: 'EUR',
			connectUrl: null,
		} );
		expect( reducer( undefined, status( false ) ) ).toMatchObject( {
			apiState: API_STATE_NOT_CONNECTED,
			connectUrl: 'https://site.test/connect',
		} );
	} );

	it( 'is not connected and forgets the connect URL after a load error', () => {
		const before = reducer( undefined, status( false ) );
		const after = reducer( before, actions.receiveLoadError( 'Nope.' ) );
		expect( after ).toMatchObject( {
			apiState: API_STATE_NOT_CONNECTED,
			connectUrl: null,
			loadError: 'Nope.',
			products: [ PRODUCT ],
		} );
		// A later successful load clears the error.
		expect( reducer( after, status( true ) ).loadError ).toBeNull();
	} );

	it( 'keeps the counts', () => {
		const counts = {
			socialFollowers: 1,
			emailSubscribers: 2,
			paidSubscribers: 0,
		};
		expect(
			reducer( undefined, actions.receiveSubscriberCounts( counts ) )
				.subscriberCounts
		).toEqual( counts );
	} );

	it( 'appends a created product, replacing one with the same id', () => {
		const state = reducer( undefined, status( true ) );
		const added = reducer(
			state,
			actions.receiveProduct( { ...PRODUCT, id: 8, title: 'Silver' } )
		);
		expect( added.products.map( ( p ) => p.title ) ).toEqual( [
			'Gold',
			'Silver',
		] );
		const replaced = reducer(
			added,
			actions.receiveProduct( { ...PRODUCT, title: 'Platinum' } )
		);
		expect( replaced.products.map( ( p ) => p.title ) ).toEqual( [
			'Silver',
			'Platinum',
		] );
	} );

	it( 'tracks a product being saved', () => {
		const saving = reducer( undefined, actions.setSavingProduct( true ) );
		expect( selectors.isSavingProduct( saving ) ).toBe( true );
		expect(
			selectors.isSavingProduct(
				reducer( saving, actions.setSavingProduct( false ) )
			)
		).toBe( false );
	} );
} );

describe( 'memberships selectors', () => {
	it( 'offer the default first product only to a connected account without products', () => {
		const loading = INITIAL_STATE;
		const empty = reducer( undefined, status( true, [] ) );
		const withProducts = reducer( undefined, status( true ) );
		const notConnected = reducer( undefined, status( false, [] ) );

		expect( selectors.shouldOfferDefaultProduct( loading ) ).toBe( false );
		expect( selectors.shouldOfferDefaultProduct( notConnected ) ).toBe(
			false
		);
		expect( selectors.shouldOfferDefaultProduct( withProducts ) ).toBe(
			false
		);
		expect( selectors.shouldOfferDefaultProduct( empty ) ).toBe( true );

		expect( selectors.getDefaultProduct( empty ) ).toEqual( {
			title: 'Monthly Subscription',
			price: 5,
			currency: 'USD',
			interval: '1 month',
		} );
		// The same object while the state is the same (no re-render loops).
		expect( selectors.getDefaultProduct( empty ) ).toBe(
			selectors.getDefaultProduct( empty )
		);
		expect( selectors.getDefaultProduct( withProducts ) ).toBeNull();
	} );

	it( 'pick the newsletter products', () => {
		const state = reducer(
			undefined,
			status( true, [
				PRODUCT,
				{ ...PRODUCT, id: 9, subscribe_as_site_subscriber: true },
				{ ...PRODUCT, id: 10, subscribe_as_site_subscriber: false },
			] )
		);
		expect(
			selectors.getNewsletterProducts( state ).map( ( p ) => p.id )
		).toEqual( [ 9 ] );
	} );

	it( 'read the state', () => {
		const state = reducer( undefined, status( true ) );
		expect( selectors.getApiState( state ) ).toBe( API_STATE_CONNECTED );
		expect( selectors.isApiStateConnected( state ) ).toBe( true );
		expect( selectors.isApiStateLoading( state ) ).toBe( false );
		expect( selectors.isApiStateLoading( INITIAL_STATE ) ).toBe( true );
		expect( selectors.getProducts( state ) ).toEqual( [ PRODUCT ] );
		expect( selectors.getSiteSlug( state ) ).toBe( 'site.test' );
		expect( selectors.getConnectedAccountDefaultCurrency( state ) ).toBe(
			'EUR'
		);
		expect( selectors.getConnectUrl( state ) ).toBeNull();
		expect( selectors.getLoadError( state ) ).toBeNull();
		expect( selectors.getSubscriberCounts( state ) ).toBe(
			INITIAL_STATE.subscriberCounts
		);
	} );
} );
