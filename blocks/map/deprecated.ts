/**
 * Older saved versions of jetpack/map, newest first (spec 2 "Map", section
 * 3): v1 had no Show Fullscreen Button setting; its maps get the current
 * default (the button shows).
 */
import metadata from './block.json';
import { saveMap } from './save';
import type { MapAttributes } from './types';

const { showFullscreenButton, ...v1Attributes } = metadata.attributes;

const v1 = {
	attributes: v1Attributes,
	supports: metadata.supports,
	save: ( { attributes }: { attributes: MapAttributes } ) =>
		saveMap( attributes, false ),
	migrate: (
		attributes: Omit< MapAttributes, 'showFullscreenButton' >
	) => ( {
		...attributes,
		showFullscreenButton: showFullscreenButton.default,
	} ),
};

export default [ v1 ];
