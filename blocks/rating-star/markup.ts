/**
 * The wrapper's class and inline style, from the attributes: one function
 * for save.tsx and the editor. The colour reaches the style only when the
 * shared validator (shared/color.ts) accepts it.
 */
import { isValidColor } from '../../shared/color';
import { clampAlignment } from './rating';

export function alignmentClassName( align: unknown ): string {
	return `has-text-align-${ clampAlignment( align ) }`;
}

export function colorStyle( color: unknown ): { color?: string } {
	return isValidColor( color ) ? { color: color.trim() } : {};
}
