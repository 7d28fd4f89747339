import { blockIcon } from '../../shared/components/block-icon';

/** The block's icon: an "M" and a down arrow in a frame. */
export const markdownIcon = blockIcon(
	<>
		<path
			fillRule="evenodd"
			d="M4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11A1.5 1.5 0 0 1 4.5 5Zm0 1.5v11h15v-11h-15Z"
		/>
		<path d="M6 15.5v-7h1.8l1.7 2.2 1.7-2.2H13v7h-1.8v-4.3l-1.7 2.1-1.7-2.1v4.3H6Zm9.5-7h2V12h1.7l-2.7 3.5-2.7-3.5h1.7V8.5Z" />
	</>
);
