import { getService, serviceUrl } from '../services';

const GIF = { url: 'https://api.example.com/v1', key: 'public-key' };

afterEach( () => {
	delete window.orbitBlocksEditorState;
} );

describe( 'getService', () => {
	it( 'uses the public address when the host names none', () => {
		expect( getService( 'gif', GIF ) ).toEqual( GIF );
		window.orbitBlocksEditorState = { services: { gif: { url: '' } } };
		expect( getService( 'gif', GIF ) ).toEqual( GIF );
	} );

	it( 'takes the host’s address, keeping the public key unless it names one', () => {
		window.orbitBlocksEditorState = {
			services: { gif: { url: 'http://127.0.0.1:8888/stand-in/gif' } },
		};
		expect( getService( 'gif', GIF ) ).toEqual( {
			url: 'http://127.0.0.1:8888/stand-in/gif',
			key: 'public-key',
		} );
		window.orbitBlocksEditorState = {
			services: { gif: { url: 'http://local/gif', key: 'other' } },
		};
		expect( getService( 'gif', GIF ).key ).toBe( 'other' );
	} );
} );

describe( 'serviceUrl', () => {
	it( 'joins the path with one slash and adds the defined query arguments', () => {
		expect(
			serviceUrl(
				{ url: 'https://api.example.com/v1/' },
				'/gifs/search',
				{
					q: 'cats & dogs',
					limit: 10,
					offset: undefined,
				}
			)
		).toBe(
			'https://api.example.com/v1/gifs/search?q=cats+%26+dogs&limit=10'
		);
	} );

	it( 'keeps a query the base already carries (the plain REST form)', () => {
		expect(
			serviceUrl(
				{
					url: 'http://localhost/?rest_route=/orbit-blocks/v1/stand-in/gif',
				},
				'',
				{ q: 'x' }
			)
		).toBe(
			'http://localhost/?rest_route=%2Forbit-blocks%2Fv1%2Fstand-in%2Fgif%2F&q=x'
		);
	} );
} );
