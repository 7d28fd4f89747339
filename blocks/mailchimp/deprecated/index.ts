/**
 * Older markups of jetpack/mailchimp; each migrates to the current save
 * (div.wp-block-jetpack-mailchimp around the inner button).
 */
import commentOnly from './comment-only';

export default [ commentOnly ];
