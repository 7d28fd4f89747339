/** The incumbent's current markup: the container is `swiper`. */
import { incumbentVersion } from './incumbent-markup';

export default incumbentVersion( { container: 'swiper' } );
