/**
 * The upload editor (spec 3 sections 2 and 4): title, poster (a frame of the
 * video chosen with a slider, or a custom image for those who may upload),
 * the progress bar with Pause/Resume, the error state (Try again, Cancel)
 * and the complete state (Upload Complete!, Done).
 *
 * The title and the poster or frame choice are applied as soon as the
 * upload completes, whether or not Done is pressed, so that saving the post
 * meanwhile keeps them (spec 3 section 4): the block's guid, id and src are
 * set at completion too.
 *
 * The frame picker is a source of the media player store
 * (lib/media-source.ts): its duration and the chosen frame, as the source's
 * current time, live there.
 */
import {
	MediaUpload,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import {
	useEffect,
	useMemo,
	useReducer,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { setPoster, updateMeta, waitForPoster } from '../lib/api';
import { useMediaPlayerActions, useMediaSource } from '../lib/media-source';
import {
	cutStill,
	stillName,
	uploadStill,
	type MediaUpload as UploadMedia,
	type PosterImage,
} from '../lib/poster-still';
import {
	startUpload,
	uploadErrorMessage,
	type UploadHandle,
} from '../lib/upload-client';
import {
	INITIAL_UPLOAD,
	percent,
	uploadReducer,
	type UploadResult,
} from '../lib/upload-state';
import {
	RangeSetting,
	TextSetting,
} from '../../../shared/components/settings-controls';

export type PosterChoice =
	| { type: 'frame'; ms: number }
	| { type: 'image'; id: number; url: string }
	| { type: 'none' };

/** Frame position in ms from the slider's seconds (spec 3 section 9). */
export const frameToMs = ( seconds: number ) => Math.round( seconds * 1000 );

/**
 * Sends the title and poster choice for a finished upload. A frame becomes
 * an image: `stillOf` cuts and uploads it, and the video's poster is that
 * attachment. Without a still (no picture, no upload rights, a failed
 * upload) the frame is kept as a time, which the provider may use; the
 * player never starts there.
 */
export async function applyUploadChoices(
	result: UploadResult,
	title: string,
	poster: PosterChoice,
	stillOf?: ( ms: number ) => Promise< PosterImage >
): Promise< PosterImage | undefined > {
	if ( title.trim() ) {
		await updateMeta( result.mediaId, { title: title.trim() } );
	}
	if ( poster.type === 'frame' ) {
		const still = stillOf
			? await stillOf( poster.ms ).catch( () => undefined )
			: undefined;
		if ( still ) {
			await setPoster( result.guid, { poster_attachment_id: still.id } );
			return still;
		}
		const answer = await setPoster( result.guid, {
			at_time: poster.ms,
			is_millisec: true,
		} );
		const url = ( await waitForPoster( result.guid, answer ) ).poster;
		return url ? { id: 0, url } : undefined;
	}
	if ( poster.type === 'image' ) {
		await setPoster( result.guid, { poster_attachment_id: poster.id } );
		return { id: poster.id, url: poster.url };
	}
	return undefined;
}

export interface UploaderProps {
	file: File;
	canUpload: boolean;
	/** Called at completion with what the block should keep. */
	onComplete: (
		result: UploadResult,
		title: string,
		poster?: PosterImage
	) => void;
	/** Done pressed. */
	onDone: () => void;
	onCancel: () => void;
	start?: typeof startUpload;
}

export default function Uploader( {
	file,
	canUpload,
	onComplete,
	onDone,
	onCancel,
	start = startUpload,
}: UploaderProps ) {
	const [ state, dispatch ] = useReducer( uploadReducer, INITIAL_UPLOAD );
	const [ invalidMime, setInvalidMime ] = useState( false );
	const [ title, setTitle ] = useState( file.name.replace( /\.[^.]+$/, '' ) );
	const sourceId = `orbit-video-frame-${ useInstanceId( Uploader ) }`;
	const source = useMediaSource( sourceId, sourceId );
	const player = useMediaPlayerActions();
	const duration = source?.duration ?? 0;
	const [ canLoad, setCanLoad ] = useState( true );
	// Until the author moves the slider, the frame is half the duration.
	const [ frameChosen, setFrameChosen ] = useState( false );
	const [ posterMode, setPosterMode ] = useState< 'frame' | 'image' >(
		'frame'
	);
	const [ image, setImage ] = useState< { id: number; url: string } | null >(
		null
	);
	const handle = useRef< UploadHandle | null >( null );
	// The choices last sent, so that Done sends them again only if changed.
	const applied = useRef( '' );
	const applying = useRef< Promise< void > >( Promise.resolve() );
	const [ finishing, setFinishing ] = useState( false );
	const choices = useRef( {
		title,
		poster: { type: 'none' } as PosterChoice,
	} );
	const videoRef = useRef< HTMLVideoElement >( null );
	const mediaUpload = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getSettings: () => { mediaUpload?: UploadMedia };
				}
			 ).getSettings().mediaUpload,
		[]
	);
	// The chosen frame as an uploaded JPEG (lib/poster-still.ts).
	const stillOf = async ( ms: number ) => {
		if ( ! videoRef.current || ! mediaUpload ) {
			throw new Error( 'No still.' );
		}
		const still = await cutStill( videoRef.current, ms / 1000 );
		return uploadStill(
			still,
			stillName( choices.current.title ),
			mediaUpload
		);
	};
	const previewUrl = useMemo( () => {
		try {
			return URL.createObjectURL( file );
		} catch {
			return '';
		}
	}, [ file ] );
	useEffect(
		() => () => {
			if ( previewUrl ) {
				URL.revokeObjectURL( previewUrl );
			}
		},
		[ previewUrl ]
	);

	const frameSeconds =
		frameChosen && source ? source.currentTime : duration / 2;
	let poster: PosterChoice = { type: 'none' };
	if ( posterMode === 'image' && image ) {
		poster = { type: 'image', ...image };
	} else if ( posterMode === 'frame' && canLoad && duration > 0 ) {
		poster = { type: 'frame', ms: frameToMs( frameSeconds ) };
	}
	choices.current = { title, poster };

	// Starts a new upload of the file (or resumes the one stored for it).
	const begin = () => {
		dispatch( { type: 'START', total: file.size } );
		start( file, {
			onProgress: ( sent, total ) =>
				dispatch( { type: 'PROGRESS', sent, total } ),
			onError: ( error ) => {
				const { message, invalidMime: mime } =
					uploadErrorMessage( error );
				setInvalidMime( mime );
				dispatch( { type: 'ERROR', message } );
			},
			onSuccess: ( result ) => {
				dispatch( { type: 'COMPLETE', result } );
				const { title: chosenTitle, poster: chosen } = choices.current;
				applied.current = JSON.stringify( choices.current );
				// The block keeps the video at once, even if Done is pressed (and
				// this editor closed) before the choices below are sent.
				onComplete( result, chosenTitle.trim() );
				applying.current = applyUploadChoices(
					result,
					chosenTitle,
					chosen,
					stillOf
				)
					.then( ( posterImage ) => {
						if ( posterImage ) {
							onComplete(
								result,
								chosenTitle.trim(),
								posterImage
							);
						}
					} )
					// The video is there; a poster or title that did not stick
					// can be set again from the block's settings.
					.catch( () => undefined );
			},
		} )
			.then( ( started ) => {
				handle.current = started;
			} )
			.catch( ( error ) => {
				// No upload exists (the token or the client could not be had):
				// Try again starts one.
				const { message, invalidMime: mime } =
					uploadErrorMessage( error );
				setInvalidMime( mime );
				dispatch( { type: 'ERROR', message } );
			} );
	};

	useEffect( () => {
		begin();
		return () => {
			handle.current?.pause();
		};
		// One upload per file.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ file ] );

	// The default frame goes to the store too, so that it says what is shown.
	useEffect( () => {
		if ( ! frameChosen && duration > 0 ) {
			player.setMediaSourceCurrentTime( sourceId, duration / 2 );
		}
		// The actions are stable.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ frameChosen, duration, sourceId ] );

	useEffect( () => {
		if ( videoRef.current && canLoad && duration > 0 ) {
			videoRef.current.currentTime = frameSeconds;
		}
	}, [ frameSeconds, canLoad, duration ] );

	const progress = percent( state );

	return (
		<div className="orbit-video-uploader">
			<div className="orbit-video-uploader__header">
				<strong className="orbit-video-uploader__logo">
					{ __( 'Video', 'orbit-blocks' ) }
				</strong>
				{ state.status === 'uploading' && (
					<span>{ __( 'Uploading…', 'orbit-blocks' ) }</span>
				) }
			</div>
			<TextSetting
				label={ __( 'Video title', 'orbit-blocks' ) }
				value={ title }
				onChange={ setTitle }
			/>
			<div className="orbit-video-uploader__poster">
				{ canLoad && previewUrl && (
					<video
						ref={ videoRef }
						id={ sourceId }
						className="orbit-video-uploader__frame"
						src={ previewUrl }
						muted
						preload="metadata"
						hidden={ posterMode !== 'frame' }
						onLoadedMetadata={ ( event ) => {
							const element = event.currentTarget;
							if ( element.duration === Infinity ) {
								// Recorded WebM files often carry no duration: seeking
								// to the end makes the browser find it.
								element.currentTime = Number.MAX_SAFE_INTEGER;
							} else if ( ! ( element.duration > 0 ) ) {
								setCanLoad( false );
							}
						} }
						onDurationChange={ ( event ) => {
							const seconds = event.currentTarget.duration;
							if ( Number.isFinite( seconds ) && seconds > 0 ) {
								player.updateMediaSource( sourceId, {
									duration: seconds,
								} );
							}
						} }
						onError={ () => setCanLoad( false ) }
					/>
				) }
				{ posterMode === 'frame' && canLoad && duration > 0 && (
					<RangeSetting
						label={ __( 'Video frame', 'orbit-blocks' ) }
						help={ __(
							'Select the frame you want to use as the thumbnail.',
							'orbit-blocks'
						) }
						min={ 0 }
						max={ Math.floor( duration * 10 ) / 10 }
						step={ 0.1 }
						value={ Math.round( frameSeconds * 10 ) / 10 }
						withInputField={ false }
						renderTooltipContent={ ( value ) =>
							sprintf(
								/* translators: %s: seconds */
								__( '%ss', 'orbit-blocks' ),
								value
							)
						}
						onChange={ ( value ) => {
							setFrameChosen( true );
							player.setMediaSourceCurrentTime(
								sourceId,
								value ?? 0
							);
						} }
					/>
				) }
				{ posterMode === 'image' &&
					( image ? (
						<img
							className="orbit-video-uploader__image"
							src={ image.url }
							alt={ __( 'Poster image', 'orbit-blocks' ) }
						/>
					) : (
						<div className="orbit-video-uploader__no-poster">
							{ __( 'No Poster Selected', 'orbit-blocks' ) }
						</div>
					) ) }
				<div className="orbit-video-uploader__poster-actions">
					{ canUpload && (
						<MediaUpload
							allowedTypes={ [ 'image' ] }
							onSelect={ ( media: {
								id: number;
								url: string;
							} ) => {
								setImage( { id: media.id, url: media.url } );
								setPosterMode( 'image' );
							} }
							render={ ( { open }: { open: () => void } ) => (
								<Button variant="secondary" onClick={ open }>
									{ __(
										'Select Poster Image',
										'orbit-blocks'
									) }
								</Button>
							) }
						/>
					) }
					{ posterMode === 'image' && (
						<>
							{ image && (
								<Button
									variant="tertiary"
									onClick={ () => setImage( null ) }
								>
									{ __(
										'Remove Poster Image',
										'orbit-blocks'
									) }
								</Button>
							) }
							{ canLoad && (
								<Button
									variant="tertiary"
									onClick={ () => setPosterMode( 'frame' ) }
								>
									{ __(
										'Select a frame instead',
										'orbit-blocks'
									) }
								</Button>
							) }
						</>
					) }
				</div>
			</div>

			{ ( state.status === 'uploading' || state.status === 'paused' ) && (
				<div className="orbit-video-uploader__progress">
					<div
						className="orbit-video-uploader__bar"
						role="progressbar"
						aria-valuemin={ 0 }
						aria-valuemax={ 100 }
						aria-valuenow={ progress }
						aria-label={ __( 'Upload progress', 'orbit-blocks' ) }
					>
						<div style={ { width: `${ progress }%` } } />
					</div>
					<span>{ `${ progress }%` }</span>
					{ state.status === 'uploading' ? (
						<Button
							variant="secondary"
							onClick={ () => {
								handle.current?.pause();
								dispatch( { type: 'PAUSE' } );
							} }
						>
							{ __( 'Pause', 'orbit-blocks' ) }
						</Button>
					) : (
						<Button
							variant="secondary"
							onClick={ () => {
								dispatch( { type: 'RESUME' } );
								handle.current?.resume();
							} }
						>
							{ __( 'Resume', 'orbit-blocks' ) }
						</Button>
					) }
				</div>
			) }

			{ state.status === 'error' && (
				<div className="orbit-video-uploader__error" role="alert">
					<p>
						{ state.message }
						{ invalidMime && (
							<>
								{ ' ' }
								{ /* Said here rather than linked to a hosted service's help. */ }
								{ __(
									'Recommended: an MP4 file (H.264 video, AAC audio) or a WebM file.',
									'orbit-blocks'
								) }
							</>
						) }
					</p>
					<Button
						variant="primary"
						onClick={ () => {
							if ( ! handle.current ) {
								begin();
								return;
							}
							dispatch( { type: 'RESUME' } );
							handle.current.resume();
						} }
					>
						{ __( 'Try again', 'orbit-blocks' ) }
					</Button>
					<Button
						variant="secondary"
						onClick={ async () => {
							await handle.current?.cancel();
							onCancel();
						} }
					>
						{ __( 'Cancel', 'orbit-blocks' ) }
					</Button>
				</div>
			) }

			{ state.status === 'complete' && (
				<div className="orbit-video-uploader__complete">
					<p>{ __( 'Upload Complete!', 'orbit-blocks' ) }</p>
					<Button
						variant="primary"
						isBusy={ finishing }
						disabled={ finishing }
						onClick={ async () => {
							setFinishing( true );
							await applying.current;
							const now = JSON.stringify( choices.current );
							if ( now !== applied.current ) {
								applied.current = now;
								const { title: chosenTitle, poster: chosen } =
									choices.current;
								const posterImage = await applyUploadChoices(
									state.result,
									chosenTitle,
									chosen,
									stillOf
								).catch( () => undefined );
								onComplete(
									state.result,
									chosenTitle.trim(),
									posterImage
								);
							}
							onDone();
						} }
					>
						{ __( 'Done', 'orbit-blocks' ) }
					</Button>
				</div>
			) }
		</div>
	);
}
