/**
 * Conversions to and from the core gallery, the core image and the
 * slideshow (spec 3 section 5: only images having both id and url are
 * kept). Core's gallery holds core/image inner blocks (WordPress 5.9 on);
 * an older core gallery with an images attribute is read too.
 */
import { createBlock } from '@wordpress/blocks';
import type { BlockInstance } from '@wordpress/blocks';
import { idsOf, imageId } from './images';
import type { GalleryImage, TiledGalleryAttributes } from './types';

interface SourceImage {
	id?: unknown;
	url?: unknown;
	alt?: unknown;
	width?: unknown;
	height?: unknown;
	link?: unknown;
}

/** Gallery images from any block's images, keeping those with id and url. */
export function keepImages( images: readonly SourceImage[] ): GalleryImage[] {
	return images
		.filter(
			( image ) =>
				imageId( { id: image.id as number } ) !== undefined &&
				typeof image.url === 'string' &&
				image.url !== ''
		)
		.map( ( image ) => {
			const kept: GalleryImage = {
				id: Number( image.id ),
				url: image.url as string,
				alt: typeof image.alt === 'string' ? image.alt : '',
			};
			if ( image.width ) {
				kept.width = Number( image.width );
			}
			if ( image.height ) {
				kept.height = Number( image.height );
			}
			if ( typeof image.link === 'string' && image.link ) {
				kept.link = image.link;
			}
			return kept;
		} );
}

function gallery(
	images: GalleryImage[],
	extra: Partial< TiledGalleryAttributes > = {}
) {
	return createBlock( 'jetpack/tiled-gallery', {
		...extra,
		images,
		ids: idsOf( images ),
	} );
}

const LINK_FROM_CORE: Record< string, string > = {
	file: 'media',
	media: 'media',
	post: 'attachment',
	attachment: 'attachment',
	none: 'none',
};

function coreGalleryImages(
	attributes: Record< string, unknown >,
	innerBlocks: BlockInstance[] = []
): SourceImage[] {
	if ( innerBlocks.length ) {
		return innerBlocks
			.filter( ( block ) => block.name === 'core/image' )
			.map( ( block ) => block.attributes as SourceImage );
	}
	return Array.isArray( attributes.images ) ? attributes.images : [];
}

const LINK_TO_CORE: Record< string, string > = {
	media: 'media',
	attachment: 'attachment',
	none: 'none',
};

export const transforms = {
	from: [
		{
			type: 'block',
			isMultiBlock: true,
			blocks: [ 'core/image' ],
			isMatch: ( attributes: SourceImage[] ) =>
				keepImages( attributes ).length > 0,
			transform: ( attributes: SourceImage[] ) =>
				gallery( keepImages( attributes ) ),
		},
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: (
				attributes: Record< string, unknown >,
				innerBlocks: BlockInstance[]
			) => {
				const images = keepImages(
					coreGalleryImages( attributes, innerBlocks )
				);
				const extra: Partial< TiledGalleryAttributes > = {};
				const linkTo = LINK_FROM_CORE[ String( attributes.linkTo ) ];
				if ( linkTo ) {
					extra.linkTo = linkTo;
				}
				if ( typeof attributes.columns === 'number' ) {
					extra.columns = Math.min(
						attributes.columns,
						Math.max( images.length, 1 )
					);
				}
				return gallery( images, extra );
			},
		},
		{
			type: 'block',
			blocks: [ 'jetpack/slideshow' ],
			transform: ( attributes: Record< string, unknown > ) =>
				gallery(
					keepImages(
						Array.isArray( attributes.images )
							? attributes.images
							: []
					)
				),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: ( attributes: TiledGalleryAttributes ) => {
				const images = keepImages( attributes.images ?? [] );
				return createBlock(
					'core/gallery',
					{
						linkTo:
							LINK_TO_CORE[ attributes.linkTo ?? 'none' ] ??
							'none',
						...( attributes.columns
							? { columns: attributes.columns }
							: {} ),
					},
					images.map( ( image ) =>
						createBlock( 'core/image', {
							id: image.id,
							url: image.url,
							alt: image.alt,
						} )
					)
				);
			},
		},
		{
			type: 'block',
			blocks: [ 'core/image' ],
			transform: ( attributes: TiledGalleryAttributes ) => {
				const images = keepImages( attributes.images ?? [] );
				return images.length
					? images.map( ( image ) =>
							createBlock( 'core/image', {
								id: image.id,
								url: image.url,
								alt: image.alt,
							} )
					  )
					: createBlock( 'core/image' );
			},
		},
		{
			type: 'block',
			blocks: [ 'jetpack/slideshow' ],
			transform: ( attributes: TiledGalleryAttributes ) => {
				const images = keepImages( attributes.images ?? [] );
				return createBlock( 'jetpack/slideshow', {
					images,
					ids: idsOf( images ),
				} );
			},
		},
	],
};

export default transforms;
