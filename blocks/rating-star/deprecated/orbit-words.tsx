/**
 * What Orbit Blocks saved before its markup held no words: the wrapper's
 * aria-label and a hidden label, "3.5 out of 5 stars", in the author's
 * language. Those are read back
 * from the markup as they are (whatever the language), so such a block stays
 * valid for an editor working in any language; migrating drops them, and the
 * server adds the words for each visitor (render.php, which also rewrites
 * them in posts not saved again).
 */
import metadata from '../block.json';
import type { RatingStarAttributes } from '../rating';
import { savedStarsImage } from '../save';

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
		return savedStarsImage( attributes, {
			ariaLabel: attributes.ariaLabel,
			label: (
				<span className="wp-block-jetpack-rating-star__label">
					{ attributes.label }
				</span>
			),
		} );
	},
	migrate( { ariaLabel, label, ...attributes }: WordsAttributes ) {
		return attributes;
	},
};
