/**
 * The query-string notices on load (spec 3 section 2): after returning from
 * an upgrade or from the payment provider, the editor's address carries
 * plan_upgraded, stripe_connect_success or stripe_connect_cancelled. Each
 * gives one notice.
 */
import { __ } from '@wordpress/i18n';
import { getEditorState } from '../../shared/editor-state';

export interface QueryNotice {
	arg: string;
	status: 'success' | 'info';
	message: string;
	actions?: Array< { label: string; url: string } >;
}

/**
 * Where "View my plan" leads: the Plans card of Settings → Orbit Blocks,
 * where the site's plans service and plan are set (administrators only).
 */
function myPlanUrl(): string {
	const { settingsUrl, user } = getEditorState();
	return settingsUrl && user.canManageOptions
		? `${ settingsUrl }#orbit-blocks-settings-plans`
		: '';
}

/** The notices the address asks for, in the spec's order. */
export function queryNotices( href: string ): QueryNotice[] {
	const url = new URL( href );
	const has = ( name: string ) => url.searchParams.has( name );
	const notices: QueryNotice[] = [];
	if ( has( 'plan_upgraded' ) ) {
		notices.push( {
			arg: 'plan_upgraded',
			status: 'success',
			// Spec 3 names only "a congratulation notice"; the words are ours.
			message: __(
				'Congratulations! Your site is now on a paid plan.',
				'orbit-blocks'
			),
			actions: myPlanUrl()
				? [
						{
							label: __( 'View my plan', 'orbit-blocks' ),
							url: myPlanUrl(),
						},
				  ]
				: [],
		} );
	}
	if ( has( 'stripe_connect_success' ) ) {
		notices.push( {
			arg: 'stripe_connect_success',
			status: 'success',
			message: __(
				'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
				'orbit-blocks'
			),
		} );
	}
	if ( has( 'stripe_connect_cancelled' ) ) {
		notices.push( {
			arg: 'stripe_connect_cancelled',
			status: 'info',
			message: __(
				'You cancelled connecting your site to Stripe.',
				'orbit-blocks'
			),
		} );
	}
	return notices;
}
