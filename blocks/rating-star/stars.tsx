/**
 * The stars as saved and as shown in the editor: a span a star holding a
 * character (★ filled or half, ☆ empty) that only shows where style.css does
 * not load (feeds, reader views); style.css draws each star with a mask in
 * the block's colour, half stars filled on their first half. Plain spans,
 * so that the markup survives WordPress's HTML filter (no SVG) for authors
 * without the unfiltered_html capability.
 */
import type { StarFill } from './rating';

export const STAR_CLASS = 'wp-block-jetpack-rating-star__star';

export function Star( { fill }: { fill: StarFill } ) {
	return (
		<span className={ `${ STAR_CLASS } is-${ fill }` }>
			{ fill === 'empty' ? '☆' : '★' }
		</span>
	);
}
