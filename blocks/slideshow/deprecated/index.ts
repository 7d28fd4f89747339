/**
 * Older markups of jetpack/slideshow, one a file; each migrates to the
 * current save. Ours first, then the incumbent's, newest first.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { SlideshowAttributes } from '../types';
import incumbent from './incumbent';
import incumbentFirst from './incumbent-first';
import incumbentNested from './incumbent-nested';
import incumbentSwiperContainer from './incumbent-swiper-container';
import orbitLabelledButtons from './orbit-labelled-buttons';

export default [
	orbitLabelledButtons,
	incumbent,
	incumbentSwiperContainer,
	incumbentNested,
	incumbentFirst,
] as unknown as BlockDeprecation< SlideshowAttributes >[];
