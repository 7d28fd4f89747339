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

export interface SourceFeatures {
	albums: boolean;
	filters: boolean;
}

const features: Partial< Record< ExternalSource, SourceFeatures > > = {};

/**
 * What the source's service offers (the list answer's meta.features), as
 * last answered in this session, so a picker opened again shows the right
 * views at once; both until a list says otherwise.
 */
export function sourceFeatures( source: ExternalSource ): SourceFeatures {
	return features[ source ] ?? { albums: true, filters: true };
}

/** Reads meta.features of a list answer: absent means both. */
export function setSourceFeatures(
	source: ExternalSource,
	answered?: { albums?: boolean; filters?: boolean }
): SourceFeatures {
	const next = {
		albums: answered?.albums !== false,
		filters: answered?.filters !== false,
	};
	features[ source ] = next;
	return next;
}

/** For tests: every source unauthenticated again, its features unknown. */
export function resetAuthState(): void {
	for ( const key of Object.keys( state ) ) {
		delete state[ key as ExternalSource ];
	}
	for ( const key of Object.keys( features ) ) {
		delete features[ key as ExternalSource ];
	}
}
