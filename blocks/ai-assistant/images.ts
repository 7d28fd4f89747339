/**
 * The image flow's own part (spec 1 sections 2 and 5): the prompt kept as
 * alt text, and the upload of a chosen image to the media library before
 * it enters the post, through the editor's mediaUpload setting (the
 * editor's own upload: the site's allowed types and largest size are
 * checked before anything is sent, then POST wp/v2/media). The images
 * themselves come from the AI client (shared/ai/images.ts: the request,
 * the quota error).
 */
import { isBlobURL } from '@wordpress/blob';
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

/** The editor's mediaUpload setting (block-editor getSettings().mediaUpload). */
export type MediaUpload = ( options: {
	filesList: File[];
	allowedTypes?: string[];
	additionalData?: Record< string, unknown >;
	onFileChange: (
		items: Array< { id?: number; url?: string } | undefined >
	) => void;
	onError: ( message: unknown ) => void;
} ) => void;

/**
 * Uploads the image to the media library with the editor's mediaUpload,
 * the prompt as alt text; resolves once the attachment exists (the first
 * answer is the local preview, a blob: URL).
 */
export function saveToMediaLibrary(
	dataUrl: string,
	prompt: string,
	mediaUpload: MediaUpload | undefined
): Promise< UploadedImage > {
	return new Promise( ( resolve, reject ) => {
		if ( ! mediaUpload ) {
			reject( new Error( 'This editor cannot upload media.' ) );
			return;
		}
		mediaUpload( {
			filesList: [ dataUrlToFile( dataUrl, 'ai-image.png' ) ],
			allowedTypes: [ 'image' ],
			additionalData: { alt_text: prompt },
			onFileChange: ( [ item ] ) => {
				if ( item?.id && item.url && ! isBlobURL( item.url ) ) {
					resolve( { id: item.id, url: item.url, alt: prompt } );
				}
			},
			onError: ( message ) =>
				reject(
					message instanceof Error
						? message
						: new Error( String( message ) )
				),
		} );
	} );
}
