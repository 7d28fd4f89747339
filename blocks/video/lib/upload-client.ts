/**
 * The resumable upload (spec 3 section 7, spec 1 section 7): the token from
 * the admin-ajax action videopress-get-upload-jwt, then tus-js-client
 * (loaded on demand: it is not in the editor entry) against the endpoint the
 * host names in the editor state (videoUploads: the plugin's own tus server,
 * php-stubs/includes/rest/video-uploads.php, or a configured external one),
 * in chunks of the size it names.
 *
 * Resumption (spec 3 section 7): the creation answer gives the upload's
 * key and a token for it (KEY_HEADERS); later requests to that upload carry
 * the key token, which outlives the upload token and opens only that
 * upload. An upload resumed from an earlier session (its address stored by
 * tus-js-client) asks videopress-get-upload-jwt for a key token with the
 * key, which is the last part of the upload's address.
 *
 * Every method but POST is tunnelled: sent as a POST carrying
 * X-HTTP-Method-Override (tunnellingHttpStack), as the hosted service's
 * client does; some hosts and proxies refuse PATCH, HEAD or DELETE.
 */
import { __ } from '@wordpress/i18n';
import type {
	DetailedError,
	HttpRequest,
	HttpResponse,
	HttpStack,
	Upload,
	UploadOptions,
} from 'tus-js-client';
import { getEditorState } from '../../../shared/editor-state';
import type { UploadResult } from './upload-state';

export const CHUNK_SIZE = 10_000_000;
export const RETRY_DELAYS = [ 0, 1000, 3000, 5000, 10000 ];

/**
 * Whether tus-js-client tries a failed request again: as it does by default
 * (a server error, 409 or 423, while online), but not after 507, which the
 * server answers when the user's uploads in progress or the site's upload
 * space are full: trying again changes nothing, the user reads the message.
 */
export function shouldRetry( error: Partial< DetailedError > | null ): boolean {
	const status = error?.originalResponse?.getStatus?.() ?? 0;
	if ( status === 507 ) {
		return false;
	}
	const online =
		typeof navigator === 'undefined' || navigator.onLine !== false;
	return (
		( status < 400 || status >= 500 || status === 409 || status === 423 ) &&
		online
	);
}
export const TOKEN_HEADER = 'x-videopress-upload-token';
export const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';
export const OVERRIDDEN_METHODS = [
	'HEAD',
	'OPTIONS',
	'DELETE',
	'PUT',
	'PATCH',
];
export const KEY_HEADERS = {
	key: 'x-videopress-upload-key',
	token: 'x-videopress-upload-key-token',
};
export const RESULT_HEADERS = {
	guid: 'x-videopress-upload-guid',
	mediaId: 'x-videopress-upload-media-id',
	src: 'x-videopress-upload-src-url',
};

/** Where and how the editor uploads (editor state videoUploads). */
export interface UploadSettings {
	endpoint: string;
	chunkSize: number;
}

/** The host's settings; the token's upload_action_url when it names no endpoint. */
export function uploadSettings( token: UploadToken ): UploadSettings {
	const fromHost = getEditorState().videoUploads;
	return {
		endpoint: fromHost?.endpoint || token.upload_action_url,
		chunkSize:
			fromHost?.chunkSize && fromHost.chunkSize > 0
				? fromHost.chunkSize
				: CHUNK_SIZE,
	};
}

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
 * The message in an error answer's body: WordPress's REST error shape
 * ({ code, message }) gives its message; plain text is taken as it is.
 */
function serverMessage( body: string | undefined ): string {
	const text = body?.trim() ?? '';
	if ( ! text.startsWith( '{' ) ) {
		return text;
	}
	try {
		const parsed = JSON.parse( text );
		return typeof parsed?.message === 'string' ? parsed.message : '';
	} catch {
		return text;
	}
}

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
	const body = serverMessage( detailed?.originalResponse?.getBody?.() );
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

/** Adds the token to a request. */
export function prepareRequest( request: HttpRequest, token: string ): void {
	request.setHeader( TOKEN_HEADER, token );
}

/**
 * The upload key of a request to an upload's address (the part after the
 * endpoint: …/uploads/<key>, also inside ?rest_route=), or '' for the
 * endpoint itself.
 */
export function uploadKeyOf( url: string, endpoint: string ): string {
	const base = endpoint.replace( /\/+$/, '' );
	if ( ! url.startsWith( `${ base }/` ) ) {
		return '';
	}
	const key = url.slice( base.length + 1 ).split( /[/?#&]/ )[ 0 ];
	return /^[A-Za-z0-9_-]+$/.test( key ) ? key : '';
}

/**
 * The token of each request: the upload token to create an upload, the
 * key token (from the creation answer, or asked for with the key) for a
 * request to an existing upload.
 */
export function keyTokens(
	uploadToken: string,
	endpoint: string,
	getToken: ( key: string ) => Promise< UploadToken >
) {
	const byKey = new Map< string, string >();
	return {
		remember( response: HttpResponse ): void {
			const key = response.getHeader( KEY_HEADERS.key );
			const token = response.getHeader( KEY_HEADERS.token );
			if ( key && token ) {
				byKey.set( key, token );
			}
		},
		async prepare( request: HttpRequest ): Promise< void > {
			const key = uploadKeyOf( request.getURL(), endpoint );
			if ( key && ! byKey.has( key ) ) {
				byKey.set( key, ( await getToken( key ) ).upload_token );
			}
			prepareRequest( request, key ? byKey.get( key )! : uploadToken );
		},
	};
}

/**
 * An HTTP stack that sends HEAD, OPTIONS, DELETE, PUT and PATCH as POST with
 * X-HTTP-Method-Override naming the method (the request's getMethod() then
 * says POST: what goes on the wire).
 */
export function tunnellingHttpStack( base: HttpStack ): HttpStack {
	return {
		createRequest: ( method, url ) => {
			const upper = method.toUpperCase();
			if ( ! OVERRIDDEN_METHODS.includes( upper ) ) {
				return base.createRequest( method, url );
			}
			const request = base.createRequest( 'POST', url );
			request.setHeader( METHOD_OVERRIDE_HEADER, upper );
			return request;
		},
		getName: () => `tunnelling ${ base.getName() }`,
	};
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
 * The tus-js-client options of an upload, apart from the file: endpoint and
 * chunk size from the settings, the token on every request, the tunnel, and
 * the result read from the answers (reported through onSuccess).
 */
export function uploadOptions(
	file: { name: string; type: string },
	token: UploadToken,
	settings: UploadSettings,
	callbacks: UploadCallbacks,
	baseStack: HttpStack,
	getToken: ( key?: string ) => Promise< UploadToken > = fetchUploadToken
): UploadOptions {
	let result: UploadResult | null = null;
	const tokens = keyTokens( token.upload_token, settings.endpoint, getToken );
	return {
		endpoint: settings.endpoint,
		chunkSize: settings.chunkSize,
		retryDelays: RETRY_DELAYS,
		onShouldRetry: ( error ) => shouldRetry( error ),
		httpStack: tunnellingHttpStack( baseStack ),
		removeFingerprintOnSuccess: true,
		metadata: { filename: file.name, filetype: file.type },
		onBeforeRequest: ( request ) => tokens.prepare( request ),
		onAfterResponse: ( _request, response ) => {
			tokens.remember( response );
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
	};
}

/**
 * Starts (or resumes, from an upload stored for the same file) an upload.
 * The returned handle pauses (abort, keeping the bytes sent), resumes
 * (start again from the server's offset) and cancels (terminates).
 */
export async function startUpload(
	file: File,
	callbacks: UploadCallbacks,
	getToken: ( key?: string ) => Promise< UploadToken > = fetchUploadToken
): Promise< UploadHandle > {
	const [ token, tus ] = await Promise.all( [
		getToken(),
		import( /* webpackChunkName: "tus-js-client" */ 'tus-js-client' ),
	] );
	const upload: Upload = new tus.Upload(
		file,
		uploadOptions(
			file,
			token,
			uploadSettings( token ),
			callbacks,
			new tus.DefaultHttpStack( {} ),
			getToken
		)
	);
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
