import { blockIcon } from '../../shared/components/block-icon';

/**
 * The block's icon: a post (the framed bar) over the two posts related to it.
 * Plain SVG, so index.ts stays small.
 */
export const RelatedPostsIcon = blockIcon(
	<>
		<path
			fillRule="evenodd"
			d="M5.5 4h13A1.5 1.5 0 0 1 20 5.5v3A1.5 1.5 0 0 1 18.5 10h-13A1.5 1.5 0 0 1 4 8.5v-3A1.5 1.5 0 0 1 5.5 4Zm0 1.5v3h13v-3h-13Z"
		/>
		<path d="M5 12.5h5a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-5.5a1 1 0 0 1 1-1Zm9 0h5a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5.5a1 1 0 0 1 1-1Z" />
	</>
);
