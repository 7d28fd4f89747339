import {
	AiRequestError,
	codeForStatus,
	imageError,
	isFailedToFetch,
	mapAiError,
	toAiError,
} from '../errors';

const NETWORK =
	'It was not possible to process your request. Mind trying again?';
const UNKNOWN =
	'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.';

// Spec 1 section 8, row by row: status, code, exact message, notice kind.
const TABLE: Array< [ number, string, string, 'info' | 'error' ] > = [
	[
		429,
		'error_quota_exceeded',
		'You have reached the limit of requests for this site.',
		'info',
	],
	[
		503,
		'error_service_unavailable',
		'AI services are currently unavailable. Sorry for the inconvenience.',
		'info',
	],
	[
		422,
		'error_moderation',
		'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
		'info',
	],
	[
		413,
		'error_context_too_large',
		'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.',
		'info',
	],
	[ 400, 'error_network', NETWORK, 'info' ],
	[ 401, 'error_network', NETWORK, 'info' ],
	[ 403, 'error_network', NETWORK, 'info' ],
	[ 404, 'error_network', NETWORK, 'info' ],
	[ 408, 'error_network', NETWORK, 'info' ],
	[ 499, 'error_network', NETWORK, 'info' ],
	[ 500, 'error_network', NETWORK, 'info' ],
	[ 501, 'error_unknown', UNKNOWN, 'error' ],
	[ 502, 'error_unknown', UNKNOWN, 'error' ],
	[ 504, 'error_unknown', UNKNOWN, 'error' ],
	[ 302, 'error_unknown', UNKNOWN, 'error' ],
];

describe( 'mapAiError from HTTP statuses', () => {
	it.each( TABLE )(
		'HTTP %i is %s with its exact message as a %s notice',
		( status, code, message, severity ) => {
			expect( codeForStatus( status ) ).toBe( code );
			expect( mapAiError( status ) ).toEqual( {
				code,
				message,
				severity,
			} );
			expect( mapAiError( { status } ) ).toEqual( mapAiError( status ) );
		}
	);
} );

describe( 'mapAiError for failures without a status', () => {
	it( 'a connection failure is the network error (info)', () => {
		expect( mapAiError( { network: true } ) ).toEqual( {
			code: 'error_network',
			message: NETWORK,
			severity: 'info',
		} );
	} );

	it( 'the unclear-prompt marker is the unclear-prompt error (info)', () => {
		expect( mapAiError( { unclearPrompt: true } ) ).toEqual( {
			code: 'error_unclear_prompt',
			message: 'Your request was unclear. Mind trying again?',
			severity: 'info',
		} );
	} );

	it( 'anything else is the unknown error, the only error notice', () => {
		expect( mapAiError( { unknown: new Error( 'boom' ) } ) ).toEqual( {
			code: 'error_unknown',
			message: UNKNOWN,
			severity: 'error',
		} );
	} );

	it( 'image errors show the unknown message', () => {
		expect( imageError().message ).toBe( UNKNOWN );
	} );
} );

describe( 'toAiError and isFailedToFetch', () => {
	it( 'reads "Failed to fetch" (and other browsers’ words) as the network error', () => {
		for ( const message of [
			'Failed to fetch',
			'NetworkError when attempting to fetch resource.',
			'Load failed',
		] ) {
			const error = new TypeError( message );
			expect( isFailedToFetch( error ) ).toBe( true );
			expect( toAiError( error ).code ).toBe( 'error_network' );
		}
		expect( isFailedToFetch( new Error( 'Something else' ) ) ).toBe(
			false
		);
	} );

	it( 'reads an apiFetch-like error’s status, and keeps an AiRequestError’s error', () => {
		expect( toAiError( { status: 429 } ).code ).toBe(
			'error_quota_exceeded'
		);
		const thrown = new AiRequestError( mapAiError( 413 ), {
			status: 413,
		} );
		expect( toAiError( thrown ).code ).toBe( 'error_context_too_large' );
		expect( thrown.message ).toBe( thrown.aiError.message );
		expect( toAiError( 'what' ).code ).toBe( 'error_unknown' );
	} );

	it( 'reads apiFetch’s rejection (status in data): a refusal keeps its code and the server’s words', () => {
		// How apiFetch rejects when the token route refuses the user.
		const refused = {
			code: 'ai_not_allowed',
			message: 'Your role may not use AI on this site.',
			data: { status: 403 },
		};
		expect( toAiError( refused ) ).toEqual( {
			code: 'ai_not_allowed',
			message: 'Your role may not use AI on this site.',
			severity: 'info',
		} );
		expect(
			toAiError( {
				code: 'error_quota_exceeded',
				message:
					'This site has used its 50 AI requests for this month.',
				data: { status: 429 },
			} )
		).toEqual( {
			code: 'error_quota_exceeded',
			message: 'This site has used its 50 AI requests for this month.',
			severity: 'info',
		} );
		// Any other refusal: the catalogue's message for its status.
		expect(
			toAiError( {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			} ).code
		).toBe( 'error_network' );
	} );
} );
