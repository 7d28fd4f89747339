/**
 * Older markups of jetpack/calendly, newest first. Each migrates to the
 * current save (div.wp-block-jetpack-calendly around the inner button).
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { CalendlyAttributes } from '../types';
import commentOnly from './comment-only';
import linkFallback from './link-fallback';

// migrate may return [ attributes, innerBlocks ] (@wordpress/blocks), which
// the project's narrow BlockDeprecation type does not spell out.
export default [
	commentOnly,
	linkFallback,
] as unknown as BlockDeprecation< CalendlyAttributes >[];
