/**
 * The slideshow's rules (spec 2 sections 4, 5 and 9), as pure functions that
 * the editor and the front end share.
 */
import type { SlideshowEffect } from './types';

export {
	clampDelay,
	DELAY_DEFAULT,
	DELAY_MAX,
	DELAY_MIN,
	normalizeEffect,
} from './settings';

/** Up to this many slides show bullets; more show an "n / total" counter. */
export const BULLETS_MAX_SLIDES = 5;
export const MAX_HEIGHT_PX = 600;
export const MAX_HEIGHT_OF_WINDOW = 0.8;
export const MIN_ASPECT_RATIO = 1;
export const MAX_ASPECT_RATIO = 16 / 9;
export const EFFECTS: SlideshowEffect[] = [ 'slide', 'fade' ];
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Autoplay runs only when asked for and the browser does not ask for reduced motion. */
export function isAutoplayActive(
	autoplay: boolean,
	reducedMotion: boolean
): boolean {
	return Boolean( autoplay ) && ! reducedMotion;
}

export function prefersReducedMotion(
	view: Pick< Window, 'matchMedia' > | undefined = typeof window ===
	'undefined'
		? undefined
		: window
): boolean {
	return Boolean( view?.matchMedia?.( REDUCED_MOTION_QUERY )?.matches );
}

export type PaginationType = 'bullets' | 'fraction';

export function paginationType( slideCount: number ): PaginationType {
	return slideCount <= BULLETS_MAX_SLIDES ? 'bullets' : 'fraction';
}

/** The "n / total" counter's text (current is 1-based). */
export function counterText( current: number, total: number ): string {
	return `${ current } / ${ total }`;
}

/** An aspect ratio (width / height) kept between 1 and 16:9. */
export function clampAspectRatio( ratio: number ): number {
	if ( ! Number.isFinite( ratio ) || ratio <= 0 ) {
		return MAX_ASPECT_RATIO;
	}
	return Math.min( MAX_ASPECT_RATIO, Math.max( MIN_ASPECT_RATIO, ratio ) );
}

/**
 * The ratio that shapes the slideshow: the tallest image's (smallest width /
 * height), so that every image fits without being cropped, then clamped to
 * 1..16:9. Images not yet measured count for nothing; with none, 16:9.
 */
export function slideshowAspectRatio(
	sizes: Array< { width: number; height: number } >
): number {
	const ratios = sizes
		.filter( ( size ) => size.width > 0 && size.height > 0 )
		.map( ( size ) => size.width / size.height );
	return clampAspectRatio(
		ratios.length ? Math.min( ...ratios ) : MAX_ASPECT_RATIO
	);
}

/**
 * The slideshow's height in px for its width: width over the clamped aspect
 * ratio, at most 80% of the window's height and at most 600 px.
 */
export function slideshowHeight( {
	width,
	windowHeight,
	ratio,
}: {
	width: number;
	windowHeight: number;
	ratio: number;
} ): number {
	const limits = [ MAX_HEIGHT_PX, width / clampAspectRatio( ratio ) ];
	if ( windowHeight > 0 ) {
		limits.push( windowHeight * MAX_HEIGHT_OF_WINDOW );
	}
	return Math.max( 0, Math.floor( Math.min( ...limits ) ) );
}
