/**
 * The preview (spec 3 sections 2 and 4): the video as the provider serves
 * it, fetched again (up to 5 retries, 2 s times the attempt apart) while it
 * is missing, with "Generating preview…" meanwhile; the ratio class from
 * its size; an overlay that keeps clicks for the editor until the author
 * clicks the player, or presses Enter or Space on it (a button, first in the
 * tab order) or reaches the player's controls from the keyboard, reset when
 * the block is deselected; the caption. While the block is selected, the
 * author sizes the player with its handles (the maximum width, in px, or
 * 100% when dragged to the full width; at least MIN_PLAYER_WIDTH): the
 * player follows the handle at once, and the attribute is set
 * RESIZE_DEBOUNCE_MS after the handle is let go (spec 3 section 9).
 * The player is a source of the media player store (lib/media-source.ts):
 * its state (is-playing, is-paused, is-error) is read back from there.
 */
import { RichText } from '@wordpress/block-editor';
import { ResizableBox, Spinner } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { PublicVideo } from '../lib/api';
import { useMediaSource, useMediaSourceEvents } from '../lib/media-source';
import { STATE_PAUSED, STATE_PLAYING } from '../../../store/media-player';
import { ratioClass } from '../lib/ratio';
import type { VideoAttributes } from '../types';

/** The narrowest the author may make the player, in px (its controls need room). */
export const MIN_PLAYER_WIDTH = 200;
/** Spec 3 section 9: "Resize debounce 400 ms". */
export const RESIZE_DEBOUNCE_MS = 400;

/**
 * The maximum width a resize leaves: the player's width in px, or 100% when
 * it fills its container (or the container's width is unknown and it is 0).
 */
export function resizedWidth( width: number, container?: number ): string {
	if ( container && width >= container - 1 ) {
		return '100%';
	}
	return `${ Math.max( MIN_PLAYER_WIDTH, Math.round( width ) ) }px`;
}

/** The address the player loads: the file, at the chosen frame when no poster image. */
export function videoSource( video: PublicVideo ): string {
	if ( ! video.poster && typeof video.poster_time === 'number' ) {
		return `${ video.original }#t=${ video.poster_time / 1000 }`;
	}
	return video.original;
}

export interface PreviewProps {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
	isSelected: boolean;
	video: PublicVideo | null;
	status: 'loading' | 'ready' | 'error';
}

export default function Preview( {
	attributes,
	setAttributes,
	isSelected,
	video,
	status,
}: PreviewProps ) {
	const [ interactive, setInteractive ] = useState( false );
	// The width while the handle moves and until the attribute is set.
	const [ liveWidth, setLiveWidth ] = useState< string | null >( null );
	const resizeTimer = useRef< ReturnType< typeof setTimeout > >();
	useEffect( () => () => clearTimeout( resizeTimer.current ), [] );
	const sourceId = `orbit-video-preview-${ useInstanceId( Preview ) }`;
	const source = useMediaSource( sourceId, sourceId );
	const events = useMediaSourceEvents( sourceId );
	const player = useRef< HTMLVideoElement >( null );
	const state = source?.state;
	// Others may play or pause the source: the player follows. (Its time is
	// only reported: the file opens at the poster frame, #t=…, and a seek
	// from the store's initial 0 would lose it.)
	useEffect( () => {
		const element = player.current;
		if ( ! element ) {
			return;
		}
		if ( state === STATE_PLAYING && element.paused ) {
			element.play()?.catch( () => undefined );
		} else if ( state === STATE_PAUSED && ! element.paused ) {
			element.pause();
		}
	}, [ state ] );
	useEffect( () => {
		if ( ! isSelected ) {
			setInteractive( false );
		}
	}, [ isSelected ] );
	const activate = () => {
		setInteractive( true );
		if ( attributes.controls !== false ) {
			player.current?.focus();
		}
	};
	const ratio = ratioClass(
		video?.width ?? undefined,
		video?.height ?? undefined
	);
	const { align } = attributes;
	// The handle on the free side; both (each moving twice as far, the
	// player staying centred) when the player is centred.
	const centred = align !== 'left' && align !== 'right';
	const resizable = isSelected && status === 'ready';
	return (
		<>
			<ResizableBox
				className="orbit-video-preview__resizer"
				size={ {
					width: liveWidth ?? attributes.maxWidth ?? '100%',
					height: 'auto',
				} }
				minWidth={ MIN_PLAYER_WIDTH }
				maxWidth="100%"
				resizeRatio={ centred ? 2 : 1 }
				enable={ {
					top: false,
					bottom: false,
					topLeft: false,
					topRight: false,
					bottomLeft: false,
					bottomRight: false,
					left: resizable && align !== 'left',
					right: resizable && align !== 'right',
				} }
				showHandle={ resizable }
				onResize={ ( _event, _direction, element ) =>
					setLiveWidth( `${ element.offsetWidth }px` )
				}
				onResizeStop={ ( _event, _direction, element ) => {
					const next = resizedWidth(
						element.offsetWidth,
						element.parentElement?.clientWidth
					);
					setLiveWidth( next );
					clearTimeout( resizeTimer.current );
					resizeTimer.current = setTimeout( () => {
						setAttributes( { maxWidth: next } );
						setLiveWidth( null );
					}, RESIZE_DEBOUNCE_MS );
				} }
			>
				<div
					className={ [ 'orbit-video-preview', ratio ]
						.filter( Boolean )
						.join( ' ' ) }
				>
					{ status === 'loading' && (
						<div className="orbit-video-preview__loading">
							<Spinner />
							<span>
								{ __( 'Generating preview…', 'orbit-blocks' ) }
							</span>
						</div>
					) }
					{ status === 'error' && (
						<div className="orbit-video-preview__loading">
							{ __(
								'The preview is not available yet.',
								'orbit-blocks'
							) }
						</div>
					) }
					{ status === 'ready' && video && (
						<div
							className={ [ 'orbit-video-preview__player', state ]
								.filter( Boolean )
								.join( ' ' ) }
						>
							{ ! interactive && (
								// Keeps clicks for the editor (selecting the block)
								// until the author means the player: a mouse click
								// on it, or Enter or Space on it from the keyboard
								// (then focus goes to the player's controls).
								<button
									type="button"
									className="orbit-video-preview__overlay"
									data-testid="video-overlay"
									aria-label={ __(
										'Use the video player',
										'orbit-blocks'
									) }
									onMouseUp={ () => setInteractive( true ) }
									onKeyDown={ ( event ) => {
										if (
											event.key === 'Enter' ||
											event.key === ' '
										) {
											event.preventDefault();
											activate();
										}
									} }
								/>
							) }
							{ /* Tracks and poster as visitors get them (render.php). */ }
							<video
								id={ sourceId }
								ref={ player }
								{ ...events }
								className="orbit-video-preview__video"
								src={ videoSource( video ) }
								poster={
									video.poster ||
									attributes.poster ||
									undefined
								}
								controls={ attributes.controls }
								loop={ attributes.loop }
								muted={ attributes.muted }
								playsInline={ attributes.playsinline }
								preload={ attributes.preload }
								crossOrigin="anonymous"
								// A tab stop with its controls (Space plays), so
								// focus can move there from the overlay; reached
								// from the keyboard, it is in use.
								tabIndex={
									attributes.controls !== false
										? 0
										: undefined
								}
								onFocus={ () => setInteractive( true ) }
							>
								{ video.tracks.map( ( track ) => (
									<track
										key={ `${ track.kind }-${ track.srcLang }` }
										kind={ track.kind }
										srcLang={ track.srcLang }
										label={ track.label }
										src={ track.src }
									/>
								) ) }
							</video>
						</div>
					) }
				</div>
			</ResizableBox>
			{ ( isSelected ||
				! RichText.isEmpty( attributes.caption ?? '' ) ) && (
				<RichText
					tagName="figcaption"
					className="wp-element-caption"
					aria-label={ __( 'Video caption text', 'orbit-blocks' ) }
					placeholder={ __( 'Add caption', 'orbit-blocks' ) }
					value={ attributes.caption ?? '' }
					onChange={ ( caption: string ) =>
						setAttributes( { caption } )
					}
					withoutInteractiveFormatting
				/>
			) }
		</>
	);
}
