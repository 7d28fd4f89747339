/**
 * Transforms: a core video block that carries a guid becomes this block
 * (the inspector notice "Transform blocks to VideoPress" offers it, see
 * core-video-notice.tsx); this block turns back into a core video block
 * (the fallback when there is no guid or the media fetch fails); and a drop
 * of video files makes one block per file, each uploading its file.
 */
import { createBlock } from '@wordpress/blocks';
import type { VideoAttributes } from './types';

export const NAME = 'videopress/video';

interface CoreVideoAttributes {
	guid?: string;
	id?: number;
	src?: string;
	caption?: string;
	poster?: string;
	autoplay?: boolean;
	loop?: boolean;
	muted?: boolean;
	controls?: boolean;
	playsInline?: boolean;
	preload?: string;
}

export function fromCoreVideo( core: CoreVideoAttributes ) {
	return createBlock( NAME, {
		guid: core.guid,
		id: core.id,
		src: core.src,
		caption: core.caption,
		poster: core.poster,
		autoplay: core.autoplay,
		loop: core.loop,
		muted: core.muted,
		controls: core.controls ?? true,
		playsinline: core.playsInline,
		preload: core.preload || 'metadata',
	} );
}

export function toCoreVideo( attributes: Partial< VideoAttributes > ) {
	return createBlock( 'core/video', {
		id: attributes.id,
		src: attributes.src,
		caption: attributes.caption,
		poster: attributes.poster,
		autoplay: attributes.autoplay,
		loop: attributes.loop,
		muted: attributes.muted,
		controls: attributes.controls ?? true,
		playsInline: attributes.playsinline,
		preload: attributes.preload,
	} );
}

/** Files a drop may turn into video blocks: every one a video. */
export const isVideoFiles = ( files: File[] ) =>
	files.length > 0 && files.every( ( file ) => /^video\//.test( file.type ) );

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
			isMatch: ( core: CoreVideoAttributes ) => !! core.guid,
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
