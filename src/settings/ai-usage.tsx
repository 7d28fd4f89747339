/**
 * The AI card's usage table (administrators: the whole screen is theirs):
 * requests per user this month and last month, each user's last use, and
 * the site's totals, from GET orbit-blocks/v1/ai-usage
 * (php-stubs/includes/ai/policy.php). "Start this month again" clears this
 * month's counts (DELETE wpcom/v2/ai/ai-assistant-feature), for a site owner
 * who raised a limit mid-month and wants everyone back at once.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button } from '@wordpress/components';
import { dateI18n, getSettings } from '@wordpress/date';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { errorMessage } from './api';
import UsageNotReady, {
	loadUsageReport,
	monthName,
	resetDay,
	type LoadedReport,
} from './usage-not-ready';
import { UsageTable } from './usage-table';
import type { AiUsageReport } from './types';

export const AI_USAGE_PATH = '/orbit-blocks/v1/ai-usage';
const RESET_PATH = '/wpcom/v2/ai/ai-assistant-feature';

type Loaded = LoadedReport< AiUsageReport >;

export default function AiUsage() {
	const [ loaded, setLoaded ] = useState< Loaded >( { state: 'loading' } );
	const [ resetting, setResetting ] = useState( false );

	const load = useCallback(
		() => loadUsageReport( AI_USAGE_PATH, setLoaded ),
		[]
	);
	useEffect( load, [ load ] );

	const reset = async () => {
		setResetting( true );
		try {
			await apiFetch( { path: RESET_PATH, method: 'DELETE' } );
			load();
		} catch ( error ) {
			setLoaded( { state: 'failed', message: errorMessage( error ) } );
		} finally {
			setResetting( false );
		}
	};

	if ( loaded.state !== 'ready' ) {
		return <UsageNotReady loaded={ loaded } />;
	}
	const { report } = loaded;
	const dateFormat = getSettings().formats.datetime;
	return (
		<div className="orbit-blocks-settings__usage">
			<UsageTable
				headingId="orbit-blocks-ai-usage"
				heading={ __( 'AI usage', 'orbit-blocks' ) }
				columns={ [
					__( 'User', 'orbit-blocks' ),
					monthName( report.thisMonth ),
					monthName( report.lastMonth ),
					__( 'Last use', 'orbit-blocks' ),
				] }
			>
				<tbody>
					{ report.users.length === 0 && (
						<tr>
							<td colSpan={ 4 }>
								{ __(
									'No AI requests have counted in these two months.',
									'orbit-blocks'
								) }
							</td>
						</tr>
					) }
					{ report.users.map( ( user ) => (
						<tr key={ user.id }>
							<th scope="row">{ user.name }</th>
							<td>{ user.thisMonth }</td>
							<td>{ user.lastMonth }</td>
							<td>
								{ user.lastUse
									? dateI18n(
											dateFormat,
											user.lastUse,
											undefined
									  )
									: '—' }
							</td>
						</tr>
					) ) }
				</tbody>
				<tfoot>
					<tr>
						<th scope="row">
							{ __( 'The whole site', 'orbit-blocks' ) }
						</th>
						<td>{ report.total.thisMonth }</td>
						<td>{ report.total.lastMonth }</td>
						<td />
					</tr>
				</tfoot>
			</UsageTable>
			<p className="orbit-blocks-settings__usage-note">
				{ sprintf(
					/* translators: %s: a date, e.g. December 1, 2026. */
					__(
						'Only requests answered by the AI server count. Counts start again on %s.',
						'orbit-blocks'
					),
					resetDay( report.nextReset )
				) }
			</p>
			{ report.canReset === false ? (
				<p className="orbit-blocks-settings__usage-note">
					{ __(
						'The network administrator set the monthly limits: only they can start the counts again.',
						'orbit-blocks'
					) }
				</p>
			) : (
				<Button
					variant="secondary"
					onClick={ reset }
					isBusy={ resetting }
					disabled={ resetting || report.total.thisMonth === 0 }
					__next40pxDefaultSize
				>
					{ __( 'Start this month’s counts again', 'orbit-blocks' ) }
				</Button>
			) }
		</div>
	);
}
