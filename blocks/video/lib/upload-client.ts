/**
 * The resumable upload (spec 3 section 7, spec 1 section 7): the token from
 * the admin-ajax action videopress-get-upload-jwt, then tus-js-client
 * (loaded on demand: it is not in the editor entry) against the token's
 * upload_action_url.
 */
import { __ } from '@wordpress/i18n';
import type {
	DetailedError,
	HttpRequest,
	HttpResponse,
	Upload,
} from 'tus-js-client';
import type { UploadResult } from './upload-state';

export const CHUNK_SIZE = 10_000_000;
export const RETRY_DELAYS = [ 0, 1000, 3000, 5000, 10000 ];
export const TOKEN_HEADER = 'x-videopress-upload-token';
export const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';
export const OVERRIDDEN_METHODS = [
	'HEAD',
	'OPTIONS',
	'DELETE',
	'PUT',
	'PATCH',
];
export const RESULT_HEADERS = {
	guid: 'x-videopress-upload-guid',
	mediaId: 'x-videopress-upload-media-id',
	src: 'x-videopress-upload-src-url',
};

export interface UploadToken {
	upload_token: string;
	upload_blog_id: number | string;
	upload_action_url: string;
}

declare global {
	interface Window {
		ajaxurl?: string;
	}
}

/** Asks the host for an upload token (optionally for a resumption key). */
export async function fetchUploadToken( key?: string ): Promise< UploadToken > {
	const body = new FormData();
	body.append( 'action', 'videopress-get-upload-jwt' );
	if ( key ) {
		body.append( 'key', key );
	}
	const response = await window.fetch(
		window.ajaxurl ?? '/wp-admin/admin-ajax.php',
		{ method: 'POST', body, credentials: 'same-origin' }
	);
	const json = await response.json().catch( () => null );
	if ( ! response.ok || ! json?.success || ! json.data?.upload_action_url ) {
		throw new Error(
			json?.data?.message ??
				__( 'The upload could not be authorised.', 'orbit-blocks' )
		);
	}
	return json.data as UploadToken;
}

export const NETWORK_ERROR = () =>
	__(
		'An error was encountered during the upload. Check your network connection.',
		'orbit-blocks'
	);
export const INVALID_MIME = 'Invalid Mime';
export const INVALID_MIME_MESSAGE = () =>
	__(
		'The format of the video you uploaded is not supported',
		'orbit-blocks'
	);

/**
 * The text an upload error shows (spec 3 section 8): the server's message as
 * given, or for Invalid Mime the format message; a failure without an answer
 * is the network message; a tus protocol error (spec 1 section 8) shows its
 * own words, without the request details tus-js-client appends.
 */
export function uploadErrorMessage( error: unknown ): {
	message: string;
	invalidMime: boolean;
} {
	const detailed = error as Partial< DetailedError > | null;
	const body = detailed?.originalResponse?.getBody?.()?.trim();
	if ( body === INVALID_MIME ) {
		return { message: INVALID_MIME_MESSAGE(), invalidMime: true };
	}
	if ( body ) {
		return { message: body, invalidMime: false };
	}
	const text = error instanceof Error ? error.message : String( error ?? '' );
	if (
		! detailed?.originalResponse &&
		/^tus: failed to upload chunk|caused by/.test( text )
	) {
		return { message: NETWORK_ERROR(), invalidMime: false };
	}
	if ( text.startsWith( 'tus: ' ) ) {
		return {
			message: text.split( /, (?:originated from|caused by)/ )[ 0 ],
			invalidMime: false,
		};
	}
	return { message: text || NETWORK_ERROR(), invalidMime: false };
}

/** Adds the token and, for the tunnelled methods, the method-override header. */
export function prepareRequest( request: HttpRequest, token: string ): void {
	request.setHeader( TOKEN_HEADER, token );
	const method = request.getMethod().toUpperCase();
	if ( OVERRIDDEN_METHODS.includes( method ) ) {
		request.setHeader( METHOD_OVERRIDE_HEADER, method );
	}
}

/** guid, media id and src from a response's headers, once all are there. */
export function readResult( response: HttpResponse ): UploadResult | null {
	const guid = response.getHeader( RESULT_HEADERS.guid );
	const mediaId = response.getHeader( RESULT_HEADERS.mediaId );
	const src = response.getHeader( RESULT_HEADERS.src );
	if ( ! guid || ! mediaId || ! src ) {
		return null;
	}
	return { guid, mediaId: Number( mediaId ), src };
}

export interface UploadCallbacks {
	onProgress: ( sent: number, total: number ) => void;
	onSuccess: ( result: UploadResult ) => void;
	onError: ( error: unknown ) => void;
}

export interface UploadHandle {
	pause: () => void;
	resume: () => void;
	cancel: () => Promise< void >;
}

/**
 * Starts (or resumes, from an upload stored for the same file) an upload.
 * The returned handle pauses (abort, keeping the bytes sent), resumes
 * (start again from the server's offset) and cancels (terminates).
 */
export async function startUpload(
	file: File,
	callbacks: UploadCallbacks,
	getToken: () => Promise< UploadToken > = fetchUploadToken
): Promise< UploadHandle > {
	const [ token, tus ] = await Promise.all( [
		getToken(),
		import( /* webpackChunkName: "tus-js-client" */ 'tus-js-client' ),
	] );
	let result: UploadResult | null = null;
	const upload: Upload = new tus.Upload( file, {
		endpoint: token.upload_action_url,
		chunkSize: CHUNK_SIZE,
		retryDelays: RETRY_DELAYS,
		overridePatchMethod: true,
		removeFingerprintOnSuccess: true,
		metadata: { filename: file.name, filetype: file.type },
		onBeforeRequest: ( request ) =>
			prepareRequest( request, token.upload_token ),
		onAfterResponse: ( _request, response ) => {
			result = readResult( response ) ?? result;
		},
		onProgress: callbacks.onProgress,
		onError: callbacks.onError,
		onSuccess: () => {
			if ( result ) {
				callbacks.onSuccess( result );
			} else {
				callbacks.onError(
					new Error(
						__(
							'The server did not return the uploaded video.',
							'orbit-blocks'
						)
					)
				);
			}
		},
	} );
	const previous = await upload.findPreviousUploads().catch( () => [] );
	if ( previous.length ) {
		upload.resumeFromPreviousUpload( previous[ 0 ] );
	}
	upload.start();
	return {
		pause: () => {
			upload.abort();
		},
		resume: () => upload.start(),
		cancel: () => upload.abort( true ).catch( () => undefined ),
	};
}
