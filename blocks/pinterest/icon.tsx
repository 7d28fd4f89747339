/** The block's icon: a "P" in a circle, drawn for this block. */
export const pinterestIcon = (
	<svg
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 1.5a7.5 7.5 0 0 1 0 15c-.5 0-1-.05-1.47-.14l.86-3.36c.5.3 1.14.5 1.86.5 2.6 0 4.25-2.3 4.25-4.9C17.5 8.9 15.3 7 12.4 7 9 7 7 9.3 7 11.7c0 1.3.6 2.4 1.5 2.9l.45-1.7c-.3-.35-.45-.8-.45-1.3 0-1.6 1.3-3.1 3.6-3.1 1.9 0 3.3 1.2 3.3 3.2 0 1.9-1 3.3-2.5 3.3-.6 0-1.3-.4-1.1-1.2l.8-3.1-1.6-.4-1.95 7.55A7.5 7.5 0 0 1 12 4.5Z" />
	</svg>
);
