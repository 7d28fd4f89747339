/**
 * The incumbent's saved markup: a fallback for when its server render is
 * missing, one "★" a started star (as many as the rating, rounded up), each
 * in the block's colour, in a figure aligned with `text-align`. Its server
 * drew the real stars from the attributes, as render.php does for us.
 * Two shapes: the figure as the block's element (`figure.ts`), and, since
 * its blocks use `useBlockProps`, the figure inside the block's div
 * (`wrapped-figure.ts`).
 */
import metadata from '../block.json';
import type { RatingStarAttributes } from '../rating';

export function StarsFigure( {
	attributes: { align, color, rating },
}: {
	attributes: RatingStarAttributes;
} ) {
	const count = Number.isFinite( rating ) ? Math.ceil( rating ) : 0;
	return (
		<figure style={ { textAlign: align } }>
			{ Array.from( { length: Math.max( 0, count ) }, ( _, index ) => (
				<span key={ index } style={ { color } }>
					★
				</span>
			) ) }
		</figure>
	);
}

/**
 * The incumbent's attributes are ours (its alignment was any string: one we
 * do not know becomes our default); the rating's settings carry over.
 */
export const incumbentFallback = ( save: typeof StarsFigure ) => ( {
	attributes: {
		...metadata.attributes,
		align: { type: 'string', default: 'left' },
	},
	supports: metadata.supports,
	save,
	migrate: ( attributes: RatingStarAttributes ) => ( {
		...attributes,
		align: [ 'left', 'center', 'right' ].includes( attributes.align )
			? attributes.align
			: 'left',
	} ),
} );
