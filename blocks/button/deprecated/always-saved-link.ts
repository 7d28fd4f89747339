/**
 * The incumbent's first save: its link saved always (the host did not draw
 * the button yet), without width or font size.
 */
import { incumbentLink } from './incumbent-link';

export default incumbentLink( { always: true, sizing: false } );
