/**
 * <AiStatusBanner />: the one banner the situation calls for (see
 * shared/ai/banner-rules.ts), read from the AI store, the connection store and the
 * editor state; nothing when AI is available.
 */
import { useSelect } from '@wordpress/data';
import { aiBannerKind } from '../../../shared/ai/banner-rules';
import {
	AiNotAllowedBanner,
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
			userAllowed: feature.userAllowed,
		} ),
		checkoutUrl: feature.checkoutUrl,
		limitMessage: feature.errorMessage,
		notAllowedMessage: feature.notAllowedMessage,
		isAdmin: user.canManageOptions,
	};
}

export function AiStatusBanner() {
	const { kind, checkoutUrl, limitMessage, notAllowedMessage, isAdmin } =
		useAiBannerKind();
	switch ( kind ) {
		case 'reconnect':
			return <AiReconnectBanner isAdmin={ isAdmin } />;
		case 'not-allowed':
			return <AiNotAllowedBanner message={ notAllowedMessage } />;
		case 'upgrade-vip':
			return <AiVipBanner />;
		case 'upgrade-admin':
		case 'upgrade-user':
			return (
				<AiUpgradeBanner
					isAdmin={ isAdmin }
					checkoutUrl={ checkoutUrl }
					limitMessage={ limitMessage }
				/>
			);
		default:
			return null;
	}
}
