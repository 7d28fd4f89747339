/**
 * The incumbent's markup before swiper 8: the container is
 * `swiper-container` (its v1 and v3 deprecations; v3 added the first
 * image's aspect ratio, which the shared markup draws when present).
 */
import { incumbentVersion } from './incumbent-markup';

export default incumbentVersion( { container: 'swiper-container' } );
