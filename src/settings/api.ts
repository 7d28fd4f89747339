/**
 * The settings screen's requests (php-stubs/includes/rest/settings.php).
 * apiFetch sends the REST nonce WordPress gives the page.
 */
import apiFetch from '@wordpress/api-fetch';
import type { Draft, SettingsState, TestOutcome } from './types';

export const SETTINGS_PATH = '/orbit-blocks/v1/settings';
/** The network's screen (multisite): php-stubs/includes/rest/network-settings.php. */
export const NETWORK_SETTINGS_PATH = '/orbit-blocks/v1/network-settings';

const settingsPath = ( network: boolean ) =>
	network ? NETWORK_SETTINGS_PATH : SETTINGS_PATH;

export function fetchSettings( network = false ): Promise< SettingsState > {
	return apiFetch< SettingsState >( { path: settingsPath( network ) } );
}

/** Saves fields (a secret sent as '' stays as it is) and removes others. */
export function saveSettings(
	values: Record< string, Draft >,
	remove: string[] = [],
	network = false
): Promise< SettingsState > {
	return apiFetch< SettingsState >( {
		path: settingsPath( network ),
		method: 'POST',
		data: remove.length ? { ...values, remove } : values,
	} );
}

export function testSection(
	test: string,
	network = false
): Promise< TestOutcome > {
	return apiFetch< TestOutcome >( {
		path: `${ settingsPath( network ) }/test/${ encodeURIComponent(
			test
		) }`,
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
