/**
 * Text tracks (spec 3 sections 3, 5 and 8): validation of a new track, its
 * defaults, and the tracks list the public video API answers (kind, then
 * language, then src and label).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { TextTrack, TrackKind } from '../types';

export const TRACK_KINDS: TrackKind[] = [
	'subtitles',
	'captions',
	'descriptions',
	'chapters',
	'metadata',
];

export const DEFAULT_LABEL = 'English';
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_KIND: TrackKind = 'subtitles';

export const duplicateTrackMessage = () =>
	__( 'A track already exists for that language and kind.', 'orbit-blocks' );

export const trackErrorMessage = ( message: string ) =>
	/* translators: %s: the server's error message */
	sprintf( __( 'Error: %s', 'orbit-blocks' ), message );

/** A track file must be .vtt or text/vtt. */
export function isVttFile( file: { name: string; type: string } ): boolean {
	return file.type === 'text/vtt' || /\.vtt$/i.test( file.name );
}

export interface NewTrack {
	label: string;
	srcLang: string;
	kind: TrackKind;
	file: File | null;
}

/**
 * A language tag as the provider keeps it: language tags do not depend on
 * case (BCP 47: en-US is en-us), so the local provider stores them in lower
 * case, and a second track whose tag differs only in case is the same one.
 */
export function normalizeLanguage( srcLang: string ): string {
	return srcLang.trim().toLowerCase();
}

/** The track with its defaults filled in: English, en, subtitles. */
export function withTrackDefaults( track: NewTrack ): NewTrack {
	return {
		...track,
		label: track.label.trim() || DEFAULT_LABEL,
		srcLang: normalizeLanguage( track.srcLang ) || DEFAULT_LANGUAGE,
		kind: TRACK_KINDS.includes( track.kind ) ? track.kind : DEFAULT_KIND,
	};
}

/**
 * Why a new track cannot be saved, or null when it can: a file is needed
 * (the save button stays disabled without one), it must be VTT, and only one
 * track per language and kind, whatever the case of its language tag (the
 * provider would replace the other one).
 */
export function validateTrack(
	track: NewTrack,
	existing: TextTrack[]
): string | null {
	if ( ! track.file ) {
		return __( 'Choose a track file.', 'orbit-blocks' );
	}
	if ( ! isVttFile( track.file ) ) {
		return __(
			'The track file must be a WebVTT file (.vtt).',
			'orbit-blocks'
		);
	}
	const full = withTrackDefaults( track );
	if (
		existing.some(
			( other ) =>
				other.kind === full.kind &&
				normalizeLanguage( other.srcLang ) === full.srcLang
		)
	) {
		return duplicateTrackMessage();
	}
	return null;
}

type ApiTracks = Record<
	string,
	Record< string, { src?: string; label?: string } >
>;

/** The public API's tracks object as a list. */
export function tracksFromApi( tracks: unknown ): TextTrack[] {
	if ( ! tracks || typeof tracks !== 'object' ) {
		return [];
	}
	const list: TextTrack[] = [];
	for ( const [ kind, byLanguage ] of Object.entries(
		tracks as ApiTracks
	) ) {
		if ( ! TRACK_KINDS.includes( kind as TrackKind ) || ! byLanguage ) {
			continue;
		}
		for ( const [ srcLang, track ] of Object.entries( byLanguage ) ) {
			if ( track?.src ) {
				list.push( {
					kind: kind as TrackKind,
					srcLang,
					src: track.src,
					label: track.label || srcLang,
				} );
			}
		}
	}
	return list;
}
