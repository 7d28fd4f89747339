/**
 * From and to the core gallery, core images and the tiled gallery; only
 * images with an id and an address are kept (spec 3, tiled gallery
 * transforms; the same rule here). Written compactly: it is in the editor
 * entry.
 */
import { createBlock, type BlockInstance } from '@wordpress/blocks';
import { idsOf, keepImagesWithIdAndUrl } from './images';
import type { SlideshowAttributes, SlideshowImage } from './types';

type Attributes = Record< string, any >; // eslint-disable-line @typescript-eslint/no-explicit-any

const imageOf = ( { alt, caption, id, url }: Attributes ): SlideshowImage => ( {
	alt,
	caption,
	id,
	url,
} );

// The alignment the slideshow supports, and the image size, carried over.
const carried = ( { align, sizeSlug }: Attributes = {} ) => ( {
	...( [ 'center', 'wide', 'full' ].includes( align ) && { align } ),
	...( typeof sizeSlug === 'string' && { sizeSlug } ),
} );

const kept = ( images: Attributes[] = [] ) =>
	keepImagesWithIdAndUrl( images.map( imageOf ) );

const slideshow = ( images: SlideshowImage[], attributes: Attributes ) =>
	createBlock( 'jetpack/slideshow', {
		...carried( attributes ),
		images,
		ids: idsOf( images ),
	} );

const imageBlocks = ( { images, sizeSlug }: SlideshowAttributes ) =>
	kept( images ).map( ( image ) =>
		createBlock( 'core/image', { ...image, ...carried( { sizeSlug } ) } )
	);

const block = ( blocks: string[], rest: object ) => ( {
	type: 'block',
	blocks,
	...rest,
} );

export default {
	from: [
		// Galleries of inner image blocks (WordPress 5.9+), else the older
		// `images` attribute.
		block( [ 'core/gallery' ], {
			transform: (
				attributes: Attributes,
				inner: BlockInstance[] = []
			) =>
				slideshow(
					kept(
						inner.length
							? inner.map( ( b ) => b.attributes )
							: attributes.images
					),
					attributes
				),
		} ),
		block( [ 'core/image' ], {
			isMultiBlock: true,
			transform: ( list: Attributes[] ) =>
				slideshow( kept( list ), list[ 0 ] ),
		} ),
		block( [ 'jetpack/tiled-gallery' ], {
			transform: ( attributes: Attributes ) =>
				slideshow( kept( attributes.images ), {
					align: attributes.align,
				} ),
		} ),
	],
	to: [
		block( [ 'core/gallery' ], {
			transform: ( attributes: SlideshowAttributes ) =>
				createBlock(
					'core/gallery',
					carried( { sizeSlug: attributes.sizeSlug } ),
					imageBlocks( attributes )
				),
		} ),
		block( [ 'core/image' ], {
			transform: ( attributes: SlideshowAttributes ) => {
				const images = imageBlocks( attributes );
				return images.length ? images : createBlock( 'core/image' );
			},
		} ),
		block( [ 'jetpack/tiled-gallery' ], {
			transform: ( { images, align }: SlideshowAttributes ) => {
				const list = kept( images as Attributes[] );
				return createBlock( 'jetpack/tiled-gallery', {
					...carried( { align } ),
					images: list,
					ids: idsOf( list ),
				} );
			},
		} ),
	],
};
