import { apiFetchDouble as mockFetch } from '../../../tests/setup/api-fetch-double';
import { AiRequestError } from '../errors';
import { generateImages } from '../images';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const UNKNOWN =
	'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.';

beforeEach( () => mockFetch.mockReset() );

describe( 'generateImages', () => {
	it( 'POSTs the prompt and post id and answers data URLs', async () => {
		mockFetch.mockResolvedValue( {
			data: [
				{ b64_json: 'AAA', revised_prompt: 'A fox' },
				{ b64_json: 'BBB' },
			],
		} );
		const images = await generateImages( { prompt: ' A fox ', postId: 4 } );
		expect( mockFetch ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/ai/images/generations',
			method: 'POST',
			data: { prompt: 'A fox', post_id: 4 },
		} );
		expect( images ).toEqual( [
			{
				url: 'data:image/png;base64,AAA',
				revisedPrompt: 'A fox',
				offline: false,
			},
			{
				url: 'data:image/png;base64,BBB',
				revisedPrompt: undefined,
				offline: false,
			},
		] );
	} );

	it( 'says when the offline responder drew the images', async () => {
		mockFetch.mockResolvedValue( {
			data: [ { b64_json: 'AAA' } ],
			responder: 'offline',
		} );
		const [ image ] = await generateImages( { prompt: 'x' } );
		expect( image.offline ).toBe( true );
	} );

	it( 'keeps the site’s words for its image server’s failures, with the settings link', async () => {
		mockFetch.mockRejectedValueOnce( {
			code: 'ai_image_key_refused',
			message:
				'The image service refused the key: check the Image API key in Settings → Orbit Blocks.',
			data: {
				status: 502,
				settings_url:
					'http://site.test/wp-admin/options-general.php?page=orbit-blocks#ai',
			},
		} );
		const refused = await generateImages( { prompt: 'x' } ).catch(
			( e ) => e
		);
		expect( refused.aiError ).toEqual( {
			code: 'ai_image_key_refused',
			message:
				'The image service refused the key: check the Image API key in Settings → Orbit Blocks.',
			severity: 'error',
			settingsUrl:
				'http://site.test/wp-admin/options-general.php?page=orbit-blocks#ai',
		} );
		mockFetch.mockRejectedValueOnce( {
			code: 'ai_image_service_busy',
			message: 'Busy: try again.',
			data: { status: 503, settings_url: 'javascript:alert(1)' },
		} );
		const busy = await generateImages( { prompt: 'x' } ).catch(
			( e ) => e
		);
		expect( busy.aiError.message ).toBe( 'Busy: try again.' );
		expect( busy.aiError.settingsUrl ).toBeUndefined();
	} );

	it( 'asks "What would you like to see?" for an empty prompt', async () => {
		mockFetch.mockResolvedValue( { data: [ { b64_json: 'AAA' } ] } );
		await generateImages( { prompt: '  ' } );
		expect( mockFetch.mock.calls[ 0 ][ 0 ].data.prompt ).toBe(
			'What would you like to see?'
		);
	} );

	it( 'fails with the unknown message for any error or an empty answer', async () => {
		for ( const answer of [
			() => Promise.reject( { code: 'x', data: { status: 500 } } ),
			() => Promise.resolve( { data: [] } ),
			() => Promise.resolve( null ),
		] ) {
			mockFetch.mockImplementationOnce( answer );
			const error = await generateImages( { prompt: 'x' } ).catch(
				( e ) => e
			);
			expect( error ).toBeInstanceOf( AiRequestError );
			expect( error.aiError ).toEqual( {
				code: 'error_unknown',
				message: UNKNOWN,
				severity: 'error',
			} );
		}
	} );

	it( 'keeps the quota error for a 429', async () => {
		mockFetch.mockRejectedValue( {
			code: 'error_quota_exceeded',
			data: { status: 429 },
		} );
		const error = await generateImages( { prompt: 'x' } ).catch(
			( e ) => e
		);
		expect( error.aiError.code ).toBe( 'error_quota_exceeded' );
	} );

	it( 'says why the site refuses a user (403), in its words, not "Whoops"', async () => {
		mockFetch.mockRejectedValue( {
			code: 'ai_not_allowed',
			message: 'Your role may not use AI on this site.',
			data: { status: 403 },
		} );
		const error = await generateImages( { prompt: 'x' } ).catch(
			( e ) => e
		);
		expect( error.aiError ).toEqual( {
			code: 'ai_not_allowed',
			message: 'Your role may not use AI on this site.',
			severity: 'info',
		} );
	} );
} );
