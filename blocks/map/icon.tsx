import { blockIcon } from '../../shared/components/block-icon';

/** The block's icon: a folded map with a pin. */
export const mapIcon = blockIcon(
	<path d="M15 4.5 9 3 3 4.5v16.5l6-1.5 6 1.5 6-1.5V3l-6 1.5Zm-5 .4 4 1v13.2l-4-1V4.9Zm-5.5.8 3.5-.9v13.3l-3.5.9V5.7Zm15 12.6-3.5.9V5.9l3.5-.9v13.3Z" />
);
