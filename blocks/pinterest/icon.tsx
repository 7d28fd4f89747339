/** The block's icon: a "P" in a circle, drawn for this block. */
export const pinterestIcon = (
	<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
		<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 1.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15ZM10 7v10h1.5v-3.5H13a3.25 3.25 0 0 0 0-6.5h-3Zm1.5 1.5H13a1.75 1.75 0 0 1 0 3.5h-1.5V8.5Z" />
	</svg>
);
