/**
 * The inserter's external sources (spec 3 sections 7, 8, 9): defaults,
 * item mapping, the tracking event with its results count, and an empty
 * list when the list call fails.
 */
import { apiFetchDouble as api } from '../../../tests/setup/api-fetch-double';
import { recordEvent } from '../../../shared/tracking';
import { fetchInserterMedia, inserterQuery } from '../lib/inserter';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../shared/tracking', () => ( { recordEvent: jest.fn() } ) );

beforeEach( () => {
	api.mockReset();
	( recordEvent as jest.Mock ).mockReset();
} );

describe( 'inserter defaults', () => {
	it( 'Pexels: 10 results, "mountain" unless the author searches', () => {
		expect( inserterQuery( 'pexels', {} ) ).toEqual( {
			number: 10,
			search: 'mountain',
		} );
		expect( inserterQuery( 'pexels', { search: ' lake ' } ) ).toEqual( {
			number: 10,
			search: 'lake',
		} );
	} );

	it( 'Google Photos: 25 recent photos', () => {
		expect( inserterQuery( 'google_photos', { search: 'x' } ) ).toEqual( {
			number: 25,
			path: 'recent',
		} );
	} );

	it( 'Openverse: a random default term', () => {
		expect( inserterQuery( 'openverse', {}, () => 0.5 ) ).toEqual( {
			number: 10,
			search: 'clouds',
		} );
	} );
} );

describe( 'fetchInserterMedia', () => {
	it( 'maps images (not folders or videos) and records the results count', async () => {
		api.mockResolvedValue( {
			media: [
				{
					ID: 'px-sky-1',
					type: 'image',
					title: 'Sky 1',
					caption: 'Photo by someone',
					URL: 'https://x/full.png',
					thumbnails: { medium: 'https://x/thumb.png' },
				},
				{ ID: 'v', type: 'video', URL: 'https://x/v' },
			],
			meta: { next_page: false },
		} );
		const items = await fetchInserterMedia( 'pexels', {} );
		expect( api ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/external-media/list/pexels?number=10&search=mountain',
		} );
		expect( items ).toEqual( [
			{
				title: 'Sky 1',
				url: 'https://x/full.png',
				previewUrl: 'https://x/thumb.png',
				sourceId: 'px-sky-1',
				id: undefined,
				alt: 'Sky 1',
				caption: 'Photo by someone',
			},
		] );
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_editor_media_inserter_external_source',
			{ media_source: 'pexels', results_count: 1 }
		);
	} );

	it( 'gives an empty list when the call fails', async () => {
		api.mockRejectedValue( {
			code: 'authorization_required',
			message: 'Connect',
		} );
		await expect(
			fetchInserterMedia( 'google_photos', {} )
		).resolves.toEqual( [] );
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_editor_media_inserter_external_source',
			{ media_source: 'google_photos', results_count: 0 }
		);
	} );
} );
