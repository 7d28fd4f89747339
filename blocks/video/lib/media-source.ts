/**
 * The video block's players in the media player store
 * ('orbit-blocks/media-player', spec 1 sections 3 and 4), where a player's
 * state lives: playing, paused or in error, its current time, its duration
 * and its element id. The upload editor's frame picker keeps the chosen
 * frame there as the source's current time; the preview keeps its playback
 * state there (and shows it as is-playing / is-paused / is-error, spec 3
 * section 9), so that other blocks can follow or drive either.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import type { SyntheticEvent } from 'react';
import {
	store as mediaPlayer,
	type MediaSource,
} from '../../../store/media-player';

type Actions = {
	registerMediaSource: (
		id: string,
		source?: Partial< MediaSource >
	) => void;
	unregisterMediaSource: ( id: string ) => void;
	updateMediaSource: ( id: string, source: Partial< MediaSource > ) => void;
	playMediaSource: ( id: string ) => void;
	pauseMediaSource: ( id: string ) => void;
	errorMediaSource: ( id: string ) => void;
	setMediaSourceCurrentTime: ( id: string, time: number ) => void;
};

export const useMediaPlayerActions = () =>
	useDispatch( mediaPlayer ) as unknown as Actions;

/** Registers the source while the component is mounted; its current record. */
export function useMediaSource( id: string, domId?: string ) {
	const actions = useMediaPlayerActions();
	useEffect( () => {
		actions.registerMediaSource( id, { domId } );
		return () => actions.unregisterMediaSource( id );
		// The actions are stable.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ id, domId ] );
	return useSelect(
		( select ) =>
			(
				select( mediaPlayer ) as unknown as {
					getMediaSource: ( id: string ) => MediaSource | null;
				}
			 ).getMediaSource( id ),
		[ id ]
	);
}

type VideoEvent = SyntheticEvent< HTMLVideoElement >;

/** A player's events, written to its source: state, time and duration. */
export function useMediaSourceEvents( id: string ) {
	const actions = useMediaPlayerActions();
	return {
		onPlay: () => actions.playMediaSource( id ),
		onPause: () => actions.pauseMediaSource( id ),
		onError: () => actions.errorMediaSource( id ),
		onTimeUpdate: ( event: VideoEvent ) =>
			actions.setMediaSourceCurrentTime(
				id,
				event.currentTarget.currentTime
			),
		onDurationChange: ( event: VideoEvent ) => {
			const duration = event.currentTarget.duration;
			if ( Number.isFinite( duration ) && duration > 0 ) {
				actions.updateMediaSource( id, { duration } );
			}
		},
	};
}
