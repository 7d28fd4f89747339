/**
 * Older markups of jetpack/recurring-payments, newest first; each migrates
 * to the current save (div.wp-block-jetpack-recurring-payments with the
 * alignment class, around the inner button).
 */
import alignedLayer from './aligned-layer';
import commentOnly from './comment-only';
import plainWrapper from './plain-wrapper';

export default [ commentOnly, alignedLayer, plainWrapper ];
