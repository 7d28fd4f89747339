/**
 * Saved markup of jetpack/tiled-gallery: only what must stay in the post
 * content, the images, each a figure with its data (where the images
 * attribute is read from, a query in block.json) and the original file:
 *
 * <div class="wp-block-jetpack-tiled-gallery aligncenter is-style-<layout>">
 *   <div class="tiled-gallery__gallery">
 *     <figure class="tiled-gallery__item"><img alt data-height data-id
 *       data-link data-url data-width src/></figure>…
 *
 * The visitor's gallery (rows, widths, links, filter and corner classes,
 * srcset through the image resizing service) is rendered by the server from
 * these and the block's attributes (blocks/tiled-gallery/
 * render.php), so the mosaic and the resizer stay out of the editor entry;
 * without the plugin, the post still shows its images. Blob images (uploads
 * in progress) are left out.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { savedImages } from './images';
import type { TiledGalleryAttributes } from './types';

/** The address when it is http(s), else nothing: no script addresses. */
export function httpUrl( value: unknown ): string | undefined {
	return typeof value === 'string' && /^https?:\/\/\S/i.test( value )
		? value
		: undefined;
}

export default function save( {
	attributes,
}: {
	attributes: TiledGalleryAttributes;
} ) {
	const images = savedImages( attributes.images ?? [] );
	return images.length ? (
		<div { ...useBlockProps.save() }>
			<div className="tiled-gallery__gallery">
				{ images.map( ( image, i ) => (
					<figure className="tiled-gallery__item" key={ i }>
						<img
							alt={ image.alt ?? '' }
							data-height={ image.height }
							data-id={ image.id }
							data-link={ image.link }
							data-url={ image.url }
							data-width={ image.width }
							src={ httpUrl( image.url ) }
						/>
					</figure>
				) ) }
			</div>
		</div>
	) : null;
}
