/**
 * Subscriber counts from GET subscribers/counts; "—" for a count not known.
 */
import { __, _x } from '@wordpress/i18n';
import type { SubscriberCounts as Counts } from '../../../store/memberships';

export function SubscriberCounts( { counts }: { counts: Counts } ) {
	const rows: Array< [ string, number | null ] > = [
		[ __( 'Email subscribers', 'orbit-blocks' ), counts.emailSubscribers ],
		[ __( 'Paid subscribers', 'orbit-blocks' ), counts.paidSubscribers ],
		[ __( 'Social followers', 'orbit-blocks' ), counts.socialFollowers ],
	];
	return (
		<dl className="orbit-membership-products__counts">
			{ rows.map( ( [ label, value ] ) => (
				<div key={ label } className="orbit-membership-products__count">
					<dt>{ label }</dt>
					<dd>
						{ value === null
							? _x( '—', 'count not known', 'orbit-blocks' )
							: value.toLocaleString() }
					</dd>
				</div>
			) ) }
		</dl>
	);
}
