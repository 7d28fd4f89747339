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

/**
 * A block's icon drawn inside a rounded 18×14 picture frame (GIF's play mark,
 * Markdown's "M" and arrow).
 */
export function framedBlockIcon( shapes: ReactNode ) {
	return blockIcon(
		<>
			<path
				fillRule="evenodd"
				d="M4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11A1.5 1.5 0 0 1 4.5 5Zm0 1.5v11h15v-11h-15Z"
			/>
			{ shapes }
		</>
	);
}
