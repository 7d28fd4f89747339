import { blockIcon } from '../../shared/components/block-icon';

/**
 * The block's icon: a camera outline (rounded square, lens and flash dot).
 * Plain SVG, so index.ts stays small.
 */
export const InstagramGalleryIcon = blockIcon(
	<>
		<path
			fillRule="evenodd"
			d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 1.5A3.5 3.5 0 0 0 4.5 8v8A3.5 3.5 0 0 0 8 19.5h8a3.5 3.5 0 0 0 3.5-3.5V8A3.5 3.5 0 0 0 16 4.5H8Zm4 3.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 1.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
		/>
		<circle cx="17" cy="7" r="1" />
	</>
);
