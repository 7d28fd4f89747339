/**
 * What the usage tables share (ai-usage.tsx, network-usage.tsx): loading a
 * report, a month's name, the day the counts start again, and what a table
 * shows until its report arrives: a spinner while it loads, the request's
 * error when it failed.
 */
import apiFetch from '@wordpress/api-fetch';
import { Notice, Spinner } from '@wordpress/components';
import { dateI18n, getSettings } from '@wordpress/date';
import { __ } from '@wordpress/i18n';
import { errorMessage } from './api';

/** "2026-11" as the site's locale writes a month ("November 2026"). */
export function monthName( month: string ): string {
	return dateI18n( 'F Y', `${ month }-15T12:00:00`, undefined );
}

/** "2026-12-01" as the site's date format writes it. */
export function resetDay( day: string ): string {
	return dateI18n(
		getSettings().formats.date,
		`${ day }T12:00:00`,
		undefined
	);
}

export type NotReady =
	| { state: 'loading' }
	| { state: 'failed'; message: string };

export type LoadedReport< Report > =
	| NotReady
	| { state: 'ready'; report: Report };

/**
 * Fetches the report at `path` and hands it (or the request's error) to
 * `setLoaded`, unless the returned function was called first (the table
 * went away, or asked for another page).
 */
export function loadUsageReport< Report >(
	path: string,
	setLoaded: ( loaded: LoadedReport< Report > ) => void
): () => void {
	let live = true;
	apiFetch< Report >( { path } ).then(
		( report ) => live && setLoaded( { state: 'ready', report } ),
		( error ) =>
			live &&
			setLoaded( { state: 'failed', message: errorMessage( error ) } )
	);
	return () => {
		live = false;
	};
}

export default function UsageNotReady( { loaded }: { loaded: NotReady } ) {
	if ( loaded.state === 'loading' ) {
		return (
			<p className="orbit-blocks-settings__usage-loading">
				<Spinner /> { __( 'Loading AI usage…', 'orbit-blocks' ) }
			</p>
		);
	}
	return (
		<Notice status="error" isDismissible={ false }>
			{ loaded.message }
		</Notice>
	);
}
