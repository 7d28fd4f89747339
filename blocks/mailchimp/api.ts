/** The newsletter calls of the editor (spec 2 section 7). */
import apiFetch from '@wordpress/api-fetch';
import type { InterestCategory } from './types';

export const MAILCHIMP_PATH = '/wpcom/v2/mailchimp';
export const GROUPS_PATH = '/wpcom/v2/mailchimp/groups';

export interface MailchimpStatus {
	code?: string;
	connect_url?: string | null;
}

export const fetchMailchimpStatus = () =>
	apiFetch< MailchimpStatus >( { path: MAILCHIMP_PATH } );

export async function fetchGroups(): Promise< InterestCategory[] > {
	const response = await apiFetch< { interest_categories?: unknown } >( {
		path: GROUPS_PATH,
	} );
	return Array.isArray( response?.interest_categories )
		? ( response.interest_categories as InterestCategory[] )
		: [];
}

/** The server's message of a failed call, or a general one. */
export function errorMessage( error: unknown, fallback: string ): string {
	const message = ( error as { message?: unknown } )?.message;
	return typeof message === 'string' && message ? message : fallback;
}
