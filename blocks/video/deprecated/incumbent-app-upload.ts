/**
 * What the incumbent's mobile apps write when an upload finishes (the
 * WordPress apps' VideoPress upload processors, read in their public
 * repositories): the app fills in the block's id and guid and puts the
 * wrapper with the address into the figure its editor saved while
 * uploading. iOS replaces the figure's content (a caption written during
 * the upload is gone from the markup, so from the block); Android appends
 * the wrapper after what the figure held, so a caption comes first. Both
 * write `preloadContent` whatever the preload, `none` included. Drawn by
 * incumbent-markup.ts.
 */
import { incumbentVersion } from './incumbent-markup';

export default incumbentVersion( true );
