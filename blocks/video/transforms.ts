/**
 * Transforms: a core video block that carries a guid becomes this block
 * (the inspector notice "Transform blocks to VideoPress" offers it, see
 * core-video-notice.tsx); this block turns back into a core video block
 * (the fallback when there is no guid or the media fetch fails); and a drop
 * of video files makes one block per file, each uploading its file.
 */
import { createBlock } from '@wordpress/blocks';
import { select } from '@wordpress/data';
import {
	isAllowedFileType,
	type AllowedMimeTypes,
} from '../../shared/allowed-file-types';
import type { VideoAttributes } from './types';

export const NAME = 'videopress/video';

// createBlock keeps only the attributes the target block declares, so the
// whole set goes across (the shared names — guid, id, src, caption, poster,
// autoplay, loop, muted, controls, preload — and what supports adds, such as
// align and anchor); only playsInline/playsinline is spelt differently.
export const fromCoreVideo = ( core: Record< string, unknown > ) =>
	createBlock( NAME, {
		...core,
		playsinline: core.playsInline,
		controls: core.controls ?? true,
		preload: core.preload || 'metadata',
	} );

// The guid stays (core/video gains the attribute, core-video-filter.tsx), so
// that the block can come back through the notice.
export const toCoreVideo = ( attributes: Partial< VideoAttributes > ) =>
	createBlock( 'core/video', {
		...attributes,
		playsInline: attributes.playsinline,
	} );

/** The site's file types for this user (the block editor's settings). */
function allowedMimeTypes(): AllowedMimeTypes {
	const editor = select( 'core/block-editor' ) as
		| { getSettings?: () => { allowedMimeTypes?: AllowedMimeTypes } }
		| undefined;
	return editor?.getSettings?.()?.allowedMimeTypes;
}

/**
 * Files a drop may turn into video blocks: every one a video of a type the
 * site takes (otherwise core's own handling, and its message, apply).
 */
export const isVideoFiles = ( files: File[] ) =>
	files.length > 0 &&
	files.every(
		( file ) =>
			/^video\//.test( file.type ) &&
			isAllowedFileType( file, allowedMimeTypes() )
	);

const transforms = {
	from: [
		{
			type: 'files',
			priority: 9,
			isMatch: isVideoFiles,
			// One block per file (spec 3 section 4).
			transform: ( files: File[] ) =>
				files.map( ( file ) =>
					createBlock( NAME, { fileForImmediateUpload: file } )
				),
		},
		{
			type: 'block',
			blocks: [ 'core/video' ],
			isMatch: ( core: { guid?: string } ) => !! core.guid,
			transform: fromCoreVideo,
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/video' ],
			transform: toCoreVideo,
		},
	],
};

export default transforms;
