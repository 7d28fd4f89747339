/**
 * What the usage tables share (ai-usage.tsx, network-usage.tsx): a month's
 * name, and what a table shows until its report arrives: a spinner while it
 * loads, the request's error when it failed.
 */
import { Notice, Spinner } from '@wordpress/components';
import { dateI18n } from '@wordpress/date';
import { __ } from '@wordpress/i18n';

/** "2026-11" as the site's locale writes a month ("November 2026"). */
export function monthName( month: string ): string {
	return dateI18n( 'F Y', `${ month }-15T12:00:00`, undefined );
}

export type NotReady =
	| { state: 'loading' }
	| { state: 'failed'; message: string };

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
