/**
 * What Orbit Blocks saved before its markup held no words: the wrapper's
 * aria-label and a hidden label, "3.5 out of 5 stars", in the author's
 * language. Those are read back
 * from the markup as they are (whatever the language), so such a block stays
 * valid for an editor working in any language; migrating drops them, and the
 * server adds the words for each visitor (render.php, which also rewrites
 * them in posts not saved again).
 */
import { useBlockProps } from '@wordpress/block-editor';
import metadata from '../block.json';
import { alignmentClassName, colorStyle } from '../markup';
import {
	clampMaxRating,
	clampRating,
	starFills,
	type RatingStarAttributes,
} from '../rating';
import { Star } from '../stars';

interface WordsAttributes extends RatingStarAttributes {
	ariaLabel?: string;
	label?: string;
}

export default {
	attributes: {
		...metadata.attributes,
		ariaLabel: {
			type: 'string',
			source: 'attribute',
			selector: '.wp-block-jetpack-rating-star',
			attribute: 'aria-label',
		},
		label: {
			type: 'string',
			source: 'text',
			selector: '.wp-block-jetpack-rating-star__label',
		},
	},
	supports: metadata.supports,
	save( { attributes }: { attributes: WordsAttributes } ) {
		const maxRating = clampMaxRating( attributes.maxRating );
		const rating = clampRating( attributes.rating, maxRating );
		return (
			<div
				{ ...useBlockProps.save( {
					className: alignmentClassName( attributes.align ),
					style: colorStyle( attributes.color ),
					role: 'img',
					'aria-label': attributes.ariaLabel,
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
					{ attributes.label }
				</span>
			</div>
		);
	},
	migrate( { ariaLabel, label, ...attributes }: WordsAttributes ) {
		return attributes;
	},
};
