/**
 * The tiled gallery in the editor (spec 3 "Gallery block"): the media
 * placeholder while empty; then the gallery in its layout, the toolbar
 * (Edit Gallery, Pick an image filter), the Tiled Gallery settings
 * (Columns, Rounded corners, Link To), and, while selected, Upload an image
 * with a drop zone. Upload errors go to the block's notice list.
 */
import {
	BlockControls,
	MediaUpload,
	MediaUploadCheck,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	DropZone,
	FormFileUpload,
	ToolbarButton,
	ToolbarGroup,
	withNotices,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { tiledGalleryIcon } from './icon';
import { FilterMenu } from './components/filter-menu';
import { GalleryImageTile } from './components/gallery-image';
import { MAX_COLUMNS, MAX_ROUNDED_CORNERS } from './constants';
import { galleryClasses } from './classes';
import { idsOf, imageId, savedImages } from './images';
import { gallerySetAttributes } from './set-attributes';
import {
	clampColumns,
	fillFromRecord,
	imageFromMedia,
	moveImage,
	needsMetadata,
	removeImage,
} from './image-list';
import type { MediaItem, MediaRecord } from './image-list';
import { placeImages } from './layout';
import { columnWidths, widthsPlace } from './layout/column-widths';
import { effectiveColumns } from './layout/grid';
import { aspectRatio, mosaicRows } from './layout/mosaic';
import { linkToOptions, nextFilter } from './edit-options';
import { layoutOf } from './styles';
import type { GalleryImage, TiledGalleryAttributes } from './types';
import {
	RangeSetting,
	SelectSetting,
} from '../../shared/components/settings-controls';
import { ImagesPlaceholder } from '../../shared/components/images-placeholder';
import { SettingsPanel } from '../../shared/components/settings-panel';

const ALLOWED_TYPES = [ 'image' ];

interface NoticeOperations {
	createErrorNotice: ( message: string ) => void;
	removeAllNotices: () => void;
}

interface EditProps {
	attributes: TiledGalleryAttributes;
	setAttributes: ( next: Partial< TiledGalleryAttributes > ) => void;
	isSelected: boolean;
	noticeOperations: NoticeOperations;
	noticeUI: JSX.Element | false;
}

type UploadFn = ( options: {
	allowedTypes: string[];
	filesList: FileList | File[];
	onFileChange: ( items: MediaItem[] ) => void;
	onError: ( message: string ) => void;
} ) => void;

function sameWidths( a: unknown, b: number[][] ): boolean {
	return JSON.stringify( a ) === JSON.stringify( b );
}

export function TiledGalleryEdit( {
	attributes,
	setAttributes: setBlockAttributes,
	isSelected,
	noticeOperations,
	noticeUI,
}: EditProps ) {
	const {
		images = [],
		columns,
		imageFilter,
		linkTo,
		roundedCorners,
	} = attributes;
	// ids follow the images; setting them directly throws.
	const setAttributes = useMemo(
		() => gallerySetAttributes( setBlockAttributes ),
		[ setBlockAttributes ]
	);
	const layout = layoutOf( attributes.className );
	const [ selected, setSelected ] = useState< number | null >( null );
	// The move button just used, so that the moved tile gets focus back on
	// it (a tile that changes rows is a new element).
	const [ moved, setMoved ] = useState< -1 | 1 | null >( null );
	// Whether the author changed the images in this session (spec 3: column
	// widths are recalculated only then, or when none were stored).
	const changed = useRef( false );
	const mediaUpload = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getSettings: () => { mediaUpload?: UploadFn };
				}
			 ).getSettings().mediaUpload,
		[]
	);

	const setImages = (
		next: GalleryImage[],
		extra: Partial< TiledGalleryAttributes > = {}
	) => {
		changed.current = true;
		setAttributes( { ...extra, images: next } );
	};

	// The selection goes when the block loses it.
	useEffect( () => {
		if ( ! isSelected ) {
			setSelected( null );
		}
	}, [ isSelected ] );

	// Column widths: stored after a change of the images (in any layout, so
	// that switching to the mosaic later finds widths of these images), or,
	// in the mosaic, when the stored ones do not place every image once.
	const saved = savedImages( images );
	useEffect( () => {
		const stored = attributes.columnWidths;
		if (
			! saved.length ||
			( ! changed.current &&
				( layout !== 'rectangular' ||
					widthsPlace( stored, saved.length ) ) )
		) {
			return;
		}
		const ratios = saved.map( ( image ) =>
			aspectRatio( image.width, image.height )
		);
		const widths = columnWidths( mosaicRows( ratios ), ratios );
		if ( ! sameWidths( stored, widths ) ) {
			setAttributes( { columnWidths: widths } );
		}
	} );

	// Metadata from the media records, for images that lack it: one
	// core-data query for all of them (cached by the editor's entity store),
	// not one request per image.
	const wantedIds = images
		.filter( needsMetadata )
		.map( imageId )
		.filter( ( id ): id is number => id !== undefined );
	const wantedKey = wantedIds.join( ',' );
	const records = useSelect(
		( select ) => {
			if ( ! wantedKey ) {
				return null;
			}
			const ids = wantedKey.split( ',' ).map( Number );
			return (
				select( 'core' ) as unknown as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: object
					) => ( MediaRecord & { id: number } )[] | null;
				}
			 ).getEntityRecords( 'postType', 'attachment', {
				include: ids,
				per_page: ids.length,
				context: 'edit',
			} );
		},
		[ wantedKey ]
	);
	// The answers fill the images as they are then (an upload or a move may
	// have changed them meanwhile), never an old list.
	const latestImages = useRef( images );
	latestImages.current = images;
	useEffect( () => {
		if ( ! records?.length ) {
			return;
		}
		const byId = new Map(
			records.map( ( record ) => [ record.id, record ] )
		);
		let filled = false;
		const next = latestImages.current.map( ( image ) => {
			const record = needsMetadata( image )
				? byId.get( imageId( image ) as number )
				: undefined;
			if ( ! record ) {
				return image;
			}
			filled = true;
			return fillFromRecord( image, record );
		} );
		if ( filled ) {
			setAttributes( { images: next } );
		}
	}, [ records, setAttributes ] );

	const onSelectImages = ( items: MediaItem[] ) => {
		const next = items.map( imageFromMedia );
		setImages( next, { columns: clampColumns( columns, next.length ) } );
	};

	const onUploadError = ( message: string ) => {
		noticeOperations.removeAllNotices();
		noticeOperations.createErrorNotice( message );
	};

	const addFiles = ( files: FileList | File[] ) => {
		if ( ! mediaUpload || ! files.length ) {
			return;
		}
		const current = images;
		mediaUpload( {
			allowedTypes: ALLOWED_TYPES,
			filesList: files,
			onFileChange: ( items ) => {
				const next = [ ...current, ...items.map( imageFromMedia ) ];
				setImages( next );
			},
			onError: onUploadError,
		} );
	};

	const blockProps = useBlockProps( {
		className: galleryClasses( attributes, images.length ),
	} );

	if ( ! images.length ) {
		return (
			<div { ...blockProps }>
				<ImagesPlaceholder
					icon={ tiledGalleryIcon }
					title={ __( 'Tiled Gallery', 'orbit-blocks' ) }
					allowedTypes={ ALLOWED_TYPES }
					onSelect={ onSelectImages as never }
					onError={ onUploadError }
					notices={ noticeUI }
				/>
			</div>
		);
	}

	const ratios = images.map( ( image ) =>
		aspectRatio( image.width, image.height )
	);
	const count = images.length;
	const shownColumns = effectiveColumns( columns, count );
	const { rows, widths } = placeImages( layout, ratios, shownColumns );

	// Keys follow the image, not its place, so a moved tile stays the same
	// element (and keeps focus); the same image twice gets its occurrence.
	const seen = new Map< string, number >();
	const keys = images.map( ( image ) => {
		const identity = String( image.id ?? image.url );
		const occurrence = seen.get( identity ) ?? 0;
		seen.set( identity, occurrence + 1 );
		return `${ identity }#${ occurrence }`;
	} );

	const tile = ( index: number ) => (
		<GalleryImageTile
			key={ keys[ index ] }
			image={ images[ index ] }
			index={ index }
			count={ count }
			isSelected={ isSelected && selected === index }
			focusMove={ selected === index ? moved : null }
			onSelect={ () => {
				setMoved( null );
				setSelected( index );
			} }
			onMove={ ( delta ) => {
				setImages( moveImage( images, index, delta ) );
				setSelected( index + delta );
				setMoved( delta );
			} }
			onRemove={ () => {
				const next = removeImage( images, index, columns );
				setMoved( null );
				setSelected( null );
				setImages( next.images, { columns: next.columns } );
			} }
		/>
	);

	return (
		<>
			<BlockControls group="other">
				<ToolbarGroup>
					<MediaUploadCheck>
						<MediaUpload
							allowedTypes={ ALLOWED_TYPES }
							multiple
							gallery
							value={ idsOf( images ) }
							onSelect={ onSelectImages as never }
							render={ ( { open }: { open: () => void } ) => (
								<ToolbarButton onClick={ open }>
									{ __( 'Edit Gallery', 'orbit-blocks' ) }
								</ToolbarButton>
							) }
						/>
					</MediaUploadCheck>
				</ToolbarGroup>
				<ToolbarGroup>
					<FilterMenu
						value={ imageFilter }
						onPick={ ( picked ) =>
							setAttributes( {
								imageFilter: nextFilter( imageFilter, picked ),
							} )
						}
					/>
				</ToolbarGroup>
			</BlockControls>
			<SettingsPanel title={ __( 'Tiled Gallery', 'orbit-blocks' ) }>
				{ layout !== 'rectangular' && count > 1 && (
					<RangeSetting
						label={ __( 'Columns', 'orbit-blocks' ) }
						value={ shownColumns }
						min={ 1 }
						max={ Math.min( MAX_COLUMNS, count ) }
						onChange={ ( value ) =>
							setAttributes( {
								columns:
									value === undefined ? undefined : value,
							} )
						}
					/>
				) }
				{ layout !== 'circle' && (
					<RangeSetting
						label={ __( 'Rounded corners', 'orbit-blocks' ) }
						value={ roundedCorners ?? 0 }
						min={ 0 }
						max={ MAX_ROUNDED_CORNERS }
						onChange={ ( value ) =>
							setAttributes( { roundedCorners: value ?? 0 } )
						}
					/>
				) }
				<SelectSetting
					label={ __( 'Link To', 'orbit-blocks' ) }
					value={ linkTo ?? 'none' }
					options={ linkToOptions() }
					onChange={ ( value: string ) =>
						setAttributes( { linkTo: value } )
					}
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				{ noticeUI }
				<div className="tiled-gallery__gallery">
					{ layout === 'columns' ? (
						<div className="tiled-gallery__row">
							{ images.map( ( _, index ) => tile( index ) ) }
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
										{ tile( index ) }
									</div>
								) ) }
							</div>
						) )
					) }
				</div>
				{ isSelected && (
					<div className="tiled-gallery__add-item">
						<DropZone
							onFilesDrop={ ( files: File[] ) =>
								addFiles( files )
							}
						/>
						<FormFileUpload
							multiple
							accept="image/*"
							onChange={ ( event ) =>
								addFiles(
									( event.currentTarget as HTMLInputElement )
										.files ?? []
								)
							}
							render={ ( { openFileDialog } ) => (
								<Button
									__next40pxDefaultSize
									variant="secondary"
									onClick={ openFileDialog }
								>
									{ __( 'Upload an image', 'orbit-blocks' ) }
								</Button>
							) }
						/>
					</div>
				) }
			</div>
		</>
	);
}

export default withNotices( TiledGalleryEdit as never );
