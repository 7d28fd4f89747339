/**
 * The screen's own check of what was typed, before anything is sent: the
 * same rules as the route (php-stubs/includes/settings-rules.php), which
 * checks again.
 */
import { __ } from '@wordpress/i18n';
import type { FieldSpec } from './sections';

export const MAX_LENGTH = 500;

/** Why a typed value cannot be saved, or '' when it can. */
export function draftProblem( field: FieldSpec, draft: string ): string {
	const value = draft.trim();
	if ( ! value ) {
		return '';
	}
	// eslint-disable-next-line no-control-regex
	if ( value.length > MAX_LENGTH || /[\u0000-\u001f\u007f]/.test( value ) ) {
		return __(
			'This must be one line of at most 500 characters.',
			'orbit-blocks'
		);
	}
	if ( field.kind === 'url' && ! isWebAddress( value ) ) {
		return __(
			'This must be an address starting with http:// or https://.',
			'orbit-blocks'
		);
	}
	if (
		field.kind === 'count' &&
		( ! /^\d+$/.test( value ) || Number( value ) < 1 )
	) {
		return __(
			'This must be a whole number of at least 1, or empty for no limit.',
			'orbit-blocks'
		);
	}
	if ( field.name === 'mapbox_token' && ! /^pk\.[\w.-]+$/.test( value ) ) {
		return __(
			'That is not a public Mapbox access token: it starts with "pk.".',
			'orbit-blocks'
		);
	}
	return '';
}

function isWebAddress( value: string ): boolean {
	try {
		const url = new URL( value );
		return (
			( url.protocol === 'http:' || url.protocol === 'https:' ) &&
			url.hostname !== ''
		);
	} catch {
		return false;
	}
}
