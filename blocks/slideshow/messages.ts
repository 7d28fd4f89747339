import { __ } from '@wordpress/i18n';

/** Spec 2 section 8. */
export const swiperFailedMessage = () =>
	__( 'The Swiper library could not be loaded.', 'orbit-blocks' );

/** Spec 2 section 4 leaves the words to us. */
export const reducedMotionNotice = () =>
	__(
		'Autoplay is off in this browser because it asks for reduced motion. Visitors who ask for reduced motion see no autoplay either.',
		'orbit-blocks'
	);
