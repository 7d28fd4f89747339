/**
 * The upgrade banner (spec 1 sections 2, 6 and 8): the quota message with
 * an Upgrade button for administrators, a note to reach the administrator
 * for other users, and the VIP message (no button) for VIP sites.
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ERROR_QUOTA_EXCEEDED, aiErrorMessage } from '../errors';

export const VIP_MESSAGE = () =>
	__(
		"You've reached the AI rate limit. Please reach out to your VIP account team.",
		'orbit-blocks'
	);
export const NON_ADMIN_MESSAGE = () =>
	__(
		'Reach out to the site administrator to upgrade and keep using AI.',
		'orbit-blocks'
	);

/** Where the Upgrade button leads when the server names no checkout page. */
export const DEFAULT_CHECKOUT_URL = 'https://wordpress.com/plans/';

export function AiVipBanner() {
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="orbit-ai-banner orbit-ai-banner--vip"
		>
			<p>{ VIP_MESSAGE() }</p>
		</Notice>
	);
}

export function AiUpgradeBanner( {
	isAdmin,
	checkoutUrl,
	upgradeType = 'default',
}: {
	isAdmin: boolean;
	checkoutUrl?: string;
	upgradeType?: string;
} ) {
	if ( upgradeType === 'vip' ) {
		return <AiVipBanner />;
	}
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="orbit-ai-banner orbit-ai-banner--upgrade"
			actions={
				isAdmin
					? [
							{
								label: __( 'Upgrade', 'orbit-blocks' ),
								url: checkoutUrl || DEFAULT_CHECKOUT_URL,
								variant: 'primary',
							},
					  ]
					: []
			}
		>
			<p>{ aiErrorMessage( ERROR_QUOTA_EXCEEDED ) }</p>
			{ ! isAdmin && <p>{ NON_ADMIN_MESSAGE() }</p> }
		</Notice>
	);
}
