/**
 * Repeat visitor rules (spec 2 sections 3, 5 and 9): who sees the block's
 * content. A visit is a view of a page that holds a repeat-visitor block,
 * counted by the host (php-stubs/includes/visit-counter.php) before the page
 * renders, so the first view is visit 1. "after-visits" shows the content
 * once a visitor has more visits than the threshold; "before-visits" shows
 * it until then. The two are exact opposites, so a pair of blocks with the
 * same threshold always shows exactly one.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

export type Criteria = 'after-visits' | 'before-visits';

export const DEFAULT_THRESHOLD = 3;

export const INVALID_THRESHOLD_MESSAGE = (): string =>
	__( 'Please enter a valid number.', 'orbit-blocks' );

/** The threshold typed by the author, or null unless a positive whole number. */
export function parseThreshold( text: string ): number | null {
	const trimmed = text.trim();
	if ( ! /^\d+$/.test( trimmed ) ) {
		return null;
	}
	const value = Number( trimmed );
	return Number.isSafeInteger( value ) && value > 0 ? value : null;
}

/** A stored attribute read defensively: anything else is the default. */
export function normaliseCriteria( value: unknown ): Criteria {
	return value === 'before-visits' ? 'before-visits' : 'after-visits';
}

export function normaliseThreshold( value: unknown ): number {
	return typeof value === 'number' &&
		Number.isSafeInteger( value ) &&
		value > 0
		? value
		: DEFAULT_THRESHOLD;
}

/** Whether a visitor on their `visits`-th visit sees the content. */
export function isVisible(
	criteria: Criteria,
	threshold: number,
	visits: number
): boolean {
	const repeat = visits > threshold;
	return criteria === 'after-visits' ? repeat : ! repeat;
}

/** The sentence the editor shows about who will see the content. */
export function describeVisibility(
	criteria: Criteria,
	threshold: number
): string {
	return criteria === 'after-visits'
		? sprintf(
				/* translators: %d: number of visits */
				_n(
					'Shown to visitors who have been here more than %d time.',
					'Shown to visitors who have been here more than %d times.',
					threshold,
					'orbit-blocks'
				),
				threshold
		  )
		: sprintf(
				/* translators: %d: number of visits */
				_n(
					'Shown to visitors who have been here %d time or fewer.',
					'Shown to visitors who have been here %d times or fewer.',
					threshold,
					'orbit-blocks'
				),
				threshold
		  );
}
