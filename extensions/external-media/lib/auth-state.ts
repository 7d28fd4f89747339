/**
 * Per-source authenticated state (spec 3 section 4), shared by every picker
 * opened in this editor session: every source starts unauthenticated; a
 * successful list or connect sets it, authorization_required or a
 * disconnect clears it.
 */
import type { ExternalSource } from './constants';

const state: Partial< Record< ExternalSource, boolean > > = {};

export function isAuthenticated( source: ExternalSource ): boolean {
	return state[ source ] === true;
}

export function setAuthenticated(
	source: ExternalSource,
	value: boolean
): void {
	state[ source ] = value;
}

/** For tests: every source unauthenticated again. */
export function resetAuthState(): void {
	for ( const key of Object.keys( state ) ) {
		delete state[ key as ExternalSource ];
	}
}
