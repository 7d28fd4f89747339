/**
 * Error handling of the picker's calls (spec 3 section 8): an errors array
 * in a response uses its first entry's code and message;
 * authorization_required means "show the connect screen";
 * internal_server_error shows "Internal server error"; anything else shows
 * its message. Copy answers may carry per-item errors: the first one's key
 * and message are shown.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { CopyResult, CopiedMedia } from './types';

export const AUTHORIZATION_REQUIRED = 'authorization_required';

export interface PickerError {
	code: string;
	message: string;
}

export function readError( error: unknown ): PickerError {
	let value = error as Record< string, unknown > | null | undefined;
	if (
		value &&
		Array.isArray( value.errors ) &&
		value.errors.length > 0 &&
		value.errors[ 0 ] &&
		typeof value.errors[ 0 ] === 'object'
	) {
		value = value.errors[ 0 ] as Record< string, unknown >;
	}
	const code =
		value && typeof value.code === 'string' ? value.code : 'unknown_error';
	if ( code === 'internal_server_error' ) {
		return { code, message: __( 'Internal server error', 'orbit-blocks' ) };
	}
	const message =
		value && typeof value.message === 'string' && value.message !== ''
			? value.message
			: __( 'An unknown error occurred.', 'orbit-blocks' );
	return { code, message };
}

export function isAuthorizationRequired( error: PickerError ): boolean {
	return error.code === AUTHORIZATION_REQUIRED;
}

/** The first per-item error of a copy answer, as a notice text, or null. */
export function firstCopyError( results: CopyResult[] ): PickerError | null {
	for ( const result of results ) {
		if ( result && 'errors' in result && result.errors ) {
			const [ key ] = Object.keys( result.errors );
			if ( key === undefined ) {
				continue;
			}
			const raw = result.errors[ key ];
			const message = Array.isArray( raw )
				? String( raw[ 0 ] ?? '' )
				: String( raw );
			return {
				code: key,
				message: sprintf(
					/* translators: 1: error code, 2: error message */
					__( '%1$s: %2$s', 'orbit-blocks' ),
					key,
					message
				),
			};
		}
	}
	return null;
}

export function isCopiedMedia( result: CopyResult ): result is CopiedMedia {
	return (
		!! result &&
		! ( 'errors' in result ) &&
		typeof ( result as CopiedMedia ).ID === 'number' &&
		typeof ( result as CopiedMedia ).URL === 'string'
	);
}
