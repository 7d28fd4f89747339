/**
 * The slideshow in the editor (spec 2 "Slideshow"): an image upload
 * placeholder, then the carousel with its settings. Saving the post is locked
 * while any image is still uploading (a blob address) and unlocked when all
 * are uploaded, the block goes away, or an upload fails.
 */
import {
	BlockControls,
	BlockIcon,
	MediaPlaceholder,
	MediaUpload,
	useBlockProps,
} from '@wordpress/block-editor';
import { Spinner, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import EditorCarousel from './components/editor-carousel';
import Settings from './components/settings';
import { idsOf } from './images';
import { addressesAtSize, withAddresses } from './image-size';
import {
	DEFAULT_SIZE_SLUG,
	imageFromMedia,
	isUploading,
	type MediaLike,
} from './media';
import { prefersReducedMotion } from './rules';
import { CLASS } from './slides';
import type { SlideshowAttributes } from './types';
import { ImagesPlaceholder } from '../../shared/components/images-placeholder';

const ALLOWED_MEDIA_TYPES = [ 'image' ];

export interface SlideshowEditProps {
	attributes: SlideshowAttributes;
	setAttributes: ( next: Partial< SlideshowAttributes > ) => void;
	clientId: string;
	isSelected?: boolean;
}

interface EditorActions {
	lockPostSaving?: ( key: string ) => void;
	unlockPostSaving?: ( key: string ) => void;
}

export default function SlideshowEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: SlideshowEditProps ) {
	const { images = [], autoplay, delay, effect } = attributes;
	const blockProps = useBlockProps();
	// The post editor's store; absent in other editors (widgets), where there
	// is no post saving to lock.
	const editor = ( useDispatch( 'core/editor' ) ?? {} ) as EditorActions;
	const { createErrorNotice } = useDispatch( noticesStore );
	const lockKey = `jetpack-slideshow-${ clientId }`;
	const uploading = isUploading( images );
	const reducedMotion = prefersReducedMotion();

	const locked = useRef( false );
	useEffect( () => {
		if ( uploading && ! locked.current ) {
			locked.current = true;
			editor.lockPostSaving?.( lockKey );
		} else if ( ! uploading && locked.current ) {
			locked.current = false;
			editor.unlockPostSaving?.( lockKey );
		}
	}, [ uploading, lockKey ] ); // eslint-disable-line react-hooks/exhaustive-deps
	// Removed mid-upload: the lock goes with the block.
	useEffect(
		() => () => {
			if ( locked.current ) {
				locked.current = false;
				editor.unlockPostSaving?.( lockKey );
			}
		},
		[ lockKey ] // eslint-disable-line react-hooks/exhaustive-deps
	);

	// New images come at the chosen size (`large` in a new slideshow).
	const sizeSlug = attributes.sizeSlug ?? DEFAULT_SIZE_SLUG;
	const onSelectImages = ( media: MediaLike[] ) => {
		const next = media.map( ( item ) => imageFromMedia( item, sizeSlug ) );
		setAttributes( { images: next, ids: idsOf( next ), sizeSlug } );
	};
	// Another size: every slide's address at that size, once the media
	// library has answered (the latest choice wins; slides added meanwhile
	// stay as they are).
	const latestImages = useRef( images );
	latestImages.current = images;
	const sizeRequest = useRef( 0 );
	const onSizeChange = async ( slug: string ) => {
		const request = ++sizeRequest.current;
		setAttributes( { sizeSlug: slug } );
		try {
			const addresses = await addressesAtSize(
				latestImages.current,
				slug
			);
			if ( request === sizeRequest.current ) {
				setAttributes( {
					images: withAddresses( latestImages.current, addresses ),
				} );
			}
		} catch {
			createErrorNotice(
				__(
					'The images could not be loaded at this size. Please try again.',
					'orbit-blocks'
				),
				{ type: 'snackbar' }
			);
		}
	};
	const onUploadError = ( message: string ) => {
		// The images that did arrive stay; the failed one is gone, so saving
		// unlocks once the others are done.
		createErrorNotice( message, { type: 'snackbar' } );
	};

	if ( ! images.length ) {
		return (
			<div { ...blockProps }>
				<ImagesPlaceholder
					icon={ <BlockIcon icon="slides" /> }
					title={ __( 'Slideshow', 'orbit-blocks' ) }
					allowedTypes={ ALLOWED_MEDIA_TYPES }
					onSelect={ onSelectImages }
					onError={ onUploadError }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<Settings
				attributes={ attributes }
				setAttributes={ setAttributes }
				reducedMotion={ reducedMotion }
				onSizeChange={ onSizeChange }
			/>
			<BlockControls>
				<ToolbarGroup>
					<MediaUpload
						allowedTypes={ ALLOWED_MEDIA_TYPES }
						multiple
						gallery
						value={ idsOf( images ) }
						onSelect={ onSelectImages }
						render={ ( { open }: { open: () => void } ) => (
							<ToolbarButton
								label={ __( 'Edit slideshow', 'orbit-blocks' ) }
								onClick={ open }
							>
								{ __( 'Edit', 'orbit-blocks' ) }
							</ToolbarButton>
						) }
					/>
				</ToolbarGroup>
			</BlockControls>
			{ uploading && (
				<div className={ `${ CLASS }_uploading` } role="status">
					<Spinner />
					{ __( 'Uploading images…', 'orbit-blocks' ) }
				</div>
			) }
			<EditorCarousel
				images={ images }
				autoplay={ Boolean( autoplay ) }
				delay={ delay }
				effect={ String( effect ) }
				reducedMotion={ reducedMotion }
			/>
			{ isSelected && (
				<MediaPlaceholder
					isAppender
					addToGallery
					value={ images }
					labels={ {
						title: '',
						instructions: __(
							'Add more images to the slideshow.',
							'orbit-blocks'
						),
					} }
					accept="image/*"
					allowedTypes={ ALLOWED_MEDIA_TYPES }
					multiple
					disableMediaButtons={ uploading }
					onSelect={ onSelectImages }
					onError={ onUploadError }
				/>
			) }
		</div>
	);
}
