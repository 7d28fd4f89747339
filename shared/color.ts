/**
 * The shared colour validator (spec 1 section 5, spec 2 "Button"): a custom
 * colour or gradient reaches saved markup (an inline style) only when it is
 * one of the CSS forms below, so that no input can close the declaration and
 * smuggle in other CSS (url(), expression(), a second property).
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const ARG = String.raw`${ NUMBER }(?:%|deg|rad|grad|turn)?`;
// rgb()/rgba()/hsl()/hsla(), comma or space separated, optional alpha.
const FUNCTIONAL = new RegExp(
	String.raw`^(?:rgba?|hsla?)\(\s*${ ARG }(?:\s*,\s*|\s+)${ ARG }(?:\s*,\s*|\s+)${ ARG }(?:\s*(?:,|\/)\s*${ ARG })?\s*\)$`,
	'i'
);
const PRESET_VAR = /^var\(--wp--preset--color--[a-z0-9-]+\)$/;
const NAMED = /^(?:[a-z]{3,20}|transparent|currentcolor)$/i;

export function isValidColor( value: unknown ): value is string {
	if ( typeof value !== 'string' ) {
		return false;
	}
	const color = value.trim();
	return (
		HEX.test( color ) ||
		FUNCTIONAL.test( color ) ||
		PRESET_VAR.test( color ) ||
		NAMED.test( color )
	);
}

/**
 * linear-, radial- or conic-gradient (optionally repeating) whose arguments
 * hold only colours, numbers, units, keywords and commas: no url(), no
 * quotes, no semicolons or braces.
 */
const GRADIENT =
	/^(?:repeating-)?(?:linear|radial|conic)-gradient\((?:[a-z0-9#%.,\s/+-]|\((?:[a-z0-9#%.,\s/+-])*\))*\)$/i;

export function isValidGradient( value: unknown ): value is string {
	return (
		typeof value === 'string' &&
		GRADIENT.test( value.trim() ) &&
		! /url\s*\(|expression\s*\(/i.test( value )
	);
}
