/**
 * Ratio classes (spec 3 section 9): the closest of 21:9, 18:9, 16:9, 4:3,
 * 1:1, 9:16 and 1:2, as the core embed block names them
 * (wp-embed-aspect-16-9 wp-has-aspect-ratio), chosen within 10%.
 */
export const RATIOS = [
	{ ratio: 21 / 9, name: '21-9' },
	{ ratio: 18 / 9, name: '18-9' },
	{ ratio: 16 / 9, name: '16-9' },
	{ ratio: 4 / 3, name: '4-3' },
	{ ratio: 1, name: '1-1' },
	{ ratio: 9 / 16, name: '9-16' },
	{ ratio: 1 / 2, name: '1-2' },
];

/** The ratio class for a width and height, or '' when none is near. */
export function ratioClass( width?: number, height?: number ): string {
	if ( ! width || ! height || width <= 0 || height <= 0 ) {
		return '';
	}
	const ratio = width / height;
	let best: ( typeof RATIOS )[ number ] | null = null;
	let bestDistance = Infinity;
	for ( const candidate of RATIOS ) {
		const distance = Math.abs( ratio - candidate.ratio ) / candidate.ratio;
		if ( distance < bestDistance ) {
			best = candidate;
			bestDistance = distance;
		}
	}
	return best && bestDistance <= 0.1
		? `wp-embed-aspect-${ best.name } wp-has-aspect-ratio`
		: '';
}
