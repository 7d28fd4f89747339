/**
 * Older saved versions of videopress/video, newest first, each migrating to
 * the current attributes.
 *
 * The spec names older versions without giving their markup; these are the
 * two earlier shapes this plugin reads:
 *
 * v2: the same figure, but the player address carried no useAverageColor
 *     argument and the wrapper no newlines around the address.
 * v1: the first version, before the details panel: no title or description;
 *     the attribute set the core-video conversion filled (videoPressTracks
 *     and videoPressClassNames beside src and id) named the figure's
 *     classes, and the address stood alone in the figure, without the
 *     wrapper. Migrating keeps every attribute.
 */
import metadata from './block.json';
import { playerUrl } from './lib/player-url';
import { figure, wrapper } from './save';
import type { VideoAttributes } from './types';

const current = metadata.attributes;
type Saved = { attributes: VideoAttributes };
const keep = ( attributes: VideoAttributes ) => attributes;

/** The address as v2 wrote it: without the useAverageColor argument. */
export function v2PlayerUrl( attributes: VideoAttributes ): string {
	return playerUrl( attributes.guid ?? '', attributes ).replace(
		/&useAverageColor=\w+/,
		''
	);
}

const v2 = {
	attributes: current,
	supports: metadata.supports,
	save: ( { attributes }: Saved ) =>
		figure(
			attributes,
			'jetpack-videopress-player',
			wrapper( v2PlayerUrl( attributes ) )
		),
	migrate: keep,
};

const { title: _title, description: _description, ...v1Attributes } = current;

const v1 = {
	attributes: v1Attributes,
	supports: metadata.supports,
	save: ( { attributes }: Saved ) =>
		figure(
			attributes,
			attributes.videoPressClassNames,
			`\nhttps://videopress.com/v/${ attributes.guid }\n`
		),
	migrate: keep,
};

export default [ v2, v1 ];
