/**
 * Image generation (spec 1 sections 2, 5, 7 and 8): POST
 * wpcom/v2/ai/images/generations with the prompt and post_id; the answer's
 * data[].b64_json become PNG data URLs. An empty prompt asks "What would
 * you like to see?"; any failure is the unknown error, except the quota
 * (429), which keeps its own message so the upgrade banner can take over,
 * and the site's image server's failures (IMAGE_SERVICE_ERRORS), whose
 * message the site words: a refused key names the setting (with the
 * settings screen's address for administrators), a busy service asks to
 * try again. `offline` says the offline responder drew the images (no image
 * server is set).
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import {
	AiRequestError,
	ERROR_NOT_ALLOWED,
	ERROR_QUOTA_EXCEEDED,
	ERROR_USER_NOT_CONNECTED,
	imageError,
	serverAiError,
} from './errors';

export const IMAGES_PATH = '/wpcom/v2/ai/images/generations';

/** The prompt sent when the user wrote none. */
export const defaultImagePrompt = () =>
	__( 'What would you like to see?', 'orbit-blocks' );

export type GeneratedImage = {
	url: string;
	revisedPrompt?: string;
	/** Drawn by the site's offline responder: no image server is set. */
	offline: boolean;
};

type ImagesResponse = {
	data?: Array< { b64_json?: unknown; revised_prompt?: unknown } >;
	responder?: unknown;
};

/** The site's words for its image server's failures (php-stubs/includes/adapters/ai-images.php). */
export const IMAGE_SERVICE_ERRORS = [
	'ai_image_key_refused',
	'ai_image_service_busy',
	'ai_image_refused',
];

export async function generateImages( {
	prompt,
	postId,
}: {
	prompt: string;
	postId?: number;
} ): Promise< GeneratedImage[] > {
	let response: ImagesResponse;
	try {
		response = ( await apiFetch( {
			path: IMAGES_PATH,
			method: 'POST',
			data: {
				prompt: prompt.trim() || defaultImagePrompt(),
				post_id: postId,
			},
		} ) ) as ImagesResponse;
	} catch ( error ) {
		const status =
			( error as { data?: { status?: unknown } } | null )?.data?.status ??
			( error as { status?: unknown } | null )?.status;
		const code = ( error as { code?: unknown } | null )?.code;
		const message = ( error as { message?: unknown } | null )?.message;
		if (
			typeof code === 'string' &&
			IMAGE_SERVICE_ERRORS.includes( code ) &&
			typeof message === 'string' &&
			message
		) {
			const settingsUrl = (
				error as { data?: { settings_url?: unknown } } | null
			 )?.data?.settings_url;
			throw new AiRequestError(
				{
					code,
					message,
					severity: 'error',
					settingsUrl:
						typeof settingsUrl === 'string' &&
						/^https?:\/\//.test( settingsUrl )
							? settingsUrl
							: undefined,
				},
				{ status: typeof status === 'number' ? status : undefined }
			);
		}
		if ( status === 429 || code === ERROR_QUOTA_EXCEEDED ) {
			throw new AiRequestError( serverAiError( 429, error ), {
				status: 429,
			} );
		}
		if (
			status === 403 &&
			( code === ERROR_USER_NOT_CONNECTED || code === ERROR_NOT_ALLOWED )
		) {
			// Why this user may not use AI, in the server's words.
			throw new AiRequestError( serverAiError( 403, error ), {
				status: 403,
			} );
		}
		throw new AiRequestError( imageError() );
	}
	const images = ( Array.isArray( response?.data ) ? response.data : [] )
		// Only base64 goes into the data URL (no markup, no other scheme).
		.filter(
			( item ) =>
				typeof item?.b64_json === 'string' &&
				/^[A-Za-z0-9+/=\s]+$/.test( item.b64_json )
		)
		.map( ( item ) => ( {
			url: `data:image/png;base64,${ ( item.b64_json as string ).replace(
				/\s/g,
				''
			) }`,
			revisedPrompt:
				typeof item.revised_prompt === 'string'
					? item.revised_prompt
					: undefined,
			offline: response.responder === 'offline',
		} ) );
	if ( ! images.length ) {
		throw new AiRequestError( imageError() );
	}
	return images;
}
