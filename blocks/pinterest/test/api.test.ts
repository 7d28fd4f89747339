/**
 * The preview client (api.ts): the widget API address of each kind of
 * target on the configured `pinterest` service (or Pinterest's own), and
 * the reading of its answers (recorded in tests/e2e/fixtures/pinterest):
 * failures, odd shapes and non-http(s) images are errors or dropped.
 */
import board from '../../../tests/e2e/fixtures/pinterest/board.json';
import notFound from '../../../tests/e2e/fixtures/pinterest/not-found.json';
import pin from '../../../tests/e2e/fixtures/pinterest/pin.json';
import user from '../../../tests/e2e/fixtures/pinterest/user.json';
import {
	PinterestEmbedError,
	fetchPinterestPreview,
	previewUrl,
	toPreview,
} from '../api';
import { parsePinterestUrl } from '../url';
import type { PinterestTarget } from '../url';

const target = ( url: string ) => parsePinterestUrl( url ) as PinterestTarget;
const PIN = target( 'https://www.pinterest.com/pin/99360735500167749/' );
const BOARD = target( 'https://www.pinterest.com/martaoliveira/cakes/' );
const USER = target( 'https://www.pinterest.com/martaoliveira/' );

afterEach( () => {
	delete window.orbitBlocksEditorState;
} );

describe( 'previewUrl', () => {
	it( "uses Pinterest's widget API by default", () => {
		expect( previewUrl( PIN ) ).toBe(
			'https://widgets.pinterest.com/v3/pidgets/pins/info/?pin_ids=99360735500167749'
		);
		expect( previewUrl( BOARD ) ).toBe(
			'https://widgets.pinterest.com/v3/pidgets/boards/martaoliveira/cakes/pins/'
		);
		expect( previewUrl( USER ) ).toBe(
			'https://widgets.pinterest.com/v3/pidgets/users/martaoliveira/pins/'
		);
	} );

	it( 'uses the service the host configures', () => {
		window.orbitBlocksEditorState = {
			services: {
				pinterest: {
					url: 'http://localhost/?rest_route=/orbit-blocks/v1/stand-in/pinterest',
				},
			},
		};
		expect( previewUrl( BOARD ) ).toBe(
			'http://localhost/?rest_route=/orbit-blocks/v1/stand-in/pinterest/v3/pidgets/boards/martaoliveira/cakes/pins/'
		);
	} );
} );

describe( 'toPreview', () => {
	it( 'reads a pin: image, description, pinner and board', () => {
		expect( toPreview( PIN, pin ) ).toEqual( {
			type: 'embedPin',
			title: 'Marta Oliveira',
			subtitle: 'Cakes',
			avatar: pin.data[ 0 ].pinner.image_small_url,
			profileUrl: 'https://www.pinterest.com/martaoliveira/',
			pins: [
				{
					id: '99360735500167749',
					image: pin.data[ 0 ].images[ '564x' ].url,
					width: 564,
					height: 846,
					description:
						'Lemon and thyme olive oil cake, baked in a loaf tin',
					link: 'https://www.pinterest.com/pin/99360735500167749/',
				},
			],
		} );
	} );

	it( 'reads a board and a user: names and at most nine pins', () => {
		const boardPreview = toPreview( BOARD, board );
		expect( boardPreview ).toMatchObject( {
			type: 'embedBoard',
			title: 'Cakes',
			subtitle: 'Marta Oliveira',
			profileUrl: 'https://www.pinterest.com/martaoliveira/cakes/',
		} );
		expect( boardPreview.pins ).toHaveLength( 9 );
		const userPreview = toPreview( USER, user );
		expect( userPreview ).toMatchObject( {
			type: 'embedUser',
			title: 'Marta Oliveira',
			subtitle: 'Baking on weekends',
		} );
		expect( userPreview.pins[ 0 ].description ).toBe(
			'Rhubarb galette with cardamom'
		);
	} );

	it.each( [
		[ 'a failure', PIN, notFound ],
		[ 'no data', PIN, { status: 'success', data: [] } ],
		[ 'not an object', BOARD, 'oops' ],
		[ 'a board without pins', BOARD, { status: 'success', data: {} } ],
		[
			'a pin whose only image is not http(s)',
			PIN,
			{
				status: 'success',
				data: [
					{
						id: '1',
						images: { '237x': { url: 'javascript:alert(1)' } },
					},
				],
			},
		],
	] )( 'refuses %s', ( _, which, answer ) => {
		expect( () => toPreview( which, answer ) ).toThrow(
			PinterestEmbedError
		);
	} );

	it( 'drops images and avatars that are not http(s)', () => {
		const answer = JSON.parse( JSON.stringify( board ) );
		answer.data.pins[ 0 ].images[ '237x' ].url =
			'data:image/png;base64,AAAA';
		answer.data.user.image_small_url = 'javascript:alert(1)';
		const preview = toPreview( BOARD, answer );
		expect( preview.avatar ).toBe( '' );
		expect( preview.pins ).toHaveLength( 8 );
		expect(
			preview.pins.every( ( p ) => p.image.startsWith( 'https://' ) )
		).toBe( true );
	} );
} );

describe( 'fetchPinterestPreview', () => {
	const realFetch = window.fetch;
	afterEach( () => {
		window.fetch = realFetch;
	} );

	it( 'fetches without credentials and reads the answer', async () => {
		const fetch = jest.fn( async () => ( {
			ok: true,
			status: 200,
			json: async () => pin,
		} ) );
		window.fetch = fetch as unknown as typeof window.fetch;
		await expect( fetchPinterestPreview( PIN ) ).resolves.toMatchObject( {
			title: 'Marta Oliveira',
		} );
		expect( fetch ).toHaveBeenCalledWith(
			previewUrl( PIN ),
			expect.objectContaining( { credentials: 'omit' } )
		);
	} );

	it( 'fails on an HTTP error, no answer or a body that is not JSON', async () => {
		window.fetch = jest.fn( async () => ( {
			ok: false,
			status: 404,
			json: async () => ( {} ),
		} ) ) as unknown as typeof window.fetch;
		await expect( fetchPinterestPreview( PIN ) ).rejects.toThrow(
			PinterestEmbedError
		);
		window.fetch = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} ) as unknown as typeof window.fetch;
		await expect( fetchPinterestPreview( PIN ) ).rejects.toThrow(
			PinterestEmbedError
		);
		window.fetch = jest.fn( async () => ( {
			ok: true,
			status: 200,
			json: async () => {
				throw new SyntaxError( 'Unexpected token' );
			},
		} ) ) as unknown as typeof window.fetch;
		await expect( fetchPinterestPreview( PIN ) ).rejects.toThrow(
			PinterestEmbedError
		);
	} );
} );
