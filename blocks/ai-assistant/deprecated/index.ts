/**
 * Older markups of jetpack/ai-assistant (README, "Deprecations and
 * fixtures").
 */
import commentOnly from './comment-only';

export default [ commentOnly ];
