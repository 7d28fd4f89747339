/**
 * The video block in the editor (spec 3 sections 2 and 4):
 * - no video: the placeholder (upload or media library; a multi-file drop
 *   makes one block per file);
 * - a file: the upload editor (components/uploader.tsx);
 * - a guid: the preview, the toolbar (Replace, Text tracks) and the sidebar
 *   panels.
 * Without a guid, a video from the media library is looked up; when it has
 * none, or the lookup fails, the block becomes a core video block.
 */
import {
	BlockControls,
	InspectorControls,
	MediaPlaceholder,
	MediaUpload,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import {
	Button,
	Dropdown,
	FormFileUpload,
	MenuGroup,
	MenuItem,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { DetailsPanel, useSyncDetailsOnSave } from './components/details-panel';
import Preview from './components/preview';
import {
	ProgressBarColorsPanel,
	VideoFileSettingsPanel,
	VideoSettingsPanel,
} from './components/settings-panels';
import TracksEditor from './components/tracks-editor';
import Uploader from './components/uploader';
import { videoIcon } from './icon';
import {
	fetchMedia,
	fetchVideoWithRetry,
	type MediaVideo,
	type PublicVideo,
} from './lib/api';
import { isValidGuid } from './lib/player-url';
import { chaptersAvailable, mediaButtonsDisabled } from './lib/site';
import { NETWORK_ERROR } from './lib/upload-client';
import { NAME, toCoreVideo } from './transforms';
import { WidthPanel } from '../../shared/components/width-panel';
import {
	isAllowedFileType,
	type AllowedMimeTypes,
} from '../../shared/allowed-file-types';
import type { VideoAttributes } from './types';

interface EditProps {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
	isSelected: boolean;
	clientId: string;
}

const isVideo = ( file: File ) => /^video\//.test( file.type );

const unsupportedFormat = () =>
	__(
		'The format of the video you uploaded is not supported',
		'orbit-blocks'
	);

// The canvas is an iframe: its files and file lists come from another realm,
// where `instanceof File` fails.
export const isFile = ( value: unknown ): value is File =>
	Object.prototype.toString.call( value ) === '[object File]';
const isList = ( value: unknown ): value is ArrayLike< unknown > =>
	typeof ( value as { length?: unknown } )?.length === 'number';

export default function VideoEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: EditProps ) {
	const { guid, id, src } = attributes;
	const { replaceBlock, insertBlocks } = useDispatch( blockEditorStore );
	const { canUpload, allowedMimeTypes, index, rootClientId } = useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as {
				getSettings: () => {
					mediaUpload?: unknown;
					allowedMimeTypes?: AllowedMimeTypes;
				};
				getBlockIndex: ( id: string ) => number;
				getBlockRootClientId: ( id: string ) => string | null;
			};
			return {
				canUpload: !! editor.getSettings().mediaUpload,
				// The site's file types for this user (checked before sending).
				allowedMimeTypes: editor.getSettings().allowedMimeTypes,
				index: editor.getBlockIndex( clientId ),
				rootClientId: editor.getBlockRootClientId( clientId ),
			};
		},
		[ clientId ]
	);
	const canSend = ( candidate: File ) =>
		isVideo( candidate ) &&
		isAllowedFileType( candidate, allowedMimeTypes );
	// A dropped file (a files transform) is checked as a picked one is.
	const dropped = isFile( attributes.fileForImmediateUpload )
		? attributes.fileForImmediateUpload
		: null;
	const [ file, setFile ] = useState< File | null >( () =>
		dropped && canSend( dropped ) ? dropped : null
	);
	const [ uploadDone, setUploadDone ] = useState( false );
	const [ placeholderError, setPlaceholderError ] = useState( () =>
		dropped && ! canSend( dropped ) ? unsupportedFormat() : ''
	);
	const [ media, setMedia ] = useState< MediaVideo | null >( null );
	const [ video, setVideo ] = useState< PublicVideo | null >( null );
	const [ previewStatus, setPreviewStatus ] = useState<
		'loading' | 'ready' | 'error'
	>( 'loading' );
	const [ previewKey, setPreviewKey ] = useState( 0 );
	// Counts the library picks, so picking the same attachment again still
	// fetches its media record (the id alone would not change).
	const [ picks, setPicks ] = useState( 0 );
	const blockProps = useBlockProps( {
		className: attributes.videoPressClassNames,
	} );

	// The file moves from the attribute into state: it is never saved.
	useEffect( () => {
		if ( attributes.fileForImmediateUpload ) {
			setAttributes( { fileForImmediateUpload: undefined } );
		}
		// Once, when the block mounts.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const fallBack = useCallback( () => {
		// Spec 3, errors: a failed conversion back to core/video is logged.
		try {
			const converted = replaceBlock(
				clientId,
				toCoreVideo( attributes )
			) as unknown;
			Promise.resolve( converted ).catch( ( error: unknown ) =>
				// eslint-disable-next-line no-console
				console.error(
					'Video: converting the block to a core video block failed',
					error
				)
			);
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error(
				'Video: converting the block to a core video block failed',
				error
			);
		}
	}, [ attributes, clientId, replaceBlock ] );

	// The media record: the guid when missing, the file settings and details.
	useEffect( () => {
		if ( file || ! id ) {
			if ( ! file && ! guid && src ) {
				fallBack();
			}
			return;
		}
		let live = true;
		fetchMedia( id )
			.then( ( found ) => {
				if ( ! live ) {
					return;
				}
				if ( ! found ) {
					if ( ! guid ) {
						fallBack();
					}
					return;
				}
				setMedia( found );
				if ( ! guid ) {
					setAttributes( { guid: found.guid } );
				}
			} )
			.catch( () => {
				if ( live && ! guid ) {
					fallBack();
				}
			} );
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ id, file, picks ] );

	// The preview.
	useEffect( () => {
		if ( file || ! isValidGuid( guid ) ) {
			return;
		}
		let live = true;
		// A refresh (a new track, poster or chapters) keeps the player on
		// screen until the new answer comes: only another video, or a retry
		// after an error, shows Generating preview… again.
		setPreviewStatus( ( current ) =>
			current === 'ready' && video?.guid === guid ? current : 'loading'
		);
		fetchVideoWithRetry( guid )
			.then( ( found ) => {
				if ( live ) {
					setVideo( found );
					setPreviewStatus( 'ready' );
				}
			} )
			.catch( () => live && setPreviewStatus( 'error' ) );
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ guid, file, previewKey ] );

	const refresh = () => setPreviewKey( ( key ) => key + 1 );

	useSyncDetailsOnSave(
		{
			...attributes,
			duration: video?.duration ? video.duration / 1000 : undefined,
		},
		{ title: media?.title, description: media?.description },
		refresh
	);

	const startFiles = ( files: File[] ) => {
		// Videos of a type the site takes from this user; others are never sent.
		const videos = files.filter( canSend );
		if ( ! videos.length ) {
			setPlaceholderError( unsupportedFormat() );
			return;
		}
		setPlaceholderError( '' );
		const [ first, ...others ] = videos;
		setFile( first );
		setUploadDone( false );
		if ( others.length ) {
			insertBlocks(
				others.map( ( other ) =>
					createBlock( NAME, { fileForImmediateUpload: other } )
				),
				index + 1,
				rootClientId ?? undefined
			);
		}
	};

	const pickFromLibrary = ( picked: { id: number; url: string } ) => {
		if ( picked.id === id && isValidGuid( guid ) && ! file ) {
			// The video the block already shows: it stays, with its preview.
			if ( picked.url && picked.url !== src ) {
				setAttributes( { src: picked.url } );
			}
			return;
		}
		setPicks( ( count ) => count + 1 );
		setFile( null );
		setMedia( null );
		setVideo( null );
		setAttributes( { id: picked.id, src: picked.url, guid: undefined } );
	};

	if ( attributes.isVideoPressExample ) {
		return (
			<figure { ...blockProps }>
				<div className="orbit-video-example">{ videoIcon }</div>
			</figure>
		);
	}

	if ( file && ! uploadDone ) {
		return (
			<div { ...blockProps }>
				<Uploader
					file={ file }
					canUpload={ canUpload }
					onComplete={ ( result, title, poster ) =>
						setAttributes( {
							guid: result.guid,
							id: result.mediaId,
							src: result.src,
							...( title ? { title } : {} ),
							...( poster
								? {
										poster: poster.url,
										posterId: poster.id || undefined,
								  }
								: {} ),
						} )
					}
					onDone={ () => {
						setUploadDone( true );
						setFile( null );
					} }
					onCancel={ () => setFile( null ) }
				/>
			</div>
		);
	}

	if ( ! isValidGuid( guid ) ) {
		const disabled = mediaButtonsDisabled();
		return (
			<div { ...blockProps }>
				<MediaPlaceholder
					icon={ videoIcon }
					labels={ {
						title: __( 'Video', 'orbit-blocks' ),
						instructions: disabled
							? __(
									'Uploading videos needs a plan that includes video hosting.',
									'orbit-blocks'
							  )
							: __(
									'Upload a video file, or pick one from your media library.',
									'orbit-blocks'
							  ),
					} }
					accept="video/*"
					allowedTypes={ [ 'video' ] }
					multiple
					handleUpload={ false }
					disableMediaButtons={ disabled }
					onSelect={ ( selection: unknown ) => {
						if ( isList( selection ) ) {
							const list = Array.from(
								selection as ArrayLike<
									File | { id: number; url: string }
								>
							);
							if ( isFile( list[ 0 ] ) ) {
								startFiles( list as File[] );
								return;
							}
							if ( list[ 0 ] ) {
								pickFromLibrary(
									list[ 0 ] as { id: number; url: string }
								);
							}
							return;
						}
						pickFromLibrary(
							selection as { id: number; url: string }
						);
					} }
					notices={
						placeholderError ? (
							<p
								className="orbit-video-placeholder__error"
								role="alert"
							>
								{ placeholderError }
							</p>
						) : undefined
					}
					onError={ () => setPlaceholderError( NETWORK_ERROR() ) }
				/>
			</div>
		);
	}

	// The sidebar's settings panels all work on the same block and file.
	const settingsPanelProps = { attributes, setAttributes, canUpload, media };
	return (
		<figure { ...blockProps }>
			<BlockControls group="other">
				<ToolbarGroup>
					<Dropdown
						renderToggle={ ( { isOpen, onToggle } ) => (
							<ToolbarButton
								aria-expanded={ isOpen }
								onClick={ onToggle }
							>
								{ __( 'Replace', 'orbit-blocks' ) }
							</ToolbarButton>
						) }
						renderContent={ ( { onClose } ) => (
							<MenuGroup>
								{ canUpload && (
									<MediaUpload
										allowedTypes={ [ 'video' ] }
										onSelect={ ( picked: {
											id: number;
											url: string;
										} ) => {
											onClose();
											pickFromLibrary( picked );
										} }
										render={ ( {
											open,
										}: {
											open: () => void;
										} ) => (
											<MenuItem onClick={ open }>
												{ __(
													'Open Media Library',
													'orbit-blocks'
												) }
											</MenuItem>
										) }
									/>
								) }
								<FormFileUpload
									accept="video/*"
									onChange={ ( event ) => {
										onClose();
										startFiles(
											Array.from(
												event.currentTarget.files ?? []
											)
										);
									} }
									render={ ( { openFileDialog } ) => (
										<MenuItem onClick={ openFileDialog }>
											{ __( 'Upload', 'orbit-blocks' ) }
										</MenuItem>
									) }
								/>
							</MenuGroup>
						) }
					/>
					<TracksEditor
						guid={ guid }
						tracks={ video?.tracks ?? [] }
						onChange={ refresh }
					/>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				{ chaptersAvailable() && (
					<DetailsPanel
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
				) }
				<VideoSettingsPanel
					{ ...settingsPanelProps }
					onPosterChange={ refresh }
				/>
				<WidthPanel
					width={ attributes.maxWidth }
					align={ attributes.align }
					onChange={ ( next ) =>
						// No width is the block's default: the full width.
						setAttributes( { maxWidth: next || '100%' } )
					}
				/>
				<ProgressBarColorsPanel { ...settingsPanelProps } />
				<VideoFileSettingsPanel
					key={ media?.id ?? 0 }
					{ ...settingsPanelProps }
				/>
			</InspectorControls>
			<Preview
				attributes={ attributes }
				setAttributes={ setAttributes }
				isSelected={ isSelected }
				video={ video }
				status={ previewStatus }
			/>
			{ previewStatus === 'error' && (
				<Button variant="link" onClick={ refresh }>
					{ __( 'Try again', 'orbit-blocks' ) }
				</Button>
			) }
		</figure>
	);
}
