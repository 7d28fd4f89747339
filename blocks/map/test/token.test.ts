/**
 * The token flow (spec 2 "Map", sections 4, 5, 7, 8).
 */
import {
	canSetToken,
	initialTokenState,
	isPublicToken,
	tokenReducer,
} from '../token';
import type { TokenAction, TokenState } from '../token';

const run = ( actions: TokenAction[], from: TokenState = initialTokenState ) =>
	actions.reduce( tokenReducer, from );

describe( 'token flow', () => {
	it( 'starts loading, then needs a token when the site has none', () => {
		expect( initialTokenState.status ).toBe( 'loading' );
		expect( run( [ { type: 'loaded', token: '' } ] ) ).toMatchObject( {
			status: 'needed',
			token: '',
		} );
	} );

	it( 'is ready with a key, and knows a shared key', () => {
		expect(
			run( [ { type: 'loaded', token: 'pk.a.b', source: 'wpcom' } ] )
		).toMatchObject( {
			status: 'ready',
			token: 'pk.a.b',
			source: 'wpcom',
		} );
	} );

	it( 'is busy while a request runs and ready after Set Token', () => {
		const busy = run( [
			{ type: 'loaded', token: '' },
			{ type: 'request' },
		] );
		expect( busy ).toMatchObject( { status: 'needed', busy: true } );
		expect( canSetToken( 'pk.a.b', busy ) ).toBe( false );
		expect(
			tokenReducer( busy, {
				type: 'saved',
				token: 'pk.a.b',
				source: 'site',
			} )
		).toMatchObject( {
			status: 'ready',
			busy: false,
			token: 'pk.a.b',
		} );
	} );

	it( 'keeps its state and says the message when a request fails', () => {
		const ready = run( [
			{ type: 'loaded', token: 'pk.a.b' },
			{ type: 'request' },
		] );
		expect(
			tokenReducer( ready, { type: 'failed', message: 'Nope' } )
		).toMatchObject( {
			status: 'ready',
			token: 'pk.a.b',
			busy: false,
			error: 'Nope',
		} );
		// A failed first load asks for a token.
		expect(
			run( [ { type: 'failed', message: 'Offline' } ] )
		).toMatchObject( { status: 'needed', error: 'Offline' } );
	} );

	it( 'goes back to token-needed with the message when the service refuses the key', () => {
		const refused = run( [
			{ type: 'loaded', token: 'pk.a.b' },
			{ type: 'refused', message: 'Not Authorized - Invalid Token' },
		] );
		expect( refused ).toMatchObject( {
			status: 'needed',
			token: '',
			error: 'Not Authorized - Invalid Token',
		} );
		expect( tokenReducer( refused, { type: 'dismiss' } ).error ).toBe( '' );
	} );

	it( 'Remove Token leaves the block needing one', () => {
		expect(
			run( [
				{ type: 'loaded', token: 'pk.a.b' },
				{ type: 'request' },
				{ type: 'removed' },
			] )
		).toMatchObject( {
			status: 'needed',
			token: '',
		} );
	} );

	it( 'Set Token is disabled while the field is empty or a request runs', () => {
		const idle = run( [ { type: 'loaded', token: '' } ] );
		expect( canSetToken( '', idle ) ).toBe( false );
		expect( canSetToken( '   ', idle ) ).toBe( false );
		expect( canSetToken( 'pk.a.b', idle ) ).toBe( true );
	} );

	it( 'accepts public tokens only', () => {
		expect( isPublicToken( 'pk.eyJ1Ijoi.abc-_1' ) ).toBe( true );
		expect( isPublicToken( 'sk.eyJ1Ijoi.abc' ) ).toBe( false );
		expect( isPublicToken( 'pk.only' ) ).toBe( false );
		expect( isPublicToken( 'pk.a.b"><script>' ) ).toBe( false );
	} );
} );
