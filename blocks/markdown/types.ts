/** The markdown block's attributes (block.json). */
export interface MarkdownAttributes {
	/** What the author typed. */
	source: string;
	/** The HTML rendered from it, kept in the saved div (see save.tsx). */
	html?: string;
	className?: string;
}
