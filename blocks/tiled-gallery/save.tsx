/**
 * Saved markup of jetpack/tiled-gallery (gallery-markup.tsx); nothing
 * without a saved image.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { CURRENT, GalleryMarkup, galleryClasses } from './gallery-markup';
import { savedImages } from './images';
import type { TiledGalleryAttributes } from './types';

export function saveWith( options: typeof CURRENT ) {
	return function TiledGallerySave( {
		attributes,
	}: {
		attributes: TiledGalleryAttributes;
	} ) {
		const count = savedImages( attributes.images ?? [] ).length;
		if ( ! count ) {
			return null;
		}
		return (
			<div
				{ ...useBlockProps.save( {
					className: galleryClasses( attributes, count ),
				} ) }
			>
				<GalleryMarkup attributes={ attributes } options={ options } />
			</div>
		);
	};
}

export default saveWith( CURRENT );
