/**
 * Responsive images through the image resizing service (spec 3 section 7:
 * query parameters w, h, lb, ulb, resize and strip; section 9: widths from
 * min(600, w) to min(2000, w) in steps of 300, edges capped at 2000 px).
 *
 * The service is Photon-style: https://i0.wp.com/<host>/<path>?w=…; its base
 * comes from the host (shared/services.ts, service "image-resizer"; under
 * `npm start` a local stand-in that redirects to the original file). Images
 * on a hosted files domain (*.files.wordpress.com) resize themselves: the
 * parameters go on their own address (spec 3 section 6).
 */
import { getService } from '../../shared/services';
import { IMAGE_EDGE_CAP, SRCSET_MIN_WIDTH, SRCSET_STEP } from './constants';

export const DEFAULT_RESIZER = 'https://i0.wp.com';

export function resizerBase(): string {
	return getService( 'image-resizer', { url: DEFAULT_RESIZER } ).url.replace(
		/\/+$/,
		''
	);
}

/** http(s) addresses only; anything else is not an image we show. */
export function safeImageUrl( url: unknown ): string | undefined {
	if ( typeof url !== 'string' ) {
		return undefined;
	}
	try {
		const parsed = new URL( url );
		return parsed.protocol === 'https:' || parsed.protocol === 'http:'
			? parsed.toString()
			: undefined;
	} catch {
		return undefined;
	}
}

export function isFilesDomain( url: URL ): boolean {
	return /\.files\.wordpress\.com$/i.test( url.hostname );
}

/** The resized address of an image, `width` px wide (capped at 2000). */
export function resizedUrl(
	url: string,
	width: number,
	base = resizerBase()
): string | undefined {
	const safe = safeImageUrl( url );
	if ( ! safe ) {
		return undefined;
	}
	const original = new URL( safe );
	const w = Math.round( Math.min( width, IMAGE_EDGE_CAP ) );
	if ( isFilesDomain( original ) ) {
		original.searchParams.set( 'w', String( w ) );
		return original.toString();
	}
	const target = new URL(
		`${ base }/${ original.host }${ original.pathname }`
	);
	original.searchParams.forEach( ( value, key ) =>
		target.searchParams.set( key, value )
	);
	target.searchParams.set( 'strip', 'info' );
	target.searchParams.set( 'w', String( w ) );
	return target.toString();
}

/** The srcset widths for an image `width` px wide. */
export function srcsetWidths( width: number ): number[] {
	if ( ! Number.isFinite( width ) || width <= 0 ) {
		return [];
	}
	const from = Math.min( SRCSET_MIN_WIDTH, width );
	const to = Math.min( IMAGE_EDGE_CAP, width );
	const widths: number[] = [];
	for ( let w = from; w <= to; w += SRCSET_STEP ) {
		widths.push( Math.round( w ) );
	}
	return widths;
}

export function srcset(
	url: string,
	width: number,
	base = resizerBase()
): string | undefined {
	const entries = srcsetWidths( width )
		.map( ( w ) => {
			const resized = resizedUrl( url, w, base );
			return resized ? `${ resized } ${ w }w` : undefined;
		} )
		.filter( Boolean );
	return entries.length ? entries.join( ', ' ) : undefined;
}
