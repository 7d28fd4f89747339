/**
 * The image flow's calls (spec 1 sections 2, 5 and 7): POST
 * {ns2}/ai/images/generations with the prompt ("What would you like to see?"
 * when empty) and the post id, answered with base64 images; a chosen image
 * goes into the media library (POST wp/v2/media) before it enters the post.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

export const IMAGES_PATH = '/wpcom/v2/ai/images/generations';

/** The image prompt when the input is empty (spec 1 section 5). */
export const defaultImagePrompt = () =>
	__( 'What would you like to see?', 'orbit-blocks' );

/** The message for a failed image request (spec 1 section 8). */
export const imageErrorMessage = () =>
	__(
		'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.',
		'orbit-blocks'
	);

export function imagePrompt( typed: string ): string {
	return typed.trim() || defaultImagePrompt();
}

/** The generated images as data: URLs (PNG). */
export async function generateImages(
	prompt: string,
	postId?: number
): Promise< string[] > {
	const response = await apiFetch< {
		data?: Array< { b64_json?: string } >;
	} >( {
		path: IMAGES_PATH,
		method: 'POST',
		data: { prompt: imagePrompt( prompt ), post_id: postId },
	} );
	const images = ( response?.data ?? [] )
		.map( ( item ) => item.b64_json )
		.filter(
			( b64 ): b64 is string =>
				typeof b64 === 'string' && /^[A-Za-z0-9+/=\s]+$/.test( b64 )
		)
		.map(
			( b64 ) => `data:image/png;base64,${ b64.replace( /\s/g, '' ) }`
		);
	if ( ! images.length ) {
		throw new Error( 'No image in the answer.' );
	}
	return images;
}

/** A data: URL as a file to upload. */
export function dataUrlToFile( dataUrl: string, name: string ): File {
	const [ header, b64 ] = dataUrl.split( ',' );
	const type = /data:([^;]+)/.exec( header )?.[ 1 ] ?? 'image/png';
	const binary = atob( b64 );
	const bytes = new Uint8Array( binary.length );
	for ( let i = 0; i < binary.length; i++ ) {
		bytes[ i ] = binary.charCodeAt( i );
	}
	return new File( [ bytes ], name, { type } );
}

export interface UploadedImage {
	id: number;
	url: string;
	alt: string;
}

/** Uploads the image to the media library, with the prompt as alt text. */
export async function saveToMediaLibrary(
	dataUrl: string,
	prompt: string
): Promise< UploadedImage > {
	const body = new FormData();
	body.append( 'file', dataUrlToFile( dataUrl, 'ai-image.png' ) );
	body.append( 'alt_text', prompt );
	const media = await apiFetch< { id: number; source_url: string } >( {
		path: '/wp/v2/media',
		method: 'POST',
		body,
	} );
	return { id: media.id, url: media.source_url, alt: prompt };
}
