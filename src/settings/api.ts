/**
 * The settings screen's requests (php-stubs/includes/rest/settings.php).
 * apiFetch sends the REST nonce WordPress gives the page.
 */
import apiFetch from '@wordpress/api-fetch';
import type { Draft, SettingsState, TestOutcome } from './types';

export const SETTINGS_PATH = '/orbit-blocks/v1/settings';

export function fetchSettings(): Promise< SettingsState > {
	return apiFetch< SettingsState >( { path: SETTINGS_PATH } );
}

/** Saves fields (a secret sent as '' stays as it is) and removes others. */
export function saveSettings(
	values: Record< string, Draft >,
	remove: string[] = []
): Promise< SettingsState > {
	return apiFetch< SettingsState >( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: remove.length ? { ...values, remove } : values,
	} );
}

export function testSection( test: string ): Promise< TestOutcome > {
	return apiFetch< TestOutcome >( {
		path: `${ SETTINGS_PATH }/test/${ encodeURIComponent( test ) }`,
		method: 'POST',
	} );
}

/** A failed request's message (WordPress's REST error, or the network's). */
export function errorMessage( error: unknown ): string {
	const message = ( error as { message?: unknown } )?.message;
	return typeof message === 'string' && message ? message : String( error );
}

/** The field a REST validation error names, if any. */
export function errorField( error: unknown ): string {
	const field = ( error as { data?: { field?: unknown } } )?.data?.field;
	return typeof field === 'string' ? field : '';
}
