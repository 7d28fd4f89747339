import { Path, SVG } from '@wordpress/primitives';

export const eventbriteIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zm6 4v4h6v-4z" />
	</SVG>
);
