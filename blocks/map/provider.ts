/**
 * Which map library draws the block (spec 2 "Map", section 9): the
 * map_provider cookie, then the site's setting, else mapbox. The terrain
 * style exists only on mapbox, so it always uses mapbox.
 */
import type { MapProvider } from './types';

const PROVIDERS: MapProvider[] = [ 'mapbox', 'mapkit' ];

function asProvider( value: unknown ): MapProvider | null {
	return PROVIDERS.includes( value as MapProvider )
		? ( value as MapProvider )
		: null;
}

export function readCookie( cookies: string, name: string ): string | null {
	for ( const part of cookies.split( ';' ) ) {
		const [ key, ...rest ] = part.split( '=' );
		if ( key.trim() === name ) {
			try {
				return decodeURIComponent( rest.join( '=' ).trim() );
			} catch {
				return null;
			}
		}
	}
	return null;
}

export function chooseProvider( {
	cookie,
	setting,
	mapStyle,
}: {
	cookie?: string | null;
	setting?: string | null;
	mapStyle?: string;
} ): MapProvider {
	if ( mapStyle === 'terrain' ) {
		return 'mapbox';
	}
	return asProvider( cookie ) ?? asProvider( setting ) ?? 'mapbox';
}

declare global {
	interface Window {
		/** Printed by php-stubs/includes/rest/map.php for the editor. */
		orbitBlocksMap?: { provider?: string };
	}
}

/** The provider for this page (editor: the host's setting on window). */
export function pageProvider( mapStyle?: string, setting?: string | null ) {
	return chooseProvider( {
		cookie:
			typeof document !== 'undefined'
				? readCookie( document.cookie, 'map_provider' )
				: null,
		setting:
			setting ??
			( typeof window !== 'undefined'
				? window.orbitBlocksMap?.provider
				: null ),
		mapStyle,
	} );
}
