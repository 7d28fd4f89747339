/**
 * Older markups of jetpack/eventbrite, newest first; each migrates to the
 * current save (save.tsx).
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { EventbriteAttributes } from '../types';
import buttonFields from './button-fields';
import incumbentButton from './incumbent-button';
import linkText from './link-text';

// migrate may return [ attributes, innerBlocks ] (@wordpress/blocks), which
// the project's narrow BlockDeprecation type does not spell out.
export default [
	linkText,
	incumbentButton,
	buttonFields,
] as unknown as BlockDeprecation< EventbriteAttributes >[];
