/**
 * The image size setting (spec 2 "Slideshow": sizeSlug): the sizes the site
 * offers (the block editor's `imageSizes` setting) and each slide's address
 * at the chosen size, from the media library's records of the slides
 * (core-data's attachment records, fetched once per change). Slides without
 * a record of that size keep their address. Visitors get the size's srcset
 * and sizes from the server (render.php, helpers.php).
 */
import { resolveSelect } from '@wordpress/data';
import { urlForSize, type MediaLike } from './media';
import type { SlideshowImage } from './types';

export interface ImageSize {
	slug: string;
	name: string;
}

type MediaRecord = MediaLike & { id: number };

interface CoreResolvers {
	getEntityRecords: (
		kind: string,
		name: string,
		query: object
	) => Promise< MediaRecord[] | null >;
}

/** The slides' media records, one request for all of them. */
async function mediaRecords( ids: number[] ): Promise< MediaRecord[] > {
	if ( ! ids.length ) {
		return [];
	}
	// The core-data store, by name: WordPress registers it in the editor.
	const core = resolveSelect( 'core' ) as unknown as CoreResolvers;
	return (
		( await core.getEntityRecords( 'postType', 'attachment', {
			include: ids,
			per_page: ids.length,
			context: 'view',
		} ) ) ?? []
	);
}

/** Each slide's address at this size, by media id (slides with a record of that size). */
export async function addressesAtSize(
	images: SlideshowImage[],
	sizeSlug: string
): Promise< Map< number, string > > {
	const ids = images
		.map( ( image ) => Number( image.id ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
	const addresses = new Map< number, string >();
	for ( const record of await mediaRecords( ids ) ) {
		const url = urlForSize( record, sizeSlug );
		if ( url ) {
			addresses.set( Number( record.id ), url );
		}
	}
	return addresses;
}

/** The slides with these addresses (slides without one keep theirs). */
export function withAddresses(
	images: SlideshowImage[],
	addresses: Map< number, string >
): SlideshowImage[] {
	return images.map( ( image ) => {
		const url = addresses.get( Number( image.id ) );
		return url ? { ...image, url } : image;
	} );
}
