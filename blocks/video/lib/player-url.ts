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

/** The player address with its options as query arguments. */
export function playerUrl(
	guid: string,
	options: Partial< PlayerOptions > = {}
): string {
	const url = new URL( `https://${ PLAYER_HOST }/v/${ guid }` );
	const query = url.searchParams;
	query.set( 'resizeToParent', 'true' );
	query.set( 'cover', 'true' );
	if ( options.autoplay ) {
		query.set( 'autoPlay', 'true' );
	}
	if ( options.controls === false ) {
		query.set( 'controls', 'false' );
	}
	if ( options.loop ) {
		query.set( 'loop', 'true' );
	}
	if ( options.muted ) {
		query.set( 'muted', 'true' );
		query.set( 'persistVolume', 'false' );
	}
	if ( options.playsinline ) {
		query.set( 'playsinline', 'true' );
	}
	query.set( 'preloadContent', options.preload || 'metadata' );
	for ( const [ key, value ] of [
		[ 'sbc', options.seekbarColor ],
		[ 'sblc', options.seekbarLoadingColor ],
		[ 'sbpc', options.seekbarPlayedColor ],
	] as const ) {
		if ( value ) {
			query.set( key, value );
		}
	}
	query.set(
		'useAverageColor',
		options.useAverageColor === false ? 'false' : 'true'
	);
	return url.toString();
}
