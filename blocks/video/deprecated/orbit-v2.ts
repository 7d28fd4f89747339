/**
 * Our v2: the current figure, but the player address carried no
 * useAverageColor argument and the wrapper no newlines around the address.
 */
import metadata from '../block.json';
import { playerUrl } from '../lib/player-url';
import { figure, wrapper } from '../save';
import type { VideoAttributes } from '../types';

/** The address as v2 wrote it: without the useAverageColor argument. */
export function v2PlayerUrl( attributes: VideoAttributes ): string {
	return playerUrl( attributes.guid ?? '', attributes ).replace(
		/&useAverageColor=\w+/,
		''
	);
}

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: ( { attributes }: { attributes: VideoAttributes } ) =>
		figure(
			attributes,
			'jetpack-videopress-player',
			wrapper( v2PlayerUrl( attributes ) )
		),
	migrate: ( attributes: VideoAttributes ) => attributes,
};
