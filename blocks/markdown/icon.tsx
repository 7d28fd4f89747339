import { framedBlockIcon } from '../../shared/components/block-icon';

/** The block's icon: an "M" and a down arrow in a frame. */
export const markdownIcon = framedBlockIcon(
	<path d="M6 15.5v-7h1.8l1.7 2.2 1.7-2.2H13v7h-1.8v-4.3l-1.7 2.1-1.7-2.1v4.3H6Zm9.5-7h2V12h1.7l-2.7 3.5-2.7-3.5h1.7V8.5Z" />
);
