/**
 * The text-track kinds' names, in the user's language (the kind itself is
 * the HTML value, <track kind="subtitles">, and stays as it is).
 */
import { __ } from '@wordpress/i18n';
import type { TrackKind } from '../types';

export function trackKindLabel( kind: TrackKind ): string {
	switch ( kind ) {
		case 'subtitles':
			return __( 'Subtitles', 'orbit-blocks' );
		case 'captions':
			return __( 'Captions', 'orbit-blocks' );
		case 'descriptions':
			return __( 'Descriptions', 'orbit-blocks' );
		case 'chapters':
			return __( 'Chapters', 'orbit-blocks' );
		case 'metadata':
			return __( 'Metadata', 'orbit-blocks' );
		default:
			return kind;
	}
}
