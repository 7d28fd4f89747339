/**
 * Slides from media records and other blocks' images: only images with an id
 * and an address are kept (spec: transforms keep only those), captions from
 * the media library are plain text and are escaped before they become the
 * slide's caption HTML, and addresses must be http(s), relative or an
 * upload's blob.
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

/** http(s), protocol-relative or site-relative addresses, and blob: while uploading. */
export function isSafeImageUrl( url: unknown ): url is string {
	if ( typeof url !== 'string' || ! url.trim() ) {
		return false;
	}
	if ( isBlobURL( url ) ) {
		return true;
	}
	if ( /^\/(?!\\)/.test( url ) ) {
		return true;
	}
	return /^https?:\/\//i.test( url.trim() );
}

export function hasIdAndUrl( image: SlideshowImage ): boolean {
	const id = Number( image.id );
	return (
		Number.isInteger( id ) &&
		id > 0 &&
		isSafeImageUrl( image.url ) &&
		! isBlobURL( image.url )
	);
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

/** The `ids` attribute: the numeric ids of the slides that have one. */
export function idsOf( images: SlideshowImage[] ): number[] {
	return images
		.map( ( image ) => Number( image.id ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}

/** Slides taken from another block: id and url required, caption kept as it is (already HTML). */
export function keepImagesWithIdAndUrl(
	images: Array< SlideshowImage | undefined | null >
): SlideshowImage[] {
	return images
		.filter( ( image ): image is SlideshowImage =>
			Boolean( image && hasIdAndUrl( image ) )
		)
		.map( ( image ) => ( {
			alt: image.alt ?? '',
			caption: image.caption ?? '',
			id: Number( image.id ),
			url: image.url,
		} ) );
}
