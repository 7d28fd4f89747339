/**
 * Images from other blocks: only images with an id and an address are kept
 * (spec: transforms keep only those), and addresses must be http(s),
 * relative or an upload's blob. (Slides from media records: media.ts.)
 */
import { isBlobURL } from '@wordpress/blob';
import type { SlideshowImage } from './types';

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
