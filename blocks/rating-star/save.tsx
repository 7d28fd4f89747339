/**
 * Saved markup: the stars in the block's colour, with role="img" and an
 * aria-label ("3.5 out of 5 stars") for assistive technology, and the same
 * words as visually hidden text for readers that ignore ARIA or CSS. No
 * script, no SVG; the colour only when the shared validator accepts it.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { alignmentClassName, colorStyle } from './markup';
import {
	clampMaxRating,
	clampRating,
	ratingLabel,
	starFills,
	type RatingStarAttributes,
} from './rating';
import { Star } from './stars';

export default function save( {
	attributes,
}: {
	attributes: RatingStarAttributes;
} ) {
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	const label = ratingLabel( rating, maxRating );
	return (
		<div
			{ ...useBlockProps.save( {
				className: alignmentClassName( attributes.align ),
				style: colorStyle( attributes.color ),
				role: 'img',
				'aria-label': label,
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
			<span className="wp-block-jetpack-rating-star__label">
				{ label }
			</span>
		</div>
	);
}
