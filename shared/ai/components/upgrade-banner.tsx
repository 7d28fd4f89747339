/**
 * The upgrade banner (spec 1 sections 2, 6 and 8), shown when a monthly
 * limit that the site owner set is reached: the quota message, the server's
 * words for which limit and when AI is available again, then for
 * administrators a link to the limit's setting (Settings → Orbit Blocks)
 * and for other users a note to reach an administrator. The VIP message
 * (no button) for VIP sites. AiNotAllowedBanner: the user's AI is turned
 * off by the site's policy, and why.
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
		'Reach out to a site administrator if you need more AI requests.',
		'orbit-blocks'
	);
export const CHANGE_LIMIT_LABEL = () =>
	__( 'Change the limit', 'orbit-blocks' );

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
	limitMessage = '',
	upgradeType = 'default',
}: {
	isAdmin: boolean;
	/** The limit's setting; without it an administrator gets no button. */
	checkoutUrl?: string;
	/** The server's words: which limit, and when AI is available again. */
	limitMessage?: string;
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
				isAdmin && checkoutUrl
					? [
							{
								label: CHANGE_LIMIT_LABEL(),
								url: checkoutUrl,
								variant: 'primary',
							},
					  ]
					: []
			}
		>
			<p>{ aiErrorMessage( ERROR_QUOTA_EXCEEDED ) }</p>
			{ limitMessage && <p>{ limitMessage }</p> }
			{ ! isAdmin && <p>{ NON_ADMIN_MESSAGE() }</p> }
		</Notice>
	);
}

export function AiNotAllowedBanner( { message }: { message: string } ) {
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="orbit-ai-banner orbit-ai-banner--not-allowed"
		>
			<p>
				{ message ||
					__(
						'AI is not available to you on this site. Ask a site administrator.',
						'orbit-blocks'
					) }
			</p>
		</Notice>
	);
}
