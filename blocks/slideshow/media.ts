/**
 * Slides from media records (the media modal's or an upload's): captions
 * from the media library are plain text and are escaped before they become
 * the slide's caption HTML; the address is the chosen image size's (the
 * block's sizeSlug, `large` for a new slideshow), else the original's. Only
 * the edit chunk needs this.
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
	/** The media modal's attachment: its sizes by slug. */
	sizes?: Record< string, { url?: string } | undefined >;
	/** The REST API's media record (an upload's, core-data's). */
	media_details?: {
		sizes?: Record< string, { source_url?: string } | undefined >;
	};
}

/** The size a new slideshow's images are taken at (as core's gallery). */
export const DEFAULT_SIZE_SLUG = 'large';

/** The address of the media's image at that size, if it has one. */
export function urlForSize(
	media: MediaLike,
	sizeSlug: string
): string | undefined {
	return (
		media.sizes?.[ sizeSlug ]?.url ||
		media.media_details?.sizes?.[ sizeSlug ]?.source_url ||
		undefined
	);
}

function captionOf( media: MediaLike ): string {
	const { caption } = media;
	if ( typeof caption === 'string' ) {
		return escapeHTML( caption );
	}
	return escapeHTML( caption?.raw ?? '' );
}

/**
 * A slide from a media record (the media modal's or an upload's), at the
 * given size when the media has it (a record without sizes, such as a slide
 * already in the block, keeps its address).
 */
export function imageFromMedia(
	media: MediaLike,
	sizeSlug?: string
): SlideshowImage {
	const image: SlideshowImage = {
		alt: media.alt ?? media.alt_text ?? '',
		caption: captionOf( media ),
		url:
			( sizeSlug && urlForSize( media, sizeSlug ) ) ||
			media.url ||
			media.source_url ||
			'',
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
