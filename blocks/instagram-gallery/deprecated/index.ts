/**
 * Older markups of jetpack/instagram-gallery, newest first (README,
 * "Deprecations and fixtures").
 */
import commentOnly from './comment-only';

export default [ commentOnly ];
