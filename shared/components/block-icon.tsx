/**
 * A block's icon: the shapes it draws, inside the 24×24 SVG frame every
 * plain-SVG block icon shares (hidden from assistive technology; the block's
 * title names it). Plain SVG, no @wordpress/components, so a block's index.ts
 * stays small in the editor entry.
 */
import type { ReactNode } from 'react';

export function blockIcon( shapes: ReactNode ) {
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			{ shapes }
		</svg>
	);
}
