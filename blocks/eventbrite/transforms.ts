/**
 * Pasting an Eventbrite event address on its own line gives the block: a
 * raw transform, ahead of core's generic embed (priority 5 < 10).
 */
import { pastedAddressTransform } from '../../shared/paste-transform';
import { eventFromUrl } from './url';

const transforms = {
	from: [ pastedAddressTransform( 'jetpack/eventbrite', 5, eventFromUrl ) ],
};

export default transforms;
