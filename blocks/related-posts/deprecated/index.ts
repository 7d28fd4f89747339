/** Older markups of jetpack/related-posts; each migrates to the current save (none: a dynamic block). */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { RelatedPostsAttributes } from '../attributes';
import incumbentInnerHeading from './incumbent-inner-heading';

// migrate returns [ attributes, innerBlocks ] (@wordpress/blocks), which the
// project's narrow BlockDeprecation type does not spell out.
export default [
	incumbentInnerHeading,
] as unknown as BlockDeprecation< RelatedPostsAttributes >[];
