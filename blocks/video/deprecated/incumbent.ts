/**
 * The incumbent plugin's save (its `blocks/video/save.tsx`, the same in its
 * `deprecated/`), with and without its frame poster's preview on hover.
 * Posts its server wrote hold the address without the newlines; the
 * validator reads both alike. Drawn by incumbent-markup.ts.
 */
import { incumbentVersion } from './incumbent-markup';

export default incumbentVersion( 'web' );
