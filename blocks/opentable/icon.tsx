import { blockIcon } from '../../shared/components/block-icon';

/** The block's icon: a plate seen from above, beside a dot (a table for one). */
export const OpenTableIcon = blockIcon(
	<path d="M14 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm0 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM4 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
);
