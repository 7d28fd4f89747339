/**
 * The network's AI card's usage table (Network Admin → Settings → Orbit
 * Blocks): each site's AI requests this month and last month, 100 sites a
 * page, and the network's totals, from GET orbit-blocks/v1/network-ai-usage
 * (php-stubs/includes/rest/network-settings.php). Each site counts its own
 * requests (its usage log); a site's own Settings → Orbit Blocks shows them
 * per user.
 */
import { Button } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import UsageNotReady, {
	loadUsageReport,
	monthName,
	resetDay,
	type LoadedReport,
} from './usage-not-ready';
import { UsageTable } from './usage-table';
import type { NetworkAiUsageReport } from './types';

export const NETWORK_AI_USAGE_PATH = '/orbit-blocks/v1/network-ai-usage';

type Loaded = LoadedReport< NetworkAiUsageReport >;

export default function NetworkAiUsage() {
	const [ page, setPage ] = useState( 1 );
	const [ loaded, setLoaded ] = useState< Loaded >( { state: 'loading' } );

	useEffect( () => {
		setLoaded( { state: 'loading' } );
		return loadUsageReport(
			addQueryArgs( NETWORK_AI_USAGE_PATH, { page } ),
			setLoaded
		);
	}, [ page ] );

	if ( loaded.state !== 'ready' ) {
		return <UsageNotReady loaded={ loaded } />;
	}
	const { report } = loaded;
	const first = ( report.page - 1 ) * report.perPage + 1;
	const last = first + report.sites.length - 1;
	return (
		<div className="orbit-blocks-settings__usage">
			<UsageTable
				headingId="orbit-blocks-network-ai-usage"
				heading={ __( 'AI usage by site', 'orbit-blocks' ) }
				columns={ [
					__( 'Site', 'orbit-blocks' ),
					__( 'Address', 'orbit-blocks' ),
					monthName( report.thisMonth ),
					monthName( report.lastMonth ),
				] }
			>
				<tbody>
					{ report.sites.map( ( site ) => (
						<tr key={ site.id }>
							<th scope="row">
								{ site.name ||
									__( '(no title)', 'orbit-blocks' ) }
							</th>
							<td>
								<a href={ site.address }>{ site.address }</a>
							</td>
							<td>{ site.thisMonth }</td>
							<td>{ site.lastMonth }</td>
						</tr>
					) ) }
				</tbody>
				<tfoot>
					<tr>
						<th scope="row" colSpan={ 2 }>
							{ report.totalPartial
								? sprintf(
										/* translators: %d: how many sites the total counts. */
										__(
											'The network (the first %d sites)',
											'orbit-blocks'
										),
										report.totalSites
								  )
								: __( 'The whole network', 'orbit-blocks' ) }
						</th>
						<td>{ report.total.thisMonth }</td>
						<td>{ report.total.lastMonth }</td>
					</tr>
				</tfoot>
			</UsageTable>
			{ report.pages > 1 && (
				<p className="orbit-blocks-settings__usage-pages">
					<Button
						variant="secondary"
						onClick={ () => setPage( report.page - 1 ) }
						disabled={ report.page <= 1 }
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{ __( 'Previous sites', 'orbit-blocks' ) }
					</Button>{ ' ' }
					<span>
						{ sprintf(
							/* translators: 1: the first site shown, 2: the last site shown, 3: how many sites the network has. */
							__( 'Sites %1$d–%2$d of %3$d', 'orbit-blocks' ),
							first,
							last,
							report.siteCount
						) }
					</span>{ ' ' }
					<Button
						variant="secondary"
						onClick={ () => setPage( report.page + 1 ) }
						disabled={ report.page >= report.pages }
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{ __( 'Next sites', 'orbit-blocks' ) }
					</Button>
				</p>
			) }
			<p className="orbit-blocks-settings__usage-note">
				{ sprintf(
					/* translators: %s: a date, e.g. December 1, 2026. */
					__(
						'Each site counts the requests its AI server answered; the offline responder’s answers never count. Counts start again on %s. A site’s own Orbit Blocks settings show its requests by user.',
						'orbit-blocks'
					),
					resetDay( report.nextReset )
				) }
			</p>
		</div>
	);
}
