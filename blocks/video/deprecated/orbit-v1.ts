/**
 * Our v1, before the details panel: no title or description; the attribute
 * set the core-video conversion filled (videoPressTracks and
 * videoPressClassNames beside src and id) named the figure's classes, and
 * the address stood alone in the figure, without the wrapper. Migrating
 * keeps every attribute.
 */
import metadata from '../block.json';
import { figure } from '../save';
import type { VideoAttributes } from '../types';

const {
	title: _title,
	description: _description,
	...attributes
} = metadata.attributes;

export default {
	attributes,
	supports: metadata.supports,
	save: ( { attributes: saved }: { attributes: VideoAttributes } ) =>
		figure(
			saved,
			saved.videoPressClassNames,
			`\nhttps://videopress.com/v/${ saved.guid }\n`
		),
	migrate: ( saved: VideoAttributes ) => saved,
};
