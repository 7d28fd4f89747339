/**
 * What Orbit Blocks saved before it took the incumbent's markup:
 * data-show-fullscreen-button always written, "false" when off. Parses with
 * the current attributes; saving again leaves it out when off.
 */
import metadata from '../block.json';
import { saveMap } from '../save';
import type { MapAttributes } from '../types';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: ( { attributes }: { attributes: MapAttributes } ) =>
		saveMap( attributes, 'always' ),
};
