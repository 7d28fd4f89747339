/**
 * Which AI banner shows (spec 1 sections 2, 4 and 6):
 * - AI is allowed for a connected user, or on a simple or atomic site;
 *   otherwise the reconnect banner.
 * - While the quota is spent (over the limit, or the site requires an
 *   upgrade) the upgrade banner: its VIP variant for the VIP upgrade type,
 *   else an Upgrade button for administrators (manage_options) and a
 *   message to reach the administrator for everyone else.
 */
export type AiBannerKind =
	| 'reconnect'
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
};

export function isAiAllowed( {
	siteType,
	isUserConnected,
}: Pick< AiBannerInput, 'siteType' | 'isUserConnected' > ): boolean {
	return siteType === 'simple' || siteType === 'atomic' || isUserConnected;
}

export function aiBannerKind( input: AiBannerInput ): AiBannerKind {
	if ( ! isAiAllowed( input ) ) {
		return 'reconnect';
	}
	if ( ! input.isOverLimit && ! input.siteRequireUpgrade ) {
		return null;
	}
	if ( input.upgradeType === 'vip' ) {
		return 'upgrade-vip';
	}
	return input.canManageOptions ? 'upgrade-admin' : 'upgrade-user';
}
