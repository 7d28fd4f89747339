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
	/**
	 * A Tumblr GIF's image address (https://<n>.media.tumblr.com/…, url.ts
	 * safeGifImageUrl), from the incumbent's Tumblr version; shown as an
	 * image when there is no Giphy address.
	 */
	gifUrl?: string;
	/** The Tumblr blog the GIF came from, credited to visitors (render.php). */
	attributionUrl?: string;
	attributionName?: string;
	/** The GIF's height over its width, "56.2%" by default. */
	paddingTop?: string;
}
