/**
 * An image's aspect ratio, the one number every layout reads (the mosaic's
 * rows, the saved widths). Its own file so that save does not import the
 * mosaic rules (mosaic.ts), which only the editor runs.
 */
/** width / height, or 1 when either is missing, zero or not a number. */
function size( value: unknown ): number {
	if ( typeof value === 'number' ) {
		return value;
	}
	return typeof value === 'string' ? Number( value ) : NaN;
}

export function aspectRatio( width: unknown, height: unknown ): number {
	const w = size( width );
	const h = size( height );
	if (
		! Number.isFinite( w ) ||
		! Number.isFinite( h ) ||
		w <= 0 ||
		h <= 0
	) {
		return 1;
	}
	// Sizes far apart (1 × 5e-324) overflow to Infinity or underflow to 0.
	const ratio = w / h;
	return Number.isFinite( ratio ) && ratio > 0 ? ratio : 1;
}
