/**
 * Older saved versions of jetpack/tiled-gallery, newest first (spec 3:
 * "Each image holds alt, caption (oldest version only)"; "columnWidths
 * (later versions)"). The spec names two older shapes; their markup is
 * the current one without what each lacked:
 *
 * - v2: no stored columnWidths (the mosaic's widths were computed when
 *   saving) and plain images: src is the original file, no srcset through
 *   the resizing service. Migrating computes and stores the column widths.
 * - v1, the oldest: as v2, plus a figcaption under each image (images held
 *   a caption). Captions are not part of the gallery any more; so that no
 *   words are lost, a caption becomes the image's alt text when the image
 *   had none (tags stripped), and is dropped otherwise.
 */
import metadata from './block.json';
import { columnWidths } from './layout/column-widths';
import { aspectRatio, mosaicRows } from './layout/mosaic';
import { idsOf, savedImages } from './images';
import { saveWith } from './save';
import { layoutOf } from './styles';
import type { GalleryImage, TiledGalleryAttributes } from './types';

const v2Attributes = ( () => {
	const { columnWidths: _dropped, ...rest } = metadata.attributes;
	return rest;
} )();

const v1Attributes = {
	...v2Attributes,
	images: {
		...metadata.attributes.images,
		query: {
			...metadata.attributes.images.query,
			caption: {
				source: 'html',
				selector: 'figcaption',
			},
		},
	},
};

const supports = { html: false, align: [ 'center', 'wide', 'full' ] };

/** The widths the current version stores, for the migrated images. */
export function withColumnWidths(
	attributes: TiledGalleryAttributes
): TiledGalleryAttributes {
	const images = savedImages( attributes.images ?? [] );
	const migrated: TiledGalleryAttributes = {
		...attributes,
		images,
		ids: idsOf( images ),
	};
	if ( layoutOf( attributes.className ) === 'rectangular' && images.length ) {
		const ratios = images.map( ( image ) =>
			aspectRatio( image.width, image.height )
		);
		migrated.columnWidths = columnWidths( mosaicRows( ratios ), ratios );
	}
	return migrated;
}

function stripTags( html: string ): string {
	return html.replace( /<[^>]*>/g, '' ).trim();
}

export function captionToAlt( image: GalleryImage ): GalleryImage {
	const { caption, ...rest } = image;
	const text = stripTags( caption ?? '' );
	return text && ! rest.alt ? { ...rest, alt: text } : rest;
}

const plain = { responsive: false, storedWidths: false };

export const v2 = {
	apiVersion: 3,
	attributes: v2Attributes,
	supports,
	save: saveWith( { ...plain, captions: false } ),
	migrate: ( attributes: TiledGalleryAttributes ) =>
		withColumnWidths( attributes ),
};

export const v1 = {
	apiVersion: 3,
	attributes: v1Attributes,
	supports,
	save: saveWith( { ...plain, captions: true } ),
	migrate: ( attributes: TiledGalleryAttributes ) =>
		withColumnWidths( {
			...attributes,
			images: ( attributes.images ?? [] ).map( captionToAlt ),
		} ),
};

export default [ v2, v1 ];
