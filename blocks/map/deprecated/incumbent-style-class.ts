/**
 * The incumbent's current save: the style as a block style class
 * (is-style-satellite) named again in data-map-style, which is left out
 * without one; data-show-fullscreen-button "true" or left out.
 */
import metadata from '../block.json';
import { saveMap } from '../save';
import type { MapAttributes } from '../types';
import { classStyle, migrateMap } from './legacy';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: ( { attributes }: { attributes: MapAttributes } ) =>
		saveMap( attributes, 'when-on', classStyle( attributes ) ),
	migrate: migrateMap,
};
