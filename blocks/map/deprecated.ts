/**
 * Older saved versions of jetpack/map, newest first (spec 2 "Map", section
 * 3). v2 left data-show-fullscreen-button out when the button was off, which
 * the front end read as on; v1 had no Show Fullscreen Button setting, and
 * its maps get the current default (the button shows).
 */
import metadata from './block.json';
import { saveMap } from './save';
import type { MapAttributes } from './types';

const { showFullscreenButton, ...v1Attributes } = metadata.attributes;

const v2 = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: ( { attributes }: { attributes: MapAttributes } ) =>
		saveMap( attributes, 'when-on' ),
};

const v1 = {
	attributes: v1Attributes,
	supports: metadata.supports,
	save: ( { attributes }: { attributes: MapAttributes } ) =>
		saveMap( attributes, 'none' ),
	migrate: (
		attributes: Omit< MapAttributes, 'showFullscreenButton' >
	) => ( {
		...attributes,
		showFullscreenButton: showFullscreenButton.default,
	} ),
};

export default [ v2, v1 ];
