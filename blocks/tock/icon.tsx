import { blockIcon } from '../../shared/components/block-icon';

/** The block's icon: an open ring around a dot (a booked table). */
export const TockIcon = blockIcon(
	<path d="M11 4.07V7.1a5 5 0 1 0 5.66 7.8l2.6 1.5A8 8 0 1 1 11 4.07Zm2 0a8 8 0 0 1 7 7.93 7.9 7.9 0 0 1-.74 3.4l-2.6-1.5A5 5 0 0 0 13 7.1V4.07ZM12 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
);
