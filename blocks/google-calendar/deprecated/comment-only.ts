/**
 * What Orbit Blocks saved until it took the incumbent's fallback link: the
 * block comment only (<!-- wp:jetpack/google-calendar {…} /-->). Same
 * attributes; it re-saves with the link (save.tsx).
 */
import metadata from '../block.json';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => null,
};
