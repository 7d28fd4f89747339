import { Path, SVG } from '@wordpress/primitives';

export const eventbriteIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 7a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4V7zm2 1.7v.6a3.5 3.5 0 0 1 0 5.4v.6c.6.3 1 .7 1.3 1.3h9.4c.3-.6.7-1 1.3-1.3v-.6a3.5 3.5 0 0 1 0-5.4v-.6A3 3 0 0 1 16.7 7H7.3A3 3 0 0 1 6 8.7zM9 10h6v4H9z" />
	</SVG>
);
