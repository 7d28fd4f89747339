/**
 * The wrapper's top padding: the GIF's height over its width, so that the
 * frame keeps the GIF's shape at any width (spec 2 "GIF": default 56.2%).
 */
export const DEFAULT_PADDING_TOP = '56.2%';

/**
 * "h/w %" of the original image, to one decimal, between 1% and 400% (a
 * sliver or a tower stays usable); the default when the sizes are missing
 * or not positive numbers.
 */
export function paddingTopOf( width: unknown, height: unknown ): string {
	const w = Number( width );
	const h = Number( height );
	if (
		! Number.isFinite( w ) ||
		! Number.isFinite( h ) ||
		w <= 0 ||
		h <= 0
	) {
		return DEFAULT_PADDING_TOP;
	}
	const ratio = Math.min( 400, Math.max( 1, ( h / w ) * 100 ) );
	return `${ Math.round( ratio * 10 ) / 10 }%`;
}

/** A padding the saved style may carry: a plain percentage, else the default. */
export function safePaddingTop( value: unknown ): string {
	return typeof value === 'string' && /^\d{1,3}(\.\d{1,3})?%$/.test( value )
		? value
		: DEFAULT_PADDING_TOP;
}
