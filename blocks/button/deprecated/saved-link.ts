/** The incumbent's current save: its link, only when saved in the post. */
import { incumbentLink } from './incumbent-link';

export default incumbentLink( { always: false, sizing: true } );
