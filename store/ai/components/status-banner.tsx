/**
 * <AiStatusBanner />: the one banner the situation calls for (see
 * shared/ai/banner-rules.ts), read from the AI store, the connection store and the
 * editor state; nothing when AI is available.
 */
import { useSelect } from '@wordpress/data';
import { aiBannerKind } from '../../../shared/ai/banner-rules';
import {
	AiUpgradeBanner,
	AiVipBanner,
} from '../../../shared/ai/components/upgrade-banner';
import { getEditorState } from '../../../shared/editor-state';
import { store as connectionStore } from '../../connection';
import { store as aiStore } from '../index';
import { AiReconnectBanner } from './reconnect-banner';

export function useAiBannerKind() {
	const { siteType, user } = getEditorState();
	const { feature, isUserConnected } = useSelect(
		( select ) => ( {
			feature: select( aiStore ).getAiAssistantFeature(),
			isUserConnected: select( connectionStore ).isUserConnected(),
		} ),
		[]
	);
	return {
		kind: aiBannerKind( {
			siteType,
			isUserConnected,
			isOverLimit: feature.isOverLimit,
			siteRequireUpgrade: feature.siteRequireUpgrade,
			upgradeType: feature.upgradeType,
			canManageOptions: user.canManageOptions,
		} ),
		checkoutUrl: feature.checkoutUrl,
		isAdmin: user.canManageOptions,
	};
}

export function AiStatusBanner() {
	const { kind, checkoutUrl, isAdmin } = useAiBannerKind();
	switch ( kind ) {
		case 'reconnect':
			return <AiReconnectBanner isAdmin={ isAdmin } />;
		case 'upgrade-vip':
			return <AiVipBanner />;
		case 'upgrade-admin':
		case 'upgrade-user':
			return (
				<AiUpgradeBanner
					isAdmin={ isAdmin }
					checkoutUrl={ checkoutUrl }
				/>
			);
		default:
			return null;
	}
}
