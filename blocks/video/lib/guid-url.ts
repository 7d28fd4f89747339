/**
 * A guid from a video address (spec 3 section 5): the host must be the
 * video service, and the guid 8 alphanumerics.
 */
import { isValidGuid, PLAYER_HOST } from './player-url';

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
