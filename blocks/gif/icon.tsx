import { blockIcon } from '../../shared/components/block-icon';

/** The block's icon: a frame with a play mark. */
export const gifIcon = blockIcon(
	<>
		<path
			fillRule="evenodd"
			d="M4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11A1.5 1.5 0 0 1 4.5 5Zm0 1.5v11h15v-11h-15Z"
		/>
		<path d="M10 9v6l5-3-5-3Z" />
	</>
);
