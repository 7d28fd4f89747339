/**
 * Slides from media records (the media modal's or an upload's): captions
 * from the media library are plain text and are escaped before they become
 * the slide's caption HTML. Only the edit chunk needs this.
 */
import { escapeHTML } from '@wordpress/escape-html';
import { isBlobURL } from '@wordpress/blob';
import type { SlideshowImage } from './types';

export interface MediaLike {
	id?: number | string;
	url?: string;
	source_url?: string;
	alt?: string;
	alt_text?: string;
	caption?: string | { raw?: string; rendered?: string };
}

function captionOf( media: MediaLike ): string {
	const { caption } = media;
	if ( typeof caption === 'string' ) {
		return escapeHTML( caption );
	}
	return escapeHTML( caption?.raw ?? '' );
}

/** A slide from a media record (the media modal's or an upload's). */
export function imageFromMedia( media: MediaLike ): SlideshowImage {
	const image: SlideshowImage = {
		alt: media.alt ?? media.alt_text ?? '',
		caption: captionOf( media ),
		url: media.url ?? media.source_url ?? '',
	};
	if ( media.id !== undefined && media.id !== null && media.id !== '' ) {
		image.id = Number( media.id );
	}
	return image;
}

/** True while any slide is still an upload in progress (blob address, no id yet). */
export function isUploading( images: SlideshowImage[] ): boolean {
	return images.some( ( image ) => image.url && isBlobURL( image.url ) );
}
