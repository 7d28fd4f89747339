/** The block's icon: a calendar page with a grid of days. */
export const calendarIcon = (
	<svg
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path d="M7 3v2H5.5A1.5 1.5 0 0 0 4 6.5v12A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-12A1.5 1.5 0 0 0 18.5 5H17V3h-1.5v2h-7V3H7Zm-1.5 6h13v9.5h-13V9Zm2 2v2h2v-2h-2Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Zm-8 3.5v2h2v-2h-2Zm4 0v2h2v-2h-2Z" />
	</svg>
);
