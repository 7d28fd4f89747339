/**
 * Older saved versions of jetpack/tiled-gallery (spec 3: "Each image holds
 * alt, caption (oldest version only)"; "columnWidths (later versions)").
 * Each saved the whole gallery, rows and all (the markup render.php now
 * writes for visitors); the current version saves only the figures:
 *
 * - v3: the rows from the stored columnWidths, src and srcset through the
 *   image resizing service.
 * - v2: no stored columnWidths (the mosaic's widths were computed when
 *   saving) and plain images: src is the original file, no srcset.
 * - v1, the oldest: as v2, plus a figcaption under each image (images held
 *   a caption). Captions are not part of the gallery any more; so that no
 *   words are lost, a caption becomes the image's alt text when the image
 *   had none (tags stripped), and is dropped otherwise.
 *
 * One entry covers the three: its save writes the saved wrapper's classes
 * (the `wrapper` attribute) around the gallery's saved inside as it is
 * (the `inner` attribute), so such a post opens valid whatever rows,
 * widths and addresses it was saved with, with no layout code in the
 * editor entry. The inside is only compared, never saved again: the
 * migration keeps the images (read from their data-* attributes, as the
 * current version does), the settings and v3's stored columnWidths; for
 * v1 and v2 the editor computes and stores the mosaic's widths when the
 * block opens (edit.tsx). Until the post is saved again, visitors see it
 * as it was saved (render.php shows saved rows as they are).
 */
import { RawHTML } from '@wordpress/element';
import metadata from './block.json';
import { idsOf, savedImages } from './images';
import type { GalleryImage, TiledGalleryAttributes } from './types';

interface LegacyAttributes extends TiledGalleryAttributes {
	inner?: string;
	wrapper?: string;
	layout?: string;
}

const { attributes } = metadata;

function stripTags( html: string ): string {
	return html.replace( /<[^>]*>/g, '' ).trim();
}

export function captionToAlt( image: GalleryImage ): GalleryImage {
	const { caption, ...rest } = image;
	const text = stripTags( caption ?? '' );
	return text && ! rest.alt ? { ...rest, alt: text } : rest;
}

/** The current version's attributes: captions to alt, widths kept. */
export function migrate( {
	inner: _inner,
	wrapper: _wrapper,
	layout: _layout,
	...rest
}: LegacyAttributes ): TiledGalleryAttributes {
	const images = savedImages( rest.images ?? [] ).map( captionToAlt );
	return { ...rest, images, ids: idsOf( images ) };
}

export const legacy = {
	apiVersion: 3,
	attributes: {
		...attributes,
		images: {
			...attributes.images,
			query: {
				...attributes.images.query,
				caption: { source: 'html', selector: 'figcaption' },
			},
		},
		inner: { source: 'html', selector: '.tiled-gallery__gallery' },
		wrapper: { source: 'attribute', selector: 'div', attribute: 'class' },
	},
	supports: metadata.supports,
	save: ( { attributes: saved }: { attributes: LegacyAttributes } ) => (
		<div className={ saved.wrapper }>
			<div className="tiled-gallery__gallery">
				<RawHTML>{ saved.inner ?? '' }</RawHTML>
			</div>
		</div>
	),
	migrate,
};

/**
 * The incumbent's later versions (with its image-host and filter options)
 * put its layout's own div between the wrapper and the gallery: class ""
 * or has-rounded-corners-N. Compared and migrated as above.
 */
export const legacyWithLayout = {
	...legacy,
	attributes: {
		...legacy.attributes,
		layout: {
			source: 'attribute',
			selector: 'div > div',
			attribute: 'class',
		},
	},
	save: ( { attributes: saved }: { attributes: LegacyAttributes } ) => (
		<div className={ saved.wrapper }>
			<div className={ saved.layout ?? '' }>
				<div className="tiled-gallery__gallery">
					<RawHTML>{ saved.inner ?? '' }</RawHTML>
				</div>
			</div>
		</div>
	),
};

export default [ legacy, legacyWithLayout ];
