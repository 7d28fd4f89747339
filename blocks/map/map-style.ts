/**
 * The map service's styles (spec 2 "Map", section 9) and what Show street
 * names hides. The style is fetched from the `mapbox` service
 * (shared/services.ts): Mapbox's API by default, the local stand-in under
 * `npm start`, a recorded fixture in the e2e test.
 */
import { isValidColor } from '../../shared/color';
import type { ServiceConfig } from '../../shared/editor-state';
import { serviceUrl } from '../../shared/services';
import { DEFAULT_MARKER_COLOR, MAP_STYLES } from './constants';
import type { MapStyle } from './types';

/** Mapbox's public styles for our four. */
export const MAPBOX_STYLE_IDS: Record< MapStyle, string > = {
	default: 'streets-v12',
	black_and_white: 'light-v11',
	satellite: 'satellite-streets-v12',
	terrain: 'outdoors-v12',
};

/** One of our styles; the incumbent's oldest posts wrote black-and-white. */
export function normalStyle( value: unknown ): MapStyle {
	const style = String( value ).replace( /-/g, '_' ) as MapStyle;
	return MAP_STYLES.includes( style ) ? style : 'default';
}

export function styleUrl(
	service: ServiceConfig,
	mapStyle: unknown,
	token: string
): string {
	return serviceUrl(
		service,
		`styles/v1/mapbox/${ MAPBOX_STYLE_IDS[ normalStyle( mapStyle ) ] }`,
		{ access_token: token }
	);
}

/** Layers that Show street names turns off: labels and road names. */
export function isDetailLayer( layer: { id: string; type: string } ): boolean {
	return layer.type === 'symbol' || /label|road-name|poi/.test( layer.id );
}

export function markerColor( value: unknown ): string {
	return isValidColor( value ) ? value.trim() : DEFAULT_MARKER_COLOR;
}
