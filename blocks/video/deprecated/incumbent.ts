/**
 * The incumbent plugin's save (its `blocks/video/save.tsx`, the same in its
 * `deprecated/`), with and without its frame poster's preview on hover,
 * and without a guid while a video uploads (or after an upload that never
 * finished): the figure and its caption alone; saving again then writes the
 * block comment only (our save writes nothing without a valid guid). Posts
 * its server wrote hold the address without the newlines; the validator
 * reads both alike. Drawn by incumbent-markup.ts.
 */
import { incumbentVersion } from './incumbent-markup';

export default incumbentVersion( false );
