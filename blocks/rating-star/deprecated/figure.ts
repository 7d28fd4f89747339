/** The incumbent's first save: the figure itself is the block's element. */
import { incumbentFallback, StarsFigure } from './incumbent-fallback';

export default incumbentFallback( StarsFigure );
