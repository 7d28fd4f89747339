/** The block's icon: a framed picture between two slide edges. */
export const slideshowIcon = (
	<svg
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path d="M3 6h2v12H3V6zm16 0h2v12h-2V6zM7 5h10a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8.5l2.5-3 2 2.4 1.5-1.9 2 2.5V7H8z" />
	</svg>
);
