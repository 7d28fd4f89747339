/**
 * The children's icons: the same envelope, handset and pin that style.scss
 * draws beside each line of the card, as outlines in the text colour. Drawn
 * here (a few path commands each, plain svg elements) to keep the editor
 * entry small.
 */
const outline = {
	fill: 'none',
	stroke: 'currentColor',
	strokeWidth: 1.5,
	strokeLinejoin: 'round' as const,
};

export const emailIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<path { ...outline } d="M3.5 5.5h17v13h-17zM4 7l8 6.5L20 7" />
	</svg>
);

export const phoneIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<path
			{ ...outline }
			d="M8.2 3.8l1.9 4.4-2.2 1.6a10.5 10.5 0 006.3 6.3l1.6-2.2 4.4 1.9-.6 3.4c-.1.6-.7 1-1.3 1C10.8 20.2 3.8 13.2 3.8 5.7c0-.6.4-1.2 1-1.3z"
		/>
	</svg>
);

export const addressIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<path
			{ ...outline }
			d="M12 21s-6.5-6-6.5-11.2a6.5 6.5 0 0113 0C18.5 15 12 21 12 21zm0-13.6a2.4 2.4 0 100 4.8 2.4 2.4 0 000-4.8z"
		/>
	</svg>
);

export const nameIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<path
			{ ...outline }
			d="M12 12a3.8 3.8 0 100-7.6 3.8 3.8 0 000 7.6zM4.5 20c.6-3.9 3.6-6 7.5-6s6.9 2.1 7.5 6z"
		/>
	</svg>
);
