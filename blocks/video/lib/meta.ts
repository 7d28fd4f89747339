/**
 * Video media meta (spec 3 sections 3, 4 and 5): rating, allow_download,
 * privacy_setting, title and description.
 */
import { __ } from '@wordpress/i18n';

export const RATINGS = [ 'G', 'PG-13', 'R-17' ] as const;
export type Rating = ( typeof RATINGS )[ number ];

/** A stored rating as the control shows it: X-18 reads as R-17; unknown as G. */
export function normalizeRating( value: unknown ): Rating {
	if ( value === 'X-18' ) {
		return 'R-17';
	}
	return RATINGS.includes( value as Rating ) ? ( value as Rating ) : 'G';
}

export const PRIVACY_PUBLIC = 0;
export const PRIVACY_PRIVATE = 1;
export const PRIVACY_SITE_DEFAULT = 2;

export function privacyOptions() {
	return [
		{
			value: String( PRIVACY_SITE_DEFAULT ),
			label: __( 'Site default', 'orbit-blocks' ),
		},
		{
			value: String( PRIVACY_PUBLIC ),
			label: __( 'Public', 'orbit-blocks' ),
		},
		{
			value: String( PRIVACY_PRIVATE ),
			label: __( 'Private', 'orbit-blocks' ),
		},
	];
}

export function normalizePrivacy( value: unknown ): number {
	const number = Number( value );
	return [ PRIVACY_PUBLIC, PRIVACY_PRIVATE, PRIVACY_SITE_DEFAULT ].includes(
		number
	)
		? number
		: PRIVACY_SITE_DEFAULT;
}

export type MetaChange =
	| { rating: Rating }
	| { allow_download: 0 | 1 }
	| { privacy_setting: number }
	| { title?: string; description?: string };

/**
 * Applies a change at once, sends it, and reverts to the previous value if
 * the call fails or does not answer data 200 (spec 3 section 4). Resolves
 * whether the change stuck.
 */
export async function applyOptimistically< T >(
	previous: T,
	next: T,
	apply: ( value: T ) => void,
	send: () => Promise< unknown >
): Promise< boolean > {
	apply( next );
	try {
		const response = ( await send() ) as { data?: unknown } | null;
		if ( response?.data !== 200 ) {
			throw new Error( 'meta update failed' );
		}
		return true;
	} catch {
		apply( previous );
		return false;
	}
}

/** Rows of the description field: one per 31 characters, 4 to 12 (spec 3 section 9). */
export function descriptionRows( description: string ): number {
	const rows = ( description || '' )
		.split( '\n' )
		.reduce(
			( total, line ) =>
				total + Math.max( 1, Math.ceil( line.length / 31 ) ),
			0
		);
	return Math.min( 12, Math.max( 4, rows ) );
}
