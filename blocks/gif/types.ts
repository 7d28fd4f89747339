export interface GifAttributes {
	align?: string;
	/** Rich text (HTML) of the caption. */
	caption?: string;
	/** https://giphy.com/embed/<id> (url.ts safeEmbedUrl). */
	giphyUrl?: string;
	/**
	 * What the author searched for (or the GIF's title, for a pasted link):
	 * the frame's title, and read back from it (an attribute in the comment
	 * would be rewritten by kses for authors, "&" into "&amp;", and the
	 * block would no longer match its markup).
	 */
	searchText?: string;
	/** The GIF's height over its width, "56.2%" by default. */
	paddingTop?: string;
}
