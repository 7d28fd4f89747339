/**
 * From and to the core gallery, core images and the tiled gallery; only
 * images with an id and an address are kept (spec 3, tiled gallery
 * transforms; the same rule here).
 */
import { createBlock, type BlockInstance } from '@wordpress/blocks';
import { idsOf, keepImagesWithIdAndUrl } from './images';
import type { SlideshowAttributes, SlideshowImage } from './types';

type Attributes = Record< string, unknown >;

const imageOf = ( attributes: Attributes ): SlideshowImage => ( {
	alt: attributes.alt as string | undefined,
	caption: attributes.caption as string | undefined,
	id: attributes.id as number | undefined,
	url: attributes.url as string | undefined,
} );

function slideshowFrom(
	images: Array< SlideshowImage | undefined >,
	extra: Attributes = {}
) {
	const kept = keepImagesWithIdAndUrl( images );
	return createBlock( 'jetpack/slideshow', {
		...extra,
		images: kept,
		ids: idsOf( kept ),
	} );
}

function alignOf( attributes: Attributes ): Attributes {
	return [ 'center', 'wide', 'full' ].includes( attributes.align as string )
		? { align: attributes.align }
		: {};
}

function sizeOf( attributes: Attributes ): Attributes {
	return typeof attributes.sizeSlug === 'string'
		? { sizeSlug: attributes.sizeSlug }
		: {};
}

const transforms = {
	from: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: (
				attributes: Attributes,
				innerBlocks: BlockInstance[] = []
			) => {
				// Galleries of inner image blocks (WordPress 5.9+), else the
				// older `images` attribute.
				const images = innerBlocks.length
					? innerBlocks.map( ( block ) =>
							imageOf( block.attributes )
					  )
					: ( ( attributes.images as Attributes[] ) ?? [] ).map(
							imageOf
					  );
				return slideshowFrom( images, {
					...alignOf( attributes ),
					...sizeOf( attributes ),
				} );
			},
		},
		{
			type: 'block',
			blocks: [ 'core/image' ],
			isMultiBlock: true,
			transform: ( attributesList: Attributes[] ) =>
				slideshowFrom( attributesList.map( imageOf ), {
					...alignOf( attributesList[ 0 ] ?? {} ),
					...sizeOf( attributesList[ 0 ] ?? {} ),
				} ),
		},
		{
			type: 'block',
			blocks: [ 'jetpack/tiled-gallery' ],
			transform: ( attributes: Attributes ) =>
				slideshowFrom(
					( ( attributes.images as Attributes[] ) ?? [] ).map(
						imageOf
					),
					alignOf( attributes )
				),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: ( { images, sizeSlug }: SlideshowAttributes ) =>
				createBlock(
					'core/gallery',
					sizeSlug ? { sizeSlug } : {},
					keepImagesWithIdAndUrl( images ).map( ( image ) =>
						createBlock( 'core/image', {
							...image,
							...( sizeSlug ? { sizeSlug } : {} ),
						} )
					)
				),
		},
		{
			type: 'block',
			blocks: [ 'core/image' ],
			transform: ( { images, sizeSlug }: SlideshowAttributes ) => {
				const kept = keepImagesWithIdAndUrl( images );
				return kept.length
					? kept.map( ( image ) =>
							createBlock( 'core/image', {
								...image,
								...( sizeSlug ? { sizeSlug } : {} ),
							} )
					  )
					: createBlock( 'core/image' );
			},
		},
		{
			type: 'block',
			blocks: [ 'jetpack/tiled-gallery' ],
			transform: ( { images, align }: SlideshowAttributes ) => {
				const kept = keepImagesWithIdAndUrl( images );
				return createBlock( 'jetpack/tiled-gallery', {
					...alignOf( { align } ),
					images: kept,
					ids: idsOf( kept ),
				} );
			},
		},
	],
};

export default transforms;
