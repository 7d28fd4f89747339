/**
 * Paste transform: a Pinterest pin, board or profile address (or a pin.it
 * short link, resolved when the block shows) pasted on its own line becomes
 * the block. Priority 9 puts it before core/embed's generic URL transform
 * (10), which would make a core embed of it.
 */
import { pastedAddressTransform } from '../../shared/paste-transform';
import { isShortLink, parsePinterestUrl } from './url';

export const transforms = {
	from: [
		pastedAddressTransform( 'jetpack/pinterest', 9, ( pasted ) => {
			const text = pasted.trim();
			const pin = parsePinterestUrl( text );
			if ( pin ) {
				return { url: pin.url };
			}
			return isShortLink( text ) ? { url: text } : null;
		} ),
	],
};
