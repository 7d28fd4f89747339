/**
 * Older saved versions of videopress/video, one a file, newest first; each
 * migrates to the current attributes (README, "Deprecations and fixtures").
 *
 * The incumbent plugin's versions, read in its public repository (the
 * block's save.tsx and deprecated/, its address builder lib/url, and the
 * upload processors of its mobile apps): its save (with and without its frame
 * poster's preview on hover, and while uploading), what its apps write when
 * an upload finishes, and the block comment alone. Then ours: v2
 * and v1 (the spec names older versions without giving their markup).
 */
import commentOnly from './comment-only';
import incumbent from './incumbent';
import incumbentAppUpload from './incumbent-app-upload';
import orbitV1 from './orbit-v1';
import orbitV2 from './orbit-v2';

export default [ incumbent, incumbentAppUpload, commentOnly, orbitV2, orbitV1 ];
