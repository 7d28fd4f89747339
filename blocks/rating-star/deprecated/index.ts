/**
 * Older markups of jetpack/rating-star, one a file; each migrates to the
 * current save. Ours first, then the incumbent's, newest first.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { RatingStarAttributes } from '../rating';
import figure from './figure';
import orbitWords from './orbit-words';
import wrappedFigure from './wrapped-figure';

// The attributes read from the markup (source) are of a shape the project's
// narrow BlockDeprecation type does not spell out.
export default [
	orbitWords,
	wrappedFigure,
	figure,
] as unknown as BlockDeprecation< RatingStarAttributes >[];
