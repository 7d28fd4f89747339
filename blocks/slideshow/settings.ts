/**
 * The two setting rules the saved markup needs (kept apart from rules.ts so
 * that the editor entry carries only these).
 */
import type { SlideshowEffect } from './types';

export const DELAY_MIN = 1;
export const DELAY_MAX = 5;
export const DELAY_DEFAULT = 3;

/** The delay in seconds, between 1 and 5; anything that is not a number is the default 3. */
export function clampDelay( value: unknown ): number {
	const number = typeof value === 'string' ? Number( value ) : value;
	if ( typeof number !== 'number' || ! Number.isFinite( number ) ) {
		return DELAY_DEFAULT;
	}
	return Math.min( DELAY_MAX, Math.max( DELAY_MIN, number ) );
}

/** The effect, slide unless fade is asked for. */
export function normalizeEffect( value: unknown ): SlideshowEffect {
	return value === 'fade' ? 'fade' : 'slide';
}
