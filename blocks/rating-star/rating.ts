/**
 * The star rating's rules (spec 2 "Star rating", sections 4, 5 and 9), pure so
 * that the editor, the saved markup and the tests share them:
 * - clicking star N sets the rating to N; clicking the star the rating is
 *   already at makes it a half star (N - 0.5); clicking the first star while
 *   the rating is 0.5 gives 0;
 * - 2 to 10 stars (default 5), ratings in halves from 0 to the number of stars;
 * - the accessible label, "3.5 out of 5 stars".
 */
import { __, sprintf } from '@wordpress/i18n';

export const MAX_RATING = { min: 2, max: 10, default: 5 } as const;
export const DEFAULT_RATING = 1;

export type Alignment = 'left' | 'center' | 'right';
export const ALIGNMENTS: readonly Alignment[] = [ 'left', 'center', 'right' ];

export interface RatingStarAttributes {
	rating: number;
	maxRating: number;
	color?: string;
	align: Alignment;
	className?: string;
}

export type StarFill = 'full' | 'half' | 'empty';

const toNumber = ( value: unknown ): number =>
	typeof value === 'number' ? value : parseFloat( String( value ) );

/**
 * The number of stars: a whole number from 2 to 10. Anything that is not a
 * number (an emptied field, a reset) gives the default, 5.
 */
export function clampMaxRating( value: unknown ): number {
	const number = toNumber( value );
	if ( ! Number.isFinite( number ) ) {
		return MAX_RATING.default;
	}
	return Math.min(
		MAX_RATING.max,
		Math.max( MAX_RATING.min, Math.round( number ) )
	);
}

/**
 * The rating shown for a number of stars: in halves (to the nearest one),
 * from 0 to that number. Not a number: 0.
 */
export function clampRating( value: unknown, maxRating: number ): number {
	const number = toNumber( value );
	if ( ! Number.isFinite( number ) ) {
		return 0;
	}
	const halves = Math.round( number * 2 ) / 2;
	return Math.min( clampMaxRating( maxRating ), Math.max( 0, halves ) );
}

/** The rating after a click on star `clicked` (1 for the first). */
export function ratingAfterClick(
	current: number,
	clicked: number,
	maxRating: number = MAX_RATING.default
): number {
	const star = clampRating( Math.round( clicked ), maxRating );
	const rating = clampRating( current, maxRating );
	if ( star === 1 && rating === 0.5 ) {
		return 0;
	}
	if ( rating === star ) {
		return star - 0.5;
	}
	return star;
}

/** How each star is drawn, first to last. */
export function starFills( rating: number, maxRating: number ): StarFill[] {
	const max = clampMaxRating( maxRating );
	const value = clampRating( rating, max );
	return Array.from( { length: max }, ( _, index ): StarFill => {
		if ( value >= index + 1 ) {
			return 'full';
		}
		return value === index + 0.5 ? 'half' : 'empty';
	} );
}

/** "3.5 out of 5 stars", for the saved markup's aria-label and hidden text. */
export function ratingLabel( rating: number, maxRating: number ): string {
	const max = clampMaxRating( maxRating );
	return sprintf(
		/* translators: 1: the rating, in halves (3.5); 2: the number of stars. */
		__( '%1$s out of %2$d stars', 'orbit-blocks' ),
		String( clampRating( rating, max ) ),
		max
	);
}

/** left, center or right; anything else is the default, left. */
export function clampAlignment( value: unknown ): Alignment {
	return ALIGNMENTS.includes( value as Alignment )
		? ( value as Alignment )
		: 'left';
}
