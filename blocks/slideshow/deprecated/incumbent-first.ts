/**
 * The incumbent's first markup: the list's class misspelt
 * (`wp-block-jetpack-slideshow_swiper-wrappper`), and the markup saved
 * without images too.
 */
import { incumbentVersion } from './incumbent-markup';

export default incumbentVersion( {
	container: 'swiper-container',
	list: 'swiper-wrappper',
	keepEmpty: true,
} );
