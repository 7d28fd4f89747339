/**
 * The player address as the incumbent plugin writes it (its
 * `lib/url/index.ts`, getVideoPressUrl, read in its public repository): only
 * the options that differ from the hosted player's defaults, in this order —
 * the poster as `posterUrl`, the seekbar colours as `sbc`, `sbpc`, `sblc`,
 * `useAverageColor=true` only when on, and no `preloadContent` when preload is
 * `none`. Its mobile apps build the same address after an upload, except
 * that they always write `preloadContent` (`none` included): `app`.
 */
import type { VideoAttributes } from '../types';

export interface IncumbentUrlOptions {
	/** The apps' address: `preloadContent` whatever the preload. */
	app?: boolean;
	/** Preview on hover (its frame poster) plays muted from the start. */
	previewOnHover?: boolean;
}

export function incumbentPlayerUrl(
	a: VideoAttributes,
	{ app = false, previewOnHover = false }: IncumbentUrlOptions = {}
): string {
	const muted = a.muted || previewOnHover;
	const preload = a.preload || 'metadata';
	// In this order; the options that are off are left out.
	const query = {
		resizeToParent: true,
		cover: true,
		autoPlay: a.autoplay || previewOnHover,
		controls: a.controls === false && 'false',
		loop: a.loop,
		muted,
		persistVolume: muted && 'false',
		playsinline: a.playsinline,
		posterUrl: a.poster,
		preloadContent: ( app || preload !== 'none' ) && preload,
		sbc: a.seekbarColor,
		sbpc: a.seekbarPlayedColor,
		sblc: a.seekbarLoadingColor,
		useAverageColor: a.useAverageColor !== false,
	};
	return `https://videopress.com/v/${ a.guid }?${ Object.entries( query )
		.filter( ( [ , value ] ) => value )
		.map(
			( [ key, value ] ) =>
				`${ key }=${ encodeURIComponent( String( value ) ) }`
		)
		.join( '&' ) }`;
}
