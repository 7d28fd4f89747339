/**
 * The external media picker against Openverse and Pexels, here local fakes
 * that check requests as the API references document them
 * (tests/e2e/fakes/stock-photos.ts; https://api.openverse.org/v1/ "Search
 * images", "Get an image"; https://www.pexels.com/api/documentation/
 * "Search for Photos", "Get a Photo").
 *
 * - An author searches Openverse in the image block's picker, sees the
 *   fake's results, and inserts one: the site asks Openverse for that image
 *   by id, downloads its file and adds it to the media library with its
 *   attribution.
 * - A file that is not an image is refused, nothing is added.
 * - Pexels is searched with the key in the Authorization header, and its
 *   photo is copied the same way.
 */
import type { Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { connectAccount, expect, test, watchPhpLog } from './orbit-blocks';
import {
	OPENVERSE_IMAGES,
	PEXELS_KEY,
	PEXELS_PHOTOS,
	startOpenverseFake,
	startPexelsFake,
} from './fakes/stock-photos';
import type { Fake } from './fakes/fake-server';
import { configureSite } from './fakes/site';

let openverse: Fake;
let pexels: Fake;
let unconfigure: () => void = () => {};

type Media = {
	id: number;
	title: { raw: string };
	caption: { raw: string };
	source_url: string;
	mime_type: string;
};

async function mediaTitled(
	requestUtils: RequestUtils,
	title: string
): Promise< Media[] > {
	const media = await requestUtils.rest< Media[] >( {
		path: '/wp/v2/media',
		params: { per_page: 50, context: 'edit', search: title },
	} );
	return media.filter( ( item ) => item.title.raw === title );
}

async function openSource( page: Page, block: Locator, source: string ) {
	await block.getByRole( 'button', { name: 'Select image' } ).click();
	await page.getByRole( 'menuitem', { name: source } ).click();
	return page.getByRole( 'dialog', { name: 'Select media' } );
}

test.describe( 'Stock photo adapters', () => {
	test.beforeAll( async () => {
		openverse = await startOpenverseFake();
		pexels = await startPexelsFake();
		unconfigure = configureSite(
			'stock-photos',
			{
				ORBIT_BLOCKS_OPENVERSE_ENABLED: true,
				ORBIT_BLOCKS_PEXELS_API_KEY: PEXELS_KEY,
			},
			{
				'https://api.openverse.org': openverse.url,
				'https://api.pexels.com': pexels.url,
			}
		);
	} );

	test.afterAll( async () => {
		unconfigure();
		await openverse?.stop();
		await pexels?.stop();
	} );

	test( 'an author inserts an Openverse image found through the picker', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const php = watchPhpLog();
		// The sources are offered only on a connected site (spec 3 section 6).
		await connectAccount( admin, page );
		await admin.createNewPost( { title: 'Openverse picture' } );
		await editor.insertBlock( { name: 'core/image' } );
		const picker = await openSource(
			page,
			editor.canvas.locator( '[data-type="core/image"]' ),
			'Openverse'
		);
		await picker
			.getByRole( 'searchbox', { name: 'Search Openverse' } )
			.fill( 'lighthouse' );
		await picker.getByRole( 'button', { name: 'Search' } ).click();
		const result = picker.getByRole( 'button', {
			name: 'Lighthouse at dawn',
			exact: true,
		} );
		await expect( result ).toBeVisible();
		await expect(
			picker.getByRole( 'button', { name: 'Harbour lights' } )
		).toHaveCount( 0 );
		const search = openverse.requests.find(
			( request ) =>
				request.path === '/v1/images/' &&
				request.query.get( 'q' ) === 'lighthouse'
		);
		expect( search?.query.get( 'page' ) ).toBe( '1' );
		expect(
			Number( search?.query.get( 'page_size' ) )
		).toBeLessThanOrEqual( 20 );

		await result.click();
		await picker
			.getByRole( 'button', { name: 'Select', exact: true } )
			.click();
		await expect( picker ).toBeHidden( { timeout: 60_000 } );
		const image = editor.canvas.locator( '[data-type="core/image"] img' );
		await expect( image ).toHaveAttribute(
			'src',
			new RegExp(
				`/wp-content/uploads/.*openverse-${ OPENVERSE_IMAGES[ 0 ].id }`
			)
		);

		// Asked of Openverse by id, then its file downloaded.
		const paths = openverse.requests.map( ( request ) => request.path );
		expect( paths ).toContain(
			`/v1/images/${ OPENVERSE_IMAGES[ 0 ].id }/`
		);
		expect( paths ).toContain( '/files/lighthouse.png' );
		const [ copied ] = await mediaTitled(
			requestUtils,
			'Lighthouse at dawn'
		);
		expect( copied.mime_type ).toBe( 'image/png' );
		expect( copied.caption.raw ).toBe(
			'"Lighthouse at dawn" by Ana Keeper (BY 4.0)'
		);
		expect( openverse.violations ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'a file that is not an image is refused', async ( {
		requestUtils,
	} ) => {
		const [ outcome ] = await requestUtils.rest< unknown[] >( {
			method: 'POST',
			path: '/wpcom/v2/external-media/copy/openverse',
			data: {
				external_ids: [ OPENVERSE_IMAGES[ 2 ].id ],
				media: [ { guid: 'ignored', caption: '', title: '' } ],
				service: 'openverse',
			},
		} );
		expect( outcome ).toEqual( {
			errors: {
				rest_upload_unsupported_type: [
					'Only images can be copied into the media library.',
				],
			},
		} );
		expect( await mediaTitled( requestUtils, 'Not a picture' ) ).toEqual(
			[]
		);
	} );

	test( 'Pexels: searched with the key, a photo copied', async ( {
		requestUtils,
	} ) => {
		const list = await requestUtils.rest< {
			media: { ID: string; title: string; caption: string }[];
			meta: { next_page: string | false };
		} >( {
			path: '/wpcom/v2/external-media/list/pexels',
			params: { search: 'rocks', number: 20 },
		} );
		expect( list.media.map( ( item ) => item.ID ) ).toEqual(
			PEXELS_PHOTOS.map( ( photo ) => String( photo.id ) )
		);
		expect( list.media[ 0 ].caption ).toBe(
			'Photo by Joey Farina on Pexels'
		);
		expect( list.meta.next_page ).toBe( false );
		const search = pexels.requests.find(
			( request ) => request.path === '/v1/search'
		);
		expect( search?.headers.authorization ).toBe( PEXELS_KEY );
		expect( Object.fromEntries( search?.query ?? [] ) ).toEqual( {
			query: 'rocks',
			per_page: '20',
			page: '1',
		} );

		const [ copied ] = await requestUtils.rest<
			{ ID: number; URL: string }[]
		>( {
			method: 'POST',
			path: '/wpcom/v2/external-media/copy/pexels',
			data: {
				external_ids: [ String( PEXELS_PHOTOS[ 0 ].id ) ],
				media: [ { guid: 'ignored', caption: '', title: '' } ],
				service: 'pexels',
			},
		} );
		expect( copied ).toMatchObject( { ID: expect.any( Number ) } );
		expect( copied.URL ).toMatch(
			/\/wp-content\/uploads\/.*pexels-2014422/
		);
		expect( pexels.violations ).toEqual( [] );
	} );
} );
