/**
 * Saved markup: the stars in the block's colour, as an image (role="img")
 * whose words, "3.5 out of 5 stars", the server adds for each visitor in
 * their language (blocks/rating-star/render.php: the aria-label and
 * the same words as visually hidden text). So the markup is the same in
 * every language. No script, no SVG; the colour only when the shared
 * validator accepts it.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { ReactNode } from 'react';
import { alignmentClassName, colorStyle } from './markup';
import {
	clampMaxRating,
	clampRating,
	starFills,
	type RatingStarAttributes,
} from './rating';
import { Star } from './stars';

/**
 * The wrapper and its stars; an older version added its words
 * (deprecated/orbit-words.tsx): the wrapper's aria-label and a label after
 * the stars.
 */
export function savedStarsImage(
	attributes: RatingStarAttributes,
	words: { ariaLabel?: string; label?: ReactNode } = {}
) {
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	return (
		<div
			{ ...useBlockProps.save( {
				className: alignmentClassName( attributes.align ),
				style: colorStyle( attributes.color ),
				role: 'img',
				'aria-label': words.ariaLabel,
			} ) }
		>
			<span
				className="wp-block-jetpack-rating-star__stars"
				aria-hidden="true"
			>
				{ starFills( rating, maxRating ).map( ( fill, index ) => (
					<Star key={ index } fill={ fill } />
				) ) }
			</span>
			{ words.label }
		</div>
	);
}

export default function save( {
	attributes,
}: {
	attributes: RatingStarAttributes;
} ) {
	return savedStarsImage( attributes );
}
