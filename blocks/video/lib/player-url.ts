/**
 * The player address saved in the block's markup (the incumbent plugin's
 * form, so that its posts stay valid) and the guid checks of spec 3
 * section 5: the host must be the video service and a guid is 8
 * alphanumerics.
 */
import type { VideoAttributes } from '../types';

export const PLAYER_HOST = 'videopress.com';
const GUID = /^[A-Za-z0-9]{8}$/;

export function isValidGuid( guid: unknown ): guid is string {
	return typeof guid === 'string' && GUID.test( guid );
}

/** The guid of a video service address (https://videopress.com/v/<guid>…), or null. */
export function guidFromUrl( value: string ): string | null {
	let url: URL;
	try {
		url = new URL( value );
	} catch {
		return null;
	}
	if (
		! /^https?:$/.test( url.protocol ) ||
		! [
			PLAYER_HOST,
			`www.${ PLAYER_HOST }`,
			'video.wordpress.com',
		].includes( url.hostname )
	) {
		return null;
	}
	const match = /^\/(?:v|embed)\/([^/]+)\/?$/.exec( url.pathname );
	return match && isValidGuid( match[ 1 ] ) ? match[ 1 ] : null;
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
	| 'poster'
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
	if ( options.poster && /^https?:\/\//.test( options.poster ) ) {
		query.set( 'posterUrl', options.poster );
	}
	query.set(
		'useAverageColor',
		options.useAverageColor === false ? 'false' : 'true'
	);
	return url.toString();
}

/** Colour: six hex digits, optional #; null when invalid. Spec 3 section 5. */
export function normalizeColor( value: string ): string | null {
	const match = /^#?([0-9a-f]{6})$/i.exec( value.trim() );
	return match ? `#${ match[ 1 ].toLowerCase() }` : null;
}
