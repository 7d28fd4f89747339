/** The incumbent's current save: the block's div around the stars' figure. */
import type { RatingStarAttributes } from '../rating';
import { incumbentFallback, StarsFigure } from './incumbent-fallback';

export default incumbentFallback(
	( props: { attributes: RatingStarAttributes } ) => (
		<div>
			<StarsFigure { ...props } />
		</div>
	)
);
