/** The external media item and the list and copy answers (spec 3 section 3). */
export interface ExternalMediaItem {
	ID: string;
	type: 'folder' | 'image' | 'video';
	thumbnails?: { medium?: string; fmt_hd?: string; thumbnail?: string };
	caption?: string;
	title?: string;
	name?: string;
	URL: string;
	guid?: string;
	/** Folders only. */
	children?: number;
}

export interface ListResponse {
	media: ExternalMediaItem[];
	meta?: {
		account?: { image?: string; name?: string };
		next_page?: string | false | null;
		/**
		 * What the connected service can do beyond a plain list: albums
		 * (the Albums view) and filters (the filter bar). Absent means both,
		 * as the spec's service does; the Google Photos Picker API answers
		 * false for both.
		 */
		features?: { albums?: boolean; filters?: boolean };
	};
}

export interface CopiedMedia {
	ID: number;
	URL: string;
	alt?: string;
	caption?: string;
}

/** A copied item, or the errors of one that failed ( code => messages ). */
export type CopyResult =
	| CopiedMedia
	| { errors: Record< string, string[] | string > };

/** What the picker hands to the block (MediaUpload's onSelect shape). */
export interface SelectedMedia {
	id: number;
	url: string;
	alt: string;
	caption: string;
	type: 'image';
}
