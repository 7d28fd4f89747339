/**
 * The incumbent's v2: the block's div (class and alignment) around a second
 * div with the data attributes; an empty slideshow saved the outer div only.
 */
import { incumbentVersion } from './incumbent-markup';

export default incumbentVersion( {
	container: 'swiper-container',
	nested: true,
} );
