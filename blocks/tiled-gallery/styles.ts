/**
 * The four layouts as block styles (is-style-<name>) and the filters
 * (spec 3 section 3).
 */
import { __ } from '@wordpress/i18n';
import { DEFAULT_LAYOUT, FILTERS, LAYOUTS } from './constants';
import type { FilterName, LayoutName } from './constants';

export function layoutStyles() {
	return [
		{
			name: 'rectangular',
			label: __( 'Tiled mosaic', 'orbit-blocks' ),
			isDefault: true,
		},
		{ name: 'circle', label: __( 'Circles', 'orbit-blocks' ) },
		{ name: 'square', label: __( 'Square tiles', 'orbit-blocks' ) },
		{ name: 'columns', label: __( 'Tiled columns', 'orbit-blocks' ) },
	];
}

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
