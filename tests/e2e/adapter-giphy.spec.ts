/**
 * GIF search through the site, against a local GIPHY fake that checks
 * requests as the API reference documents them (tests/e2e/fakes/giphy.ts;
 * https://developers.giphy.com/docs/api/endpoint "Search Endpoint").
 *
 * With the site's GIPHY key set, an author's search goes to this site's
 * route, which asks GIPHY with the key; the browser never holds the key
 * (not in the editor's page, not in any request it sends), and the block
 * shows the GIF found. A key GIPHY refuses reaches the author as "refused".
 */
import { expect, test, insertBlockFromInserter } from './orbit-blocks';
import { GIPHY_KEY, startGiphyFake } from './fakes/giphy';
import type { Fake } from './fakes/fake-server';
import { configureSite } from './fakes/site';

let fake: Fake;
let unconfigure: () => void = () => {};

test.describe( 'GIPHY adapter', () => {
	test.beforeAll( async () => {
		fake = await startGiphyFake();
		unconfigure = configureSite(
			'giphy',
			{ ORBIT_BLOCKS_GIPHY_API_KEY: GIPHY_KEY },
			{ 'https://api.giphy.com': fake.url }
		);
	} );

	test.afterAll( async () => {
		unconfigure();
		await fake?.stop();
	} );

	test( 'an author’s search goes through the site; the key stays on the server', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sent: string[] = [];
		page.on( 'request', ( request ) =>
			sent.push(
				request.url() + ' ' + JSON.stringify( request.headers() )
			)
		);
		await admin.createNewPost( { title: 'GIFs through the site' } );
		expect( await page.content() ).not.toContain( GIPHY_KEY );

		await insertBlockFromInserter( page, 'jetpack/gif' );
		const block = editor.canvas.locator( '[data-type="jetpack/gif"]' );
		const field = block.getByRole( 'textbox', {
			name: 'Search or paste a Giphy URL',
		} );
		await field.fill( 'cats' );
		await field.press( 'Enter' );
		await expect( block.locator( 'iframe' ) ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/mlvseq9yvZhba'
		);

		const searches = fake.requests.filter(
			( request ) => request.path === '/v1/gifs/search'
		);
		expect( searches ).toHaveLength( 1 );
		expect( Object.fromEntries( searches[ 0 ].query ) ).toEqual( {
			api_key: GIPHY_KEY,
			q: 'cats',
			limit: '10',
			offset: '0',
			rating: 'g',
		} );
		expect(
			sent.filter( ( line ) =>
				line.includes( '/orbit-blocks/v1/gif/search' )
			)
		).toHaveLength( 1 );
		expect( sent.filter( ( line ) => line.includes( GIPHY_KEY ) ) ).toEqual(
			[]
		);
		expect( fake.violations ).toEqual( [] );
	} );

	test( 'a key GIPHY refuses: the route answers 403, visitors cannot use it', async ( {
		request,
		requestUtils,
	} ) => {
		fake.failNext( /search/, {
			status: 403,
			json: { meta: { status: 403, msg: 'Forbidden', response_id: 'x' } },
		} );
		await expect(
			requestUtils.rest( {
				path: '/orbit-blocks/v1/gif/search',
				params: { q: 'cats' },
			} )
		).rejects.toMatchObject( { code: 'giphy_refused' } );
		// Logged out: not the site's key to spend.
		const anonymous = await request.get(
			'/wp-json/orbit-blocks/v1/gif/search?q=cats',
			{ headers: { Cookie: '' } }
		);
		expect( anonymous.status() ).toBe( 401 );
	} );
} );
