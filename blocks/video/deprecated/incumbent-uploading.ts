/**
 * The incumbent's figure while a video uploads (web or apps) and for an
 * upload that never finished: no guid yet, so no wrapper — the figure and
 * its caption alone. Saving again writes the block comment only (our save
 * writes nothing without a valid guid), and the block offers the upload
 * again.
 */
import metadata from '../block.json';
import type { VideoAttributes } from '../types';
import { incumbentCaption, incumbentFigure } from './incumbent-figure';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: ( { attributes }: { attributes: VideoAttributes } ) =>
		incumbentFigure( attributes, incumbentCaption( attributes ) ),
	migrate: ( attributes: VideoAttributes ) => attributes,
};
