/**
 * Which AI banner shows (spec 1 sections 2, 4 and 6):
 * - AI is allowed for a connected user, or on a simple or atomic site;
 *   otherwise the reconnect banner.
 * - A connected user whom the site's policy keeps from AI (an administrator
 *   turned it off for them or their role) reads why, with nothing to click.
 * - While the quota is spent (a monthly limit the site owner set is
 *   reached) the upgrade banner: its VIP variant for the VIP upgrade type,
 *   else a link to the limit's setting for administrators
 *   (manage_options) and a message to reach the administrator for everyone
 *   else.
 */
export type AiBannerKind =
	| 'reconnect'
	| 'not-allowed'
	| 'upgrade-vip'
	| 'upgrade-admin'
	| 'upgrade-user'
	| null;

export type AiBannerInput = {
	siteType: 'simple' | 'atomic' | 'jetpack';
	isUserConnected: boolean;
	isOverLimit: boolean;
	siteRequireUpgrade: boolean;
	upgradeType: string;
	canManageOptions: boolean;
	/** The site's policy lets the user use AI (true when unknown). */
	userAllowed?: boolean;
};

/** The user's account is connected, or the site needs no connection. */
function isConnected( {
	siteType,
	isUserConnected,
}: Pick< AiBannerInput, 'siteType' | 'isUserConnected' > ): boolean {
	return siteType === 'simple' || siteType === 'atomic' || isUserConnected;
}

/** The user may send AI requests: connected, and allowed by the site's policy. */
export function isAiAllowed(
	input: Pick< AiBannerInput, 'siteType' | 'isUserConnected' | 'userAllowed' >
): boolean {
	return isConnected( input ) && input.userAllowed !== false;
}

export function aiBannerKind( input: AiBannerInput ): AiBannerKind {
	if ( ! isConnected( input ) ) {
		return 'reconnect';
	}
	if ( input.userAllowed === false ) {
		return 'not-allowed';
	}
	if ( ! input.isOverLimit && ! input.siteRequireUpgrade ) {
		return null;
	}
	if ( input.upgradeType === 'vip' ) {
		return 'upgrade-vip';
	}
	return input.canManageOptions ? 'upgrade-admin' : 'upgrade-user';
}
