/**
 * The wrapper's top padding: the GIF's height over its width, so that the
 * frame keeps the GIF's shape at any width (spec 2 "GIF": default 56.2%).
 * Only what save() needs is here (the editor entry holds it); the ratio is
 * computed in giphy.ts.
 */
export const DEFAULT_PADDING_TOP = '56.2%';

/** A padding the saved style may carry: a plain percentage, else the default. */
export function safePaddingTop( value: unknown ): string {
	return typeof value === 'string' && /^\d{1,3}(\.\d{1,3})?%$/.test( value )
		? value
		: DEFAULT_PADDING_TOP;
}
