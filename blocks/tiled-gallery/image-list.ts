/**
 * The gallery's image list rules in the editor (spec 3 sections 4 and 5,
 * "Gallery"): moving, removing (with the columns clamp), choosing images,
 * metadata from the media record.
 */
import { imageId, isBlobImage } from './images';
import type { GalleryImage } from './types';

/** Whether a move is allowed: the first cannot go backward, the last not forward. */
export function canMove(
	index: number,
	delta: -1 | 1,
	count: number
): boolean {
	const target = index + delta;
	return index >= 0 && index < count && target >= 0 && target < count;
}

/** Swaps the image with its neighbour; the same list when not allowed. */
export function moveImage< T >(
	images: readonly T[],
	index: number,
	delta: -1 | 1
): T[] {
	if ( ! canMove( index, delta, images.length ) ) {
		return [ ...images ];
	}
	const next = [ ...images ];
	[ next[ index ], next[ index + delta ] ] = [
		next[ index + delta ],
		next[ index ],
	];
	return next;
}

/** Columns lowered to at most `count` (only when columns was set). */
export function clampColumns(
	columns: number | undefined,
	count: number
): number | undefined {
	if ( columns === undefined || columns === null ) {
		return undefined;
	}
	return Math.max( 1, Math.min( columns, count ) );
}

/** Removing an image: the list without it and the clamped columns. */
export function removeImage(
	images: readonly GalleryImage[],
	index: number,
	columns: number | undefined
): { images: GalleryImage[]; columns: number | undefined } {
	const next = images.filter( ( _, i ) => i !== index );
	return { images: next, columns: clampColumns( columns, next.length ) };
}

/** What the media library / upload hands over (core's media object shape). */
export interface MediaItem {
	id?: number;
	url?: string;
	alt?: string;
	width?: number;
	height?: number;
	link?: string;
	sizes?: { full?: { url?: string; width?: number; height?: number } };
	media_details?: { width?: number; height?: number };
	[ key: string ]: unknown;
}

/** An image of the gallery from a chosen or uploaded media item. */
export function imageFromMedia( item: MediaItem ): GalleryImage {
	const full = item.sizes?.full;
	return {
		alt: item.alt ?? '',
		id: item.id,
		url: full?.url ?? item.url,
		width: full?.width ?? item.width ?? item.media_details?.width,
		height: full?.height ?? item.height ?? item.media_details?.height,
		link: item.link,
	};
}

/** The media record (GET /wp/v2/media/{id}) fields the gallery reads. */
export interface MediaRecord {
	alt_text?: string;
	link?: string;
	source_url?: string;
	media_details?: { width?: number; height?: number };
}

function missing( value: unknown ): boolean {
	return value === undefined || value === null || value === '';
}

/** Fills alt, height, link, url and width from the media record where missing. */
export function fillFromRecord(
	image: GalleryImage,
	record: MediaRecord
): GalleryImage {
	const filled = { ...image };
	if ( missing( filled.alt ) && record.alt_text ) {
		filled.alt = record.alt_text;
	}
	if ( missing( filled.height ) && record.media_details?.height ) {
		filled.height = record.media_details.height;
	}
	if ( missing( filled.width ) && record.media_details?.width ) {
		filled.width = record.media_details.width;
	}
	if ( missing( filled.link ) && record.link ) {
		filled.link = record.link;
	}
	if ( missing( filled.url ) && record.source_url ) {
		filled.url = record.source_url;
	}
	return filled;
}

/** Whether an image lacks metadata the media record could give. */
export function needsMetadata( image: GalleryImage ): boolean {
	return (
		imageId( image ) !== undefined &&
		! isBlobImage( image ) &&
		[ image.alt, image.height, image.width, image.link, image.url ].some(
			missing
		)
	);
}
