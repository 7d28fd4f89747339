/**
 * The first version (the incumbent's, and Orbit Blocks' v1): no Show
 * Fullscreen Button setting, no data-show-fullscreen-button. Migrates with
 * the button on, the current default.
 */
import metadata from '../block.json';
import { saveMap } from '../save';
import type { MapAttributes } from '../types';
import { migrateMap } from './legacy';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { showFullscreenButton, ...attributes } = metadata.attributes;

export default {
	attributes,
	supports: metadata.supports,
	save: ( { attributes: values }: { attributes: MapAttributes } ) =>
		saveMap( values, 'none' ),
	migrate: migrateMap,
};
