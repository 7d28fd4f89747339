/**
 * The block comment alone (the incumbent's apps and its server insert such
 * blocks); saving again writes the figure.
 */
import metadata from '../block.json';
import type { VideoAttributes } from '../types';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => null,
	migrate: ( attributes: VideoAttributes ) => attributes,
};
