/**
 * The upgrade banner above a paid block (spec 3 sections 2, 4 and 7):
 * "Premium Block", "Upgrade to {plan} to use this premium block" and
 * Upgrade, which becomes Redirecting… once clicked and leaves for the
 * plan's checkout. Each showing records one banner impression; the click
 * records an upgrade click.
 */
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import { prepareEditorReturn } from '../../shared/editor-return';
import { navigateTo } from '../../shared/navigate';
import { getService, serviceUrl } from '../../shared/services';
import {
	trackBannerImpression,
	trackUpgradeClick,
} from '../../shared/payments-events';
import { store as plansStore } from '../../store/plans';
import './banner.scss';

/**
 * The plan's checkout, <checkout>/<site>/<plan>, returning to this editor
 * with plan_upgraded=1. The checkout is the service "plans-checkout": the
 * plans service a host or administrator configured, or the local stand-in
 * under npm start (php-stubs/includes/rest/plans-checkout.php); '' when the
 * site has none (then no Upgrade button leads anywhere).
 */
export function upgradeUrl( plan: string, href: string ): string {
	const site = new URL( href ).host;
	const checkout = getService( 'plans-checkout', { url: '' } );
	if ( ! checkout.url ) {
		return '';
	}
	return serviceUrl(
		checkout,
		`${ encodeURIComponent( site ) }/${ encodeURIComponent( plan ) }`,
		{ redirect_to: addQueryArgs( href, { plan_upgraded: 1 } ) }
	);
}

export default function UpgradeBanner( {
	blockName,
	plan,
}: {
	blockName: string;
	plan: string;
} ) {
	const [ redirecting, setRedirecting ] = useState( false );
	const hasCheckout = !! getService( 'plans-checkout', { url: '' } ).url;
	const planName = useSelect(
		( select ) => {
			const plans = select( plansStore ) as unknown as {
				getPlans: () => unknown;
				getPlanShortName: ( slug: string ) => string | null;
			};
			plans.getPlans();
			return plans.getPlanShortName( plan );
		},
		[ plan ]
	);

	// The block's toolbar floats just above the block, where the banner is;
	// unless the author keeps the toolbar at the top, the banner leaves it
	// room (banner.scss).
	const fixedToolbar = useSelect( ( select ) => {
		const preferences = select( 'core/preferences' ) as
			| { get?: ( scope: string, name: string ) => unknown }
			| undefined;
		return !! preferences?.get?.( 'core', 'fixedToolbar' );
	}, [] );

	// One impression per showing: the banner mounts when it shows.
	useEffect( () => {
		trackBannerImpression( blockName, plan );
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps

	return (
		<div
			className={
				fixedToolbar
					? 'orbit-upgrade-banner'
					: 'orbit-upgrade-banner has-toolbar-room'
			}
			role="region"
			aria-label={ __( 'Premium Block', 'orbit-blocks' ) }
		>
			<div className="orbit-upgrade-banner__text">
				<strong className="orbit-upgrade-banner__title">
					{ __( 'Premium Block', 'orbit-blocks' ) }
				</strong>
				<span>
					{ sprintf(
						/* translators: %s: the plan's name, for example Premium */
						__(
							'Upgrade to %s to use this premium block',
							'orbit-blocks'
						),
						planName ?? plan
					) }
				</span>
			</div>
			{ hasCheckout && (
				<Button
					variant="primary"
					isBusy={ redirecting }
					disabled={ redirecting }
					accessibleWhenDisabled
					onClick={ () => {
						setRedirecting( true );
						trackUpgradeClick( blockName, plan );
						// Leaving must not lose the author's work: unsaved changes
						// are saved first and the checkout returns to this post.
						prepareEditorReturn()
							.then( ( back ) =>
								navigateTo( upgradeUrl( plan, back ) )
							)
							.catch( () => setRedirecting( false ) );
					} }
				>
					{ redirecting
						? __( 'Redirecting…', 'orbit-blocks' )
						: __( 'Upgrade', 'orbit-blocks' ) }
				</Button>
			) }
		</div>
	);
}
