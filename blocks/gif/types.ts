export interface GifAttributes {
	align?: string;
	/** Rich text (HTML) of the caption. */
	caption?: string;
	/** https://giphy.com/embed/<id> (url.ts safeEmbedUrl). */
	giphyUrl?: string;
	/** What the author searched for or pasted; the frame's title. */
	searchText?: string;
	/** The GIF's height over its width, "56.2%" by default. */
	paddingTop?: string;
}
