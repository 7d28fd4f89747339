/**
 * The text-track kinds are shown by translated names; the value stays the
 * HTML kind.
 */
import { TRACK_KINDS } from '../lib/tracks';
import { trackKindLabel } from '../lib/track-kinds';
import { pseudo, withPseudoLocale } from '../../../tests/setup/pseudo-locale';

withPseudoLocale();

test( 'each kind has a translated name', () => {
	expect( TRACK_KINDS.map( trackKindLabel ) ).toEqual( [
		pseudo( 'Subtitles' ),
		pseudo( 'Captions' ),
		pseudo( 'Descriptions' ),
		pseudo( 'Chapters' ),
		pseudo( 'Metadata' ),
	] );
} );
