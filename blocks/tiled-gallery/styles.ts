/**
 * The layout (the block style, is-style-<name>; block.json lists the
 * four), the filters and the rounded corners (spec 3 section 3).
 */
import { DEFAULT_LAYOUT, FILTERS, LAYOUTS } from './constants';
import type { FilterName, LayoutName } from './constants';

/** The layout named by className's is-style-* class (the default when none). */
export function layoutOf( className: string | undefined ): LayoutName {
	const match = /(?:^|\s)is-style-([\w-]+)/.exec( className ?? '' );
	const name = match?.[ 1 ] as LayoutName | undefined;
	return name && LAYOUTS.includes( name ) ? name : DEFAULT_LAYOUT;
}

export function isFilter( value: unknown ): value is FilterName {
	return FILTERS.includes( value as FilterName );
}

/** Rounded corners: 0..20, and none for circles. */
export function cornersFor( layout: LayoutName, corners: unknown ): number {
	const value = Math.round( Number( corners ) );
	if ( layout === 'circle' || ! Number.isFinite( value ) ) {
		return 0;
	}
	return Math.max( 0, Math.min( 20, value ) );
}
