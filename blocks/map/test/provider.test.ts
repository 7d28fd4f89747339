/**
 * Provider choice (spec 2 "Map", section 9): cookie, then site setting,
 * else mapbox; terrain always mapbox.
 */
import fc from 'fast-check';
import { chooseProvider, pageProvider, readCookie } from '../provider';

describe( 'map provider', () => {
	it( 'prefers the map_provider cookie, then the setting, else mapbox', () => {
		expect(
			chooseProvider( { cookie: 'mapkit', setting: 'mapbox' } )
		).toBe( 'mapkit' );
		expect(
			chooseProvider( { cookie: 'mapbox', setting: 'mapkit' } )
		).toBe( 'mapbox' );
		expect( chooseProvider( { cookie: null, setting: 'mapkit' } ) ).toBe(
			'mapkit'
		);
		expect( chooseProvider( { cookie: 'bogus', setting: 'mapkit' } ) ).toBe(
			'mapkit'
		);
		expect( chooseProvider( {} ) ).toBe( 'mapbox' );
	} );

	it( 'uses mapbox for the terrain style whatever was chosen', () => {
		expect(
			chooseProvider( { cookie: 'mapkit', mapStyle: 'terrain' } )
		).toBe( 'mapbox' );
		expect(
			chooseProvider( { cookie: 'mapkit', mapStyle: 'satellite' } )
		).toBe( 'mapkit' );
	} );

	it( 'answers only mapbox or mapkit (property)', () => {
		fc.assert(
			fc.property(
				fc.option( fc.string() ),
				fc.option( fc.string() ),
				( cookie, setting ) =>
					[ 'mapbox', 'mapkit' ].includes(
						chooseProvider( { cookie, setting } )
					)
			)
		);
	} );

	it( 'reads the cookie among others', () => {
		expect(
			readCookie( 'a=1; map_provider=mapkit; b=2', 'map_provider' )
		).toBe( 'mapkit' );
		expect( readCookie( 'a=1', 'map_provider' ) ).toBeNull();
		expect(
			readCookie( 'map_provider=%E0%A4%A', 'map_provider' )
		).toBeNull();
	} );

	it( 'reads the page: cookie over the host setting', () => {
		window.orbitBlocksMap = { provider: 'mapkit' };
		expect( pageProvider( 'default' ) ).toBe( 'mapkit' );
		document.cookie = 'map_provider=mapbox';
		expect( pageProvider( 'default' ) ).toBe( 'mapbox' );
		document.cookie =
			'map_provider=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
		delete window.orbitBlocksMap;
		expect( pageProvider( 'default' ) ).toBe( 'mapbox' );
	} );
} );
