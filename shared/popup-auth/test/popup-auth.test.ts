import {
	popupFeatures,
	readAuthMessage,
	requestInstagramAuth,
	requestPopupAuth,
} from '..';

function fakePopup() {
	return { closed: false, close: jest.fn() } as unknown as Window & {
		closed: boolean;
		close: jest.Mock;
	};
}

function post(
	source: Window,
	data: unknown,
	origin = window.location.origin
) {
	window.dispatchEvent(
		new MessageEvent( 'message', { data, origin, source } )
	);
}

describe( 'auth pop-up', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );

	it( 'opens 780x700, centred, without toolbar, location, status or menu bar', () => {
		expect(
			popupFeatures( 780, 700, {
				screenX: 100,
				screenY: 50,
				outerWidth: 1280,
				outerHeight: 900,
			} )
		).toBe(
			'width=780,height=700,left=350,top=150,toolbar=no,location=no,status=no,menubar=no'
		);
		const popup = fakePopup();
		const open = jest.spyOn( window, 'open' ).mockReturnValue( popup );
		requestPopupAuth( 'https://site.test/consent' ).catch(
			() => undefined
		);
		expect( open ).toHaveBeenCalledWith(
			'https://site.test/consent',
			'orbit-blocks-auth',
			expect.stringMatching(
				/^width=780,height=700,left=\d+,top=\d+,toolbar=no,location=no,status=no,menubar=no$/
			)
		);
	} );

	it( 'resolves with keyring_id, id_token and user from the pop-up, and closes it', async () => {
		const popup = fakePopup();
		jest.spyOn( window, 'open' ).mockReturnValue( popup );
		const auth = requestPopupAuth( 'https://site.test/consent' );
		post( popup, {
			keyring_id: 12,
			id_token: 'tok',
			user: { name: 'ada' },
		} );
		await expect( auth ).resolves.toEqual( {
			keyring_id: 12,
			id_token: 'tok',
			user: { name: 'ada' },
		} );
		expect( popup.close ).toHaveBeenCalled();
	} );

	it( 'ignores messages from other windows, other origins and other shapes', async () => {
		const popup = fakePopup();
		jest.spyOn( window, 'open' ).mockReturnValue( popup );
		const auth = requestPopupAuth( 'https://site.test/consent' );
		post( fakePopup(), { keyring_id: 1 } );
		post( popup, { keyring_id: 2 }, 'https://evil.test' );
		post( popup, { hello: 'world' } );
		post( popup, '{"keyring_id":"7"}' );
		await expect( auth ).resolves.toEqual( { keyring_id: 7 } );
	} );

	it( 'polls every 100 ms and rejects when the window is closed with nothing received', async () => {
		const popup = fakePopup();
		jest.spyOn( window, 'open' ).mockReturnValue( popup );
		const auth = requestPopupAuth( 'https://site.test/consent' );
		jest.advanceTimersByTime( 1000 );
		popup.closed = true;
		jest.advanceTimersByTime( 99 );
		let settled = false;
		auth.catch( () => ( settled = true ) );
		await Promise.resolve();
		expect( settled ).toBe( false );
		jest.advanceTimersByTime( 1 );
		await expect( auth ).rejects.toMatchObject( {
			code: 'closed',
			message: 'The authorization window was closed.',
		} );
	} );

	it( 'says so when the browser blocks the pop-up', async () => {
		jest.spyOn( window, 'open' ).mockReturnValue( null );
		await expect(
			requestPopupAuth( 'https://site.test/consent' )
		).rejects.toMatchObject( {
			code: 'blocked',
			message:
				'Your browser blocked the pop-up window. Allow pop-ups for this site and try again.',
		} );
	} );

	it( 'opens the Instagram variant at 700x700', () => {
		const open = jest
			.spyOn( window, 'open' )
			.mockReturnValue( fakePopup() );
		requestInstagramAuth( 'https://site.test/ig' ).catch( () => undefined );
		expect( open.mock.calls[ 0 ][ 2 ] ).toMatch( /^width=700,height=700,/ );
	} );

	it( 'reads only a positive whole keyring_id', () => {
		expect( readAuthMessage( { keyring_id: 3 } ) ).toEqual( {
			keyring_id: 3,
		} );
		expect( readAuthMessage( { keyring_id: 0 } ) ).toBeNull();
		expect( readAuthMessage( { keyring_id: 'x' } ) ).toBeNull();
		expect( readAuthMessage( 'not json' ) ).toBeNull();
		expect( readAuthMessage( null ) ).toBeNull();
	} );
} );
