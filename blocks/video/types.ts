/** The attributes of videopress/video (spec 3 section 3, block.json). */
export interface TextTrack {
	src: string;
	kind: TrackKind;
	srcLang: string;
	label: string;
}

export type TrackKind =
	| 'subtitles'
	| 'captions'
	| 'descriptions'
	| 'chapters'
	| 'metadata';

export interface VideoAttributes {
	autoplay?: boolean;
	title?: string;
	description?: string;
	caption?: string;
	controls: boolean;
	loop?: boolean;
	maxWidth: string;
	muted?: boolean;
	playsinline?: boolean;
	preload: 'auto' | 'metadata' | 'none' | string;
	seekbarPlayedColor: string;
	seekbarLoadingColor: string;
	seekbarColor: string;
	useAverageColor: boolean;
	id?: number;
	guid?: string;
	src?: string;
	poster?: string;
	/** The poster's attachment (a chosen image or the still of a frame). */
	posterId?: number;
	videoPressTracks: TextTrack[];
	videoPressClassNames?: string;
	fileForImmediateUpload?: unknown;
	isVideoPressExample: boolean;
	className?: string;
	align?: string;
}
