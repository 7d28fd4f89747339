/**
 * Which images are saved (blob images are not) and the ids that follow
 * them. Used by save; the editing rules are in image-list.ts.
 */
import type { GalleryImage } from './types';

/** A temporary local image (an upload in progress): shown with a spinner, never saved. */
export function isBlobImage( image: GalleryImage ): boolean {
	return typeof image.url === 'string' && image.url.startsWith( 'blob:' );
}

/** The images that are saved: not blobs, and with a url. */
export function savedImages( images: readonly GalleryImage[] ): GalleryImage[] {
	return images.filter( ( image ) => !! image.url && ! isBlobImage( image ) );
}

export function imageId( image: GalleryImage ): number | undefined {
	const id = Number( image.id );
	return Number.isInteger( id ) && id > 0 ? id : undefined;
}

/** ids follow the images (spec: "managed automatically"). */
export function idsOf( images: readonly GalleryImage[] ): number[] {
	return images
		.map( imageId )
		.filter( ( id ): id is number => id !== undefined );
}
