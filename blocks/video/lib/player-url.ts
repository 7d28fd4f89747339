/**
 * The player address saved in the block's markup (the incumbent plugin's
 * form, so that its posts stay valid) and the guid check of spec 3
 * section 5: a guid is 8 alphanumerics (lib/guid-url.ts reads one from an
 * address).
 */
import type { VideoAttributes } from '../types';

export const PLAYER_HOST = 'videopress.com';
const GUID = /^[A-Za-z0-9]{8}$/;

export function isValidGuid( guid: unknown ): guid is string {
	return typeof guid === 'string' && GUID.test( guid );
}

type PlayerOptions = Pick<
	VideoAttributes,
	| 'autoplay'
	| 'controls'
	| 'loop'
	| 'muted'
	| 'playsinline'
	| 'preload'
	| 'seekbarColor'
	| 'seekbarLoadingColor'
	| 'seekbarPlayedColor'
	| 'useAverageColor'
>;

/**
 * The player address with its options as query arguments, in this order;
 * options that are off are left out (controls only says when it is off,
 * useAverageColor always says).
 */
export function playerUrl(
	guid: string,
	options: Partial< PlayerOptions > = {}
): string {
	const query = new URLSearchParams();
	for ( const [ key, value ] of [
		[ 'resizeToParent', true ],
		[ 'cover', true ],
		[ 'autoPlay', options.autoplay ],
		[ 'controls', options.controls === false && 'false' ],
		[ 'loop', options.loop ],
		[ 'muted', options.muted ],
		[ 'persistVolume', options.muted && 'false' ],
		[ 'playsinline', options.playsinline ],
		[ 'preloadContent', options.preload || 'metadata' ],
		[ 'sbc', options.seekbarColor ],
		[ 'sblc', options.seekbarLoadingColor ],
		[ 'sbpc', options.seekbarPlayedColor ],
		[ 'useAverageColor', String( options.useAverageColor !== false ) ],
	] as const ) {
		if ( value ) {
			query.set( key, String( value ) );
		}
	}
	return `https://${ PLAYER_HOST }/v/${ guid }?${ query }`;
}
