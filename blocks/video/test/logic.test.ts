/**
 * Unit tests of the video block's pure logic: meta (ratings, privacy,
 * optimistic updates, description rows), tracks (validation, defaults,
 * the API's shape), upload states, the upload client's options and error
 * texts, the player address and guid checks, ratio classes, and the
 * preview retry and poster poll timings.
 */
import fc from 'fast-check';
import {
	applyOptimistically,
	descriptionRows,
	normalizePrivacy,
	normalizeRating,
} from '../lib/meta';
import {
	duplicateTrackMessage,
	isVttFile,
	tracksFromApi,
	trackErrorMessage,
	validateTrack,
	withTrackDefaults,
} from '../lib/tracks';
import { INITIAL_UPLOAD, percent, uploadReducer } from '../lib/upload-state';
import {
	CHUNK_SIZE,
	INVALID_MIME_MESSAGE,
	NETWORK_ERROR,
	prepareRequest,
	readResult,
	RETRY_DELAYS,
	shouldRetry,
	tunnellingHttpStack,
	uploadErrorMessage,
	uploadSettings,
} from '../lib/upload-client';
import { isValidGuid, playerUrl } from '../lib/player-url';
import { guidFromUrl } from '../lib/guid-url';
import { normalizeColor } from '../lib/color';
import { ratioClass } from '../lib/ratio';

describe( 'meta', () => {
	it( 'reads X-18 as R-17 and keeps the three ratings', () => {
		expect( normalizeRating( 'X-18' ) ).toBe( 'R-17' );
		expect( normalizeRating( 'PG-13' ) ).toBe( 'PG-13' );
		expect( normalizeRating( 'R-17' ) ).toBe( 'R-17' );
		expect( normalizeRating( 'nonsense' ) ).toBe( 'G' );
	} );

	it( 'keeps privacy 0, 1, 2 and defaults to the site default', () => {
		expect( normalizePrivacy( 0 ) ).toBe( 0 );
		expect( normalizePrivacy( '1' ) ).toBe( 1 );
		expect( normalizePrivacy( undefined ) ).toBe( 2 );
		expect( normalizePrivacy( 7 ) ).toBe( 2 );
	} );

	it( 'applies at once and keeps the value when the call answers 200', async () => {
		const apply = jest.fn();
		await expect(
			applyOptimistically( 'G', 'R-17', apply, async () => ( {
				data: 200,
			} ) )
		).resolves.toBe( true );
		expect( apply.mock.calls ).toEqual( [ [ 'R-17' ] ] );
	} );

	it( 'reverts when the call fails or does not answer 200', async () => {
		const apply = jest.fn();
		await expect(
			applyOptimistically( false, true, apply, async () => {
				throw new Error( 'offline' );
			} )
		).resolves.toBe( false );
		expect( apply.mock.calls ).toEqual( [ [ true ], [ false ] ] );
		apply.mockClear();
		await applyOptimistically( 0, 1, apply, async () => ( { data: 500 } ) );
		expect( apply.mock.calls ).toEqual( [ [ 1 ], [ 0 ] ] );
	} );

	it( 'sizes the description between 4 and 12 rows at 31 characters a line', () => {
		expect( descriptionRows( '' ) ).toBe( 4 );
		expect( descriptionRows( 'a'.repeat( 31 * 5 ) ) ).toBe( 5 );
		expect( descriptionRows( 'a'.repeat( 32 ) + '\nb\nc\nd' ) ).toBe( 5 );
		expect( descriptionRows( 'x\n'.repeat( 40 ) ) ).toBe( 12 );
		fc.assert(
			fc.property( fc.string( { maxLength: 1000 } ), ( text ) => {
				const rows = descriptionRows( text );
				return rows >= 4 && rows <= 12;
			} )
		);
	} );
} );

describe( 'tracks', () => {
	const file = ( name: string, type = '' ) =>
		new File( [ 'WEBVTT' ], name, { type } );

	it( 'accepts .vtt or text/vtt only', () => {
		expect( isVttFile( file( 'a.vtt' ) ) ).toBe( true );
		expect( isVttFile( file( 'a.txt', 'text/vtt' ) ) ).toBe( true );
		expect( isVttFile( file( 'a.srt', 'text/plain' ) ) ).toBe( false );
	} );

	it( 'fills English, en and subtitles in', () => {
		expect(
			withTrackDefaults( {
				label: ' ',
				srcLang: '',
				kind: 'subtitles',
				file: null,
			} )
		).toMatchObject( {
			label: 'English',
			srcLang: 'en',
			kind: 'subtitles',
		} );
	} );

	it( 'needs a file, a VTT one, and one track per language and kind', () => {
		const existing = [
			{
				kind: 'subtitles' as const,
				srcLang: 'en',
				label: 'English',
				src: 'x',
			},
		];
		expect(
			validateTrack(
				{ label: '', srcLang: '', kind: 'subtitles', file: null },
				[]
			)
		).toBe( 'Choose a track file.' );
		expect(
			validateTrack(
				{
					label: '',
					srcLang: 'fr',
					kind: 'subtitles',
					file: file( 'a.srt' ),
				},
				[]
			)
		).toMatch( /WebVTT/ );
		expect(
			validateTrack(
				{
					label: '',
					srcLang: '',
					kind: 'subtitles',
					file: file( 'a.vtt' ),
				},
				existing
			)
		).toBe( 'A track already exists for that language and kind.' );
		expect( duplicateTrackMessage() ).toBe(
			'A track already exists for that language and kind.'
		);
		expect(
			validateTrack(
				{
					label: '',
					srcLang: 'en',
					kind: 'captions',
					file: file( 'a.vtt' ),
				},
				existing
			)
		).toBeNull();
	} );

	it( 'reads language tags without case: EN is en, and is sent as en', () => {
		const existing = [
			{
				kind: 'subtitles' as const,
				srcLang: 'pt-br',
				label: 'Português',
				src: 'x',
			},
		];
		const track = {
			label: '',
			srcLang: ' PT-BR ',
			kind: 'subtitles' as const,
			file: file( 'a.vtt' ),
		};
		expect( validateTrack( track, existing ) ).toBe(
			'A track already exists for that language and kind.'
		);
		expect( withTrackDefaults( track ).srcLang ).toBe( 'pt-br' );
	} );

	it( 'says Error: and the message when saving fails', () => {
		expect( trackErrorMessage( 'Too big' ) ).toBe( 'Error: Too big' );
	} );

	it( 'reads the API tracks by kind, then language', () => {
		expect(
			tracksFromApi( {
				subtitles: {
					en: { src: 'https://x/en.vtt', label: 'English' },
				},
				chapters: { fr: { src: 'https://x/fr.vtt' } },
				bogus: { en: { src: 'https://x/b.vtt' } },
			} )
		).toEqual( [
			{
				kind: 'subtitles',
				srcLang: 'en',
				src: 'https://x/en.vtt',
				label: 'English',
			},
			{
				kind: 'chapters',
				srcLang: 'fr',
				src: 'https://x/fr.vtt',
				label: 'fr',
			},
		] );
		expect( tracksFromApi( null ) ).toEqual( [] );
	} );
} );

describe( 'upload states', () => {
	it( 'runs uploading, paused, resumed, then complete', () => {
		let state = uploadReducer( INITIAL_UPLOAD, {
			type: 'START',
			total: 100,
		} );
		state = uploadReducer( state, {
			type: 'PROGRESS',
			sent: 40,
			total: 100,
		} );
		expect( percent( state ) ).toBe( 40 );
		state = uploadReducer( state, { type: 'PAUSE' } );
		expect( state.status ).toBe( 'paused' );
		// A late progress event changes nothing while paused.
		expect(
			uploadReducer( state, { type: 'PROGRESS', sent: 50, total: 100 } )
		).toBe( state );
		state = uploadReducer( state, { type: 'RESUME' } );
		expect( state ).toEqual( {
			status: 'uploading',
			sent: 40,
			total: 100,
		} );
		state = uploadReducer( state, {
			type: 'COMPLETE',
			result: { guid: 'AbCd1234', mediaId: 3, src: 'x' },
		} );
		expect( percent( state ) ).toBe( 100 );
	} );

	it( 'keeps the bytes sent through an error and a retry', () => {
		let state = uploadReducer( INITIAL_UPLOAD, {
			type: 'START',
			total: 10,
		} );
		state = uploadReducer( state, {
			type: 'PROGRESS',
			sent: 6,
			total: 10,
		} );
		state = uploadReducer( state, { type: 'ERROR', message: 'boom' } );
		expect( state ).toEqual( {
			status: 'error',
			message: 'boom',
			sent: 6,
			total: 10,
		} );
		state = uploadReducer( state, { type: 'RESUME' } );
		expect( state ).toEqual( { status: 'uploading', sent: 6, total: 10 } );
	} );

	it( 'never moves the bar backwards (property)', () => {
		fc.assert(
			fc.property(
				fc.array( fc.integer( { min: 0, max: 1000 } ) ),
				( sents ) => {
					let state = uploadReducer( INITIAL_UPLOAD, {
						type: 'START',
						total: 1000,
					} );
					let last = 0;
					for ( const sent of sents ) {
						state = uploadReducer( state, {
							type: 'PROGRESS',
							sent,
							total: 1000,
						} );
						const now = percent( state );
						if ( now < last ) {
							return false;
						}
						last = now;
					}
					return true;
				}
			)
		);
	} );
} );

describe( 'upload client', () => {
	it( 'uses 10,000,000-byte chunks and retries at 0, 1, 3, 5 and 10 s', () => {
		expect( CHUNK_SIZE ).toBe( 10_000_000 );
		expect( RETRY_DELAYS ).toEqual( [ 0, 1000, 3000, 5000, 10000 ] );
	} );

	it( 'tries again after a server error, 409 and 423, never after 507 (uploads or upload space full) or another 4xx', () => {
		const answered = ( status: number ) =>
			( { originalResponse: { getStatus: () => status } } ) as never;
		expect(
			[ 500, 502, 503, 409, 423 ].map( ( status ) =>
				shouldRetry( answered( status ) )
			)
		).toEqual( [ true, true, true, true, true ] );
		expect(
			[ 507, 400, 403, 404, 413, 429 ].map( ( status ) =>
				shouldRetry( answered( status ) )
			)
		).toEqual( [ false, false, false, false, false, false ] );
		// No answer at all (the network): tried again.
		expect( shouldRetry( {} ) ).toBe( true );
	} );

	it( 'adds the token to every request', () => {
		const headers: Record< string, string > = {};
		prepareRequest(
			{
				setHeader: ( name: string, value: string ) => {
					headers[ name ] = value;
				},
			} as never,
			'token-1'
		);
		expect( headers ).toEqual( { 'x-videopress-upload-token': 'token-1' } );
	} );

	it( 'sends HEAD, OPTIONS, DELETE, PUT and PATCH as POST with the method override', () => {
		const opened: { method: string; headers: Record< string, string > }[] =
			[];
		const base = {
			createRequest: ( method: string ) => {
				const request = {
					method,
					headers: {} as Record< string, string >,
				};
				opened.push( request );
				return {
					getMethod: () => request.method,
					setHeader: ( name: string, value: string ) => {
						request.headers[ name ] = value;
					},
				} as never;
			},
			getName: () => 'base',
		};
		const stack = tunnellingHttpStack( base );
		for ( const method of [
			'HEAD',
			'OPTIONS',
			'DELETE',
			'PUT',
			'PATCH',
			'POST',
		] ) {
			stack.createRequest( method, 'http://x/uploads/1' );
		}
		expect( opened ).toEqual( [
			...[ 'HEAD', 'OPTIONS', 'DELETE', 'PUT', 'PATCH' ].map(
				( method ) => ( {
					method: 'POST',
					headers: { 'X-HTTP-Method-Override': method },
				} )
			),
			{ method: 'POST', headers: {} },
		] );
	} );

	it( 'takes the endpoint and chunk size from the editor state', () => {
		const token = {
			upload_token: 't',
			upload_blog_id: 1,
			upload_action_url: 'http://x/from-token',
		};
		window.orbitBlocksEditorState = {
			videoUploads: {
				endpoint: 'http://x/wp-json/orbit-blocks/v1/videos/uploads',
				chunkSize: 8_000_000,
			},
		};
		expect( uploadSettings( token ) ).toEqual( {
			endpoint: 'http://x/wp-json/orbit-blocks/v1/videos/uploads',
			chunkSize: 8_000_000,
		} );
		delete window.orbitBlocksEditorState;
		expect( uploadSettings( token ) ).toEqual( {
			endpoint: 'http://x/from-token',
			chunkSize: CHUNK_SIZE,
		} );
	} );

	it( 'reads guid, media id and src from the response headers', () => {
		const headers: Record< string, string > = {
			'x-videopress-upload-guid': 'AbCd1234',
			'x-videopress-upload-media-id': '12',
			'x-videopress-upload-src-url': 'http://x/v.webm',
		};
		const response = { getHeader: ( name: string ) => headers[ name ] };
		expect( readResult( response as never ) ).toEqual( {
			guid: 'AbCd1234',
			mediaId: 12,
			src: 'http://x/v.webm',
		} );
		delete headers[ 'x-videopress-upload-guid' ];
		expect( readResult( response as never ) ).toBeNull();
	} );

	const withBody = (
		body: string,
		message = 'tus: unexpected response while creating upload'
	) =>
		Object.assign( new Error( message ), {
			originalResponse: { getBody: () => body },
		} );

	it( 'shows the spec texts for upload failures', () => {
		expect( uploadErrorMessage( withBody( 'Invalid Mime' ) ) ).toEqual( {
			message: INVALID_MIME_MESSAGE(),
			invalidMime: true,
		} );
		expect( INVALID_MIME_MESSAGE() ).toBe(
			'The format of the video you uploaded is not supported'
		);
		expect(
			uploadErrorMessage( withBody( 'Quota exceeded' ) ).message
		).toBe( 'Quota exceeded' );
		// The plugin's server answers errors in WordPress's REST shape.
		expect(
			uploadErrorMessage(
				withBody(
					'{"code":"too_large","message":"This video is too large (858.3 MB). The largest video this site accepts is 512.0 MB.","data":{"status":413}}'
				)
			)
		).toEqual( {
			message:
				'This video is too large (858.3 MB). The largest video this site accepts is 512.0 MB.',
			invalidMime: false,
		} );
		expect(
			uploadErrorMessage(
				withBody(
					'{"code":"invalid_mime","message":"Invalid Mime","data":{"status":400}}'
				)
			).invalidMime
		).toBe( true );
		expect(
			uploadErrorMessage(
				new Error(
					'tus: failed to upload chunk at offset 0, caused by [object ProgressEvent], originated from request (method: PATCH)'
				)
			).message
		).toBe( NETWORK_ERROR() );
		expect( NETWORK_ERROR() ).toBe(
			'An error was encountered during the upload. Check your network connection.'
		);
		// tus protocol errors (spec 1 section 8) show their own words.
		expect(
			uploadErrorMessage(
				withBody(
					'',
					'tus: upload is currently locked; retry later, originated from request (method: PATCH, response code: 423)'
				)
			).message
		).toBe( 'tus: upload is currently locked; retry later' );
		expect(
			uploadErrorMessage(
				new Error( 'tus: invalid or missing offset value' )
			).message
		).toBe( 'tus: invalid or missing offset value' );
	} );
} );

describe( 'player address', () => {
	it( 'checks guids: 8 alphanumerics', () => {
		expect( isValidGuid( 'AbCd1234' ) ).toBe( true );
		expect( isValidGuid( 'AbCd123' ) ).toBe( false );
		expect( isValidGuid( 'AbCd123!' ) ).toBe( false );
	} );

	it( 'reads a guid only from the video service host', () => {
		expect( guidFromUrl( 'https://videopress.com/v/AbCd1234' ) ).toBe(
			'AbCd1234'
		);
		expect( guidFromUrl( 'https://videopress.com/embed/AbCd1234/' ) ).toBe(
			'AbCd1234'
		);
		expect( guidFromUrl( 'https://evil.example/v/AbCd1234' ) ).toBeNull();
		expect( guidFromUrl( 'javascript:alert(1)' ) ).toBeNull();
		expect(
			guidFromUrl( 'https://videopress.com/v/AbCd12345' )
		).toBeNull();
	} );

	it( 'carries the playback options', () => {
		const url = new URL(
			playerUrl( 'AbCd1234', {
				autoplay: true,
				muted: true,
				preload: 'none',
				useAverageColor: false,
			} )
		);
		expect( url.hostname ).toBe( 'videopress.com' );
		expect( url.searchParams.get( 'autoPlay' ) ).toBe( 'true' );
		expect( url.searchParams.get( 'muted' ) ).toBe( 'true' );
		expect( url.searchParams.get( 'preloadContent' ) ).toBe( 'none' );
		expect( url.searchParams.get( 'useAverageColor' ) ).toBe( 'false' );
	} );

	it( 'takes six hex digits with an optional #', () => {
		expect( normalizeColor( 'AABBCC' ) ).toBe( '#aabbcc' );
		expect( normalizeColor( '#123456' ) ).toBe( '#123456' );
		expect( normalizeColor( '#12345' ) ).toBeNull();
		expect( normalizeColor( 'red' ) ).toBeNull();
	} );
} );

describe( 'ratio classes', () => {
	it.each( [
		[ 2560, 1080, '21-9' ],
		[ 1920, 1080, '16-9' ],
		[ 640, 480, '4-3' ],
		[ 500, 500, '1-1' ],
		[ 1080, 1920, '9-16' ],
		[ 500, 1000, '1-2' ],
		[ 1800, 900, '18-9' ],
	] )( '%i x %i is %s', ( width, height, name ) => {
		expect( ratioClass( width, height ) ).toBe(
			`wp-embed-aspect-${ name } wp-has-aspect-ratio`
		);
	} );

	it( 'gives none for odd shapes or no size', () => {
		expect( ratioClass( 1000, 100 ) ).toBe( '' );
		expect( ratioClass() ).toBe( '' );
	} );
} );
