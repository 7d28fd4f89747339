/**
 * What Orbit Blocks saved before it took the incumbent's markup: the block
 * comment alone. Same attributes; saving again adds the profile link.
 */
import metadata from '../block.json';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => null,
};
