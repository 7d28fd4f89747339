/**
 * The button's classes and inline style, from its attributes: one function
 * for save.tsx and the editor preview, mirrored by
 * blocks/button/render.php for buttons that are not saved in the
 * post. Custom colours and gradients reach the style only when the shared
 * validator accepts them; URLs only when they are http(s), mailto or tel,
 * or relative.
 */
import { isValidColor, isValidGradient } from '../../shared/color';

export interface ButtonAttributes {
	element: 'a' | 'button' | 'input';
	saveInPostContent: boolean;
	uniqueId?: string;
	passthroughAttributes?: Record< string, string >;
	text?: string;
	placeholder?: string;
	url?: string;
	textColor?: string;
	customTextColor?: string;
	backgroundColor?: string;
	customBackgroundColor?: string;
	gradient?: string;
	customGradient?: string;
	borderRadius?: number;
	width?: string;
	align?: string;
	className?: string;
	fontSize?: string;
}

export const BORDER_RADIUS = { min: 0, max: 50, initial: 5 } as const;

const slugClass = ( slug: string | undefined, pattern: string ) => {
	const clean = ( slug ?? '' ).toLowerCase().replace( /[^a-z0-9-]/g, '' );
	return clean ? pattern.replace( '%s', clean ) : '';
};

export function linkClassName( attributes: ButtonAttributes ): string {
	const {
		textColor,
		customTextColor,
		backgroundColor,
		customBackgroundColor,
		gradient,
		customGradient,
	} = attributes;
	const hasText = !! textColor || isValidColor( customTextColor );
	const hasGradient = !! gradient || isValidGradient( customGradient );
	const hasBackground =
		!! backgroundColor ||
		isValidColor( customBackgroundColor ) ||
		hasGradient;
	return [
		'wp-block-button__link',
		'wp-element-button',
		hasText && 'has-text-color',
		slugClass( textColor, 'has-%s-color' ),
		hasBackground && 'has-background',
		slugClass( backgroundColor, 'has-%s-background-color' ),
		hasGradient && 'has-gradient-background',
		slugClass( gradient, 'has-%s-gradient-background' ),
		attributes.borderRadius === 0 && 'no-border-radius',
	]
		.filter( Boolean )
		.join( ' ' );
}

/** Only what is valid; a named palette colour wins over a custom one. */
export function linkStyle(
	attributes: ButtonAttributes
): Record< string, string > {
	const style: Record< string, string > = {};
	if (
		! attributes.textColor &&
		isValidColor( attributes.customTextColor )
	) {
		style.color = attributes.customTextColor;
	}
	if (
		! attributes.gradient &&
		isValidGradient( attributes.customGradient )
	) {
		style.background = attributes.customGradient;
	} else if (
		! attributes.backgroundColor &&
		! attributes.gradient &&
		isValidColor( attributes.customBackgroundColor )
	) {
		style.backgroundColor = attributes.customBackgroundColor;
	}
	const radius = attributes.borderRadius;
	if (
		typeof radius === 'number' &&
		Number.isFinite( radius ) &&
		radius >= BORDER_RADIUS.min &&
		radius <= BORDER_RADIUS.max
	) {
		style.borderRadius = `${ radius }px`;
	}
	if (
		attributes.width &&
		/^\d+(\.\d+)?(%|px|em)$/.test( attributes.width )
	) {
		style.width = attributes.width;
	}
	return style;
}

/** http(s), mailto, tel and relative URLs; anything else is dropped. */
export function safeUrl( url: string | undefined ): string | undefined {
	const value = ( url ?? '' ).trim();
	if ( ! value ) {
		return undefined;
	}
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec( value )?.[ 1 ]?.toLowerCase();
	if ( scheme === undefined ) {
		// Relative: no spaces or control characters that could hide a scheme.
		return [ ...value ].some( ( char ) => char.charCodeAt( 0 ) <= 32 )
			? undefined
			: value;
	}
	return [ 'http', 'https', 'mailto', 'tel' ].includes( scheme )
		? value
		: undefined;
}

/** An id for the element, when a parent block gave the button one. */
export function safeId( uniqueId: string | undefined ): string | undefined {
	return uniqueId && /^[A-Za-z][\w-]*$/.test( uniqueId )
		? uniqueId
		: undefined;
}
