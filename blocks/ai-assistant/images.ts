/**
 * The image flow's own part (spec 1 sections 2 and 5): the prompt kept as
 * alt text, and the upload of a chosen image to the media library (POST
 * wp/v2/media) before it enters the post. The images themselves come from
 * the AI client (shared/ai/images.ts: the request, the quota error).
 */
import apiFetch from '@wordpress/api-fetch';
import { defaultImagePrompt } from '../../shared/ai/images';

/** The prompt sent and kept as alt text ("What would you like to see?" when empty). */
export function imagePrompt( typed: string ): string {
	return typed.trim() || defaultImagePrompt();
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
