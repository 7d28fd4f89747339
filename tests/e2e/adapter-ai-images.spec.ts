/**
 * AI image generation through the site's image server, here a local fake
 * of an OpenAI-compatible server that checks requests as the OpenAI API
 * reference documents "Images → Create image"
 * (tests/e2e/fakes/openai-images.ts;
 * https://platform.openai.com/docs/api-reference/images/create, errors:
 * https://platform.openai.com/docs/guides/error-codes).
 *
 * - An author generates images in the AI Assistant block: the site posts
 *   the prompt, model, n and size with the key as a Bearer token; the block
 *   shows the server's pictures, not the offline responder's, and the key
 *   is in no page.
 * - The server's 429 reaches the author as "busy, try again"; its 401 as a
 *   message naming the Image API key, with a link to the settings screen.
 * - A model that answers with addresses (dall-e-2): the site downloads the
 *   file and the editor still gets base64.
 */
import { expect, test } from './orbit-blocks';
import { insertAssistant, readyForAi } from './ai-assistant-block';
import { saveSettings } from './site-state';
import {
	IMAGE_KEY,
	IMAGE_PNG,
	OPENAI_401,
	OPENAI_429,
	startImagesFake,
} from './fakes/openai-images';
import type { Fake } from './fakes/fake-server';
import { configureSite } from './fakes/site';

let fake: Fake;
let unconfigure: () => void = () => {};

test.describe( 'AI image server adapter', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		fake = await startImagesFake();
		unconfigure = configureSite(
			'ai-images',
			{
				ORBIT_BLOCKS_AI_IMAGE_BASE_URL: `${ fake.url }/v1`,
				ORBIT_BLOCKS_AI_IMAGE_API_KEY: IMAGE_KEY,
			},
			{}
		);
		await saveSettings( requestUtils, { ai_image_model: 'gpt-image-1' } );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: '/orbit-blocks/v1/settings/ai_image_model',
		} );
		unconfigure();
		await fake?.stop();
	} );

	test( 'an author generates images from the server; its 429 and 401 read clearly', async ( {
		admin,
		editor,
		page,
		requestUtils,
		problems: { php, errors },
	} ) => {
		await readyForAi( admin, page, requestUtils );
		await admin.createNewPost( { title: 'Pictures from the server' } );
		expect( await page.content() ).not.toContain( IMAGE_KEY );
		const { block, prompt } = await insertAssistant( page, editor.canvas );
		await prompt.fill( 'A lighthouse at dawn' );
		const generate = block.getByRole( 'button', {
			name: 'Generate image',
		} );
		await generate.click();

		const first = block.getByRole( 'button', { name: 'Use image 1' } );
		await expect( first ).toBeVisible( { timeout: 30_000 } );
		await expect( first.locator( 'img' ) ).toHaveAttribute(
			'src',
			`data:image/png;base64,${ IMAGE_PNG.toString( 'base64' ) }`
		);
		await expect(
			block.getByRole( 'button', { name: 'Use image 2' } )
		).toBeVisible();
		await expect( block.getByText( /^Offline responder/ ) ).toHaveCount(
			0
		);
		const [ asked ] = fake.requests.filter(
			( request ) => request.path === '/v1/images/generations'
		);
		expect( asked.method ).toBe( 'POST' );
		expect( asked.headers.authorization ).toBe( `Bearer ${ IMAGE_KEY }` );
		expect( JSON.parse( asked.body ) ).toEqual( {
			model: 'gpt-image-1',
			prompt: 'A lighthouse at dawn',
			n: 2,
			size: '1024x1024',
		} );

		// Rate limited: a message to try again, nothing about keys.
		fake.failNext( /images\/generations/, {
			status: 429,
			json: OPENAI_429,
		} );
		await block.getByRole( 'button', { name: 'Cancel' } ).click();
		await generate.click();
		await expect(
			block.getByText(
				'The image service is busy or could not be reached. Please try again in a moment.'
			)
		).toBeVisible();
		await expect(
			block.getByRole( 'link', { name: 'Open Settings → Orbit Blocks' } )
		).toHaveCount( 0 );

		// The key refused: the setting named, the screen linked.
		fake.failNext( /images\/generations/, {
			status: 401,
			json: OPENAI_401,
		} );
		await generate.click();
		await expect(
			block.getByText(
				'The image service refused the key: check the Image API key in Settings → Orbit Blocks.'
			)
		).toBeVisible();
		await expect(
			block.getByRole( 'link', { name: 'Open Settings → Orbit Blocks' } )
		).toHaveAttribute(
			'href',
			/\/wp-admin\/options-general\.php\?page=orbit-blocks#ai$/
		);
		expect( fake.violations ).toEqual( [] );
		// The browser logs the site's 503 and 502 answers; nothing else.
		expect(
			errors.filter(
				( line ) =>
					! /status of 50[23] \((Service Unavailable|Bad Gateway)\)/.test(
						line
					)
			)
		).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );

	test( 'a model that answers with addresses: the site downloads the file', async ( {
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, { ai_image_model: 'dall-e-2' } );
		const answer = await requestUtils.rest< {
			data: { b64_json: string }[];
			responder: string;
		} >( {
			method: 'POST',
			path: '/wpcom/v2/ai/images/generations',
			data: { prompt: 'Harbour lights', n: 1 },
		} );
		expect( answer.responder ).toBe( 'server' );
		expect( answer.data ).toHaveLength( 1 );
		expect( answer.data[ 0 ].b64_json ).toBe(
			IMAGE_PNG.toString( 'base64' )
		);
		expect( fake.requests.map( ( request ) => request.path ) ).toContain(
			'/files/img-0.png'
		);
		expect( fake.violations ).toEqual( [] );
	} );
} );
