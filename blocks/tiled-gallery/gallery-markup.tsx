/**
 * The saved markup of the gallery (current version and, with options, the
 * older ones in deprecated.ts):
 *
 * <div class="wp-block-jetpack-tiled-gallery aligncenter is-style-<layout>
 *      [has-rounded-corners-N] [filter__<name>] [columns-N]">
 *   <div class="tiled-gallery__gallery">
 *     <div class="tiled-gallery__row">
 *       <div class="tiled-gallery__col" style="flex-basis:<percent>%">
 *         <figure class="tiled-gallery__item">
 *           [<a href>]<img alt data-height data-id data-link data-url
 *                data-width src srcset/>[</a>]
 *
 * The data-* attributes are where the images attribute is read from (a
 * query in block.json). Blob images (uploads in progress) are left out.
 */
import { RichText } from '@wordpress/block-editor';
import { aspectRatio } from './layout/mosaic';
import { effectiveColumns } from './layout/grid';
import { placeImages } from './layout';
import { savedImages } from './images';
import { resizedUrl, safeImageUrl, srcset } from './srcset';
import { cornersFor, isFilter, layoutOf } from './styles';
import type { GalleryImage, TiledGalleryAttributes } from './types';

export interface MarkupOptions {
	/** Responsive src and srcset through the resizing service (v3 on). */
	responsive: boolean;
	/** A figcaption under each image (v1 only). */
	captions: boolean;
	/** Use the stored columnWidths when they fit (v3 on). */
	storedWidths: boolean;
}

export const CURRENT: MarkupOptions = {
	responsive: true,
	captions: false,
	storedWidths: true,
};

/** The wrapper's classes besides the block's own (className, align). */
export function galleryClasses(
	attributes: TiledGalleryAttributes,
	count: number
): string {
	const layout = layoutOf( attributes.className );
	const corners = cornersFor( layout, attributes.roundedCorners );
	const classes: Record< string, boolean > = {
		[ `is-style-${ layout }` ]: ! /(?:^|\s)is-style-/.test(
			attributes.className ?? ''
		),
		[ `has-rounded-corners-${ corners }` ]: corners > 0,
		[ `filter__${ attributes.imageFilter }` ]: isFilter(
			attributes.imageFilter
		),
		[ `columns-${ effectiveColumns( attributes.columns, count ) }` ]:
			layout === 'columns',
	};
	return Object.keys( classes )
		.filter( ( name ) => classes[ name ] )
		.join( ' ' );
}

function linkHref(
	image: GalleryImage,
	linkTo: string | undefined
): string | undefined {
	if ( linkTo === 'media' ) {
		return safeImageUrl( image.url );
	}
	if ( linkTo === 'attachment' ) {
		return safeImageUrl( image.link );
	}
	return undefined;
}

function SavedImage( {
	image,
	linkTo,
	options,
}: {
	image: GalleryImage;
	linkTo?: string;
	options: MarkupOptions;
} ) {
	const url = safeImageUrl( image.url ) ?? '';
	const width = Number( image.width );
	const responsive = options.responsive && width > 0;
	const img = (
		<img
			alt={ image.alt ?? '' }
			data-height={ image.height }
			data-id={ image.id }
			data-link={ image.link }
			data-url={ image.url }
			data-width={ image.width }
			src={ ( responsive && resizedUrl( url, width ) ) || url }
			srcSet={ responsive ? srcset( url, width ) : undefined }
		/>
	);
	const href = linkHref( image, linkTo );
	return (
		<figure className="tiled-gallery__item">
			{ href ? <a href={ href }>{ img }</a> : img }
			{ options.captions && image.caption ? (
				<RichText.Content
					tagName="figcaption"
					className="tiled-gallery__caption"
					value={ image.caption }
				/>
			) : null }
		</figure>
	);
}

export function GalleryMarkup( {
	attributes,
	options,
}: {
	attributes: TiledGalleryAttributes;
	options: MarkupOptions;
} ) {
	const images = savedImages( attributes.images ?? [] );
	const layout = layoutOf( attributes.className );
	const ratios = images.map( ( image ) =>
		aspectRatio( image.width, image.height )
	);
	const { rows, widths } = placeImages(
		layout,
		ratios,
		effectiveColumns( attributes.columns, images.length ),
		options.storedWidths ? attributes.columnWidths : undefined
	);
	return (
		<div className="tiled-gallery__gallery">
			{ layout === 'columns' ? (
				<div className="tiled-gallery__row">
					{ images.map( ( image, i ) => (
						<SavedImage
							key={ i }
							image={ image }
							linkTo={ attributes.linkTo }
							options={ options }
						/>
					) ) }
				</div>
			) : (
				rows.map( ( row, r ) => (
					<div className="tiled-gallery__row" key={ r }>
						{ row.map( ( index, c ) => (
							<div
								className="tiled-gallery__col"
								key={ index }
								style={ {
									flexBasis: `${ widths[ r ][ c ] }%`,
								} }
							>
								<SavedImage
									image={ images[ index ] }
									linkTo={ attributes.linkTo }
									options={ options }
								/>
							</div>
						) ) }
					</div>
				) )
			) }
		</div>
	);
}
