/**
 * The form's and fields' icons: simple line drawings of our own, one path
 * each, drawn by one helper so the editor entry stays small (SVG, not
 * dashicons: a dashicon's font glyph becomes part of the inserter item's
 * accessible name).
 */
import type { ReactElement } from 'react';

export const lineIcon = ( d: string ): ReactElement => (
	<svg
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		fill="none"
		stroke="currentColor"
		strokeWidth="1.5"
		aria-hidden="true"
		focusable="false"
	>
		<path d={ d } />
	</svg>
);

export const formIcon = lineIcon( 'M4 3h16v18H4zM7 7h10M7 11h10M7 15h5' );
