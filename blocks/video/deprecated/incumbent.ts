/**
 * The incumbent plugin's save (its `blocks/video/save.tsx`, the same in its
 * `deprecated/`): the address on its own line in the wrapper, then the
 * caption. Posts its server wrote hold the address without the newlines;
 * the validator reads both alike.
 *
 * With its frame poster's "preview on hover" on (`posterData.previewOnHover`)
 * a hidden span before the wrapper holds the preview's start and length, and
 * the address says autoplay and muted. Our player has no preview on hover:
 * migrating keeps every setting of ours (autoplay and muted stay as the
 * author set them) and drops posterData, which this block does not declare.
 */
import { createElement } from '@wordpress/element';
import metadata from '../block.json';
import { wrapper } from '../save';
import type { VideoAttributes } from '../types';
import { incumbentCaption, incumbentFigure } from './incumbent-figure';
import { incumbentPlayerUrl } from './incumbent-url';

interface PosterData {
	previewOnHover?: boolean;
	previewAtTime?: number;
	previewLoopDuration?: number;
}

type Attributes = VideoAttributes & { posterData?: PosterData };

const span = ( className: string, value: unknown ) =>
	createElement( 'span', { className }, value as string );

export default {
	attributes: {
		...metadata.attributes,
		posterData: { type: 'object', default: {} },
	},
	supports: metadata.supports,
	save: ( { attributes }: { attributes: Attributes } ) => {
		const poster = attributes.posterData ?? {};
		const previewOnHover = Boolean( poster.previewOnHover );
		return incumbentFigure(
			attributes,
			previewOnHover &&
				createElement(
					'span',
					{
						style: {
							display: 'none',
							visibility: 'hidden',
							position: 'absolute',
						},
						className: 'videopress-poh',
					},
					span( 'videopress-poh__sp', poster.previewAtTime ),
					span(
						'videopress-poh__duration',
						poster.previewLoopDuration
					)
				),
			wrapper(
				`\n${ incumbentPlayerUrl( attributes, {
					previewOnHover,
				} ) }\n`
			),
			incumbentCaption( attributes )
		);
	},
	migrate: ( { posterData: _posterData, ...attributes }: Attributes ) =>
		attributes,
};
