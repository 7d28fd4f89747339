/**
 * The incumbent's figure while a video uploads (web or apps) and for an
 * upload that never finished: no guid yet, so no wrapper — the figure and
 * its caption alone. Saving again writes the block comment only (our save
 * writes nothing without a valid guid), and the block offers the upload
 * again. Drawn by incumbent-markup.ts.
 */
import { incumbentVersion } from './incumbent-markup';

export default incumbentVersion( 'uploading' );
