/**
 * The gallery's setAttributes (spec 3 section 5: "setting ids directly is
 * an error"): ids follow the images and nothing else. A change naming ids
 * throws; a change of the images brings their ids with it.
 */
import { idsOf } from './images';
import type { TiledGalleryAttributes } from './types';

export const IDS_ERROR =
	'The ids attribute of the tiled gallery cannot be set directly: it follows the images.';

export function gallerySetAttributes(
	setAttributes: ( next: Partial< TiledGalleryAttributes > ) => void
): ( next: Partial< TiledGalleryAttributes > ) => void {
	return ( next ) => {
		if ( 'ids' in next ) {
			throw new Error( IDS_ERROR );
		}
		setAttributes(
			next.images ? { ...next, ids: idsOf( next.images ) } : next
		);
	};
}
