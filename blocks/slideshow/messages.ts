import { __ } from '@wordpress/i18n';
import type { CarouselLabels } from './labels';

/** Spec 2 section 8. */
export const swiperFailedMessage = () =>
	__( 'The Swiper library could not be loaded.', 'orbit-blocks' );

/** Spec 2 section 4 leaves the words to us. */
export const reducedMotionNotice = () =>
	__(
		'Autoplay is off in this browser because it asks for reduced motion. Visitors who ask for reduced motion see no autoplay either.',
		'orbit-blocks'
	);

/** The carousel's words in the editor (the front end's come from the server). */
export const editorCarouselLabels = (): CarouselLabels => ( {
	previous: __( 'Previous slide', 'orbit-blocks' ),
	next: __( 'Next slide', 'orbit-blocks' ),
	play: __( 'Play slideshow', 'orbit-blocks' ),
	pause: __( 'Pause slideshow', 'orbit-blocks' ),
} );
