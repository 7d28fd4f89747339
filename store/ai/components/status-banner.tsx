/**
 * <AiStatusBanner />: the one banner the situation calls for (see
 * shared/ai/banner-rules.ts), read from the AI store, the connection store and the
 * editor state; nothing when AI is available.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
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

/**
 * A 429 marks the user over the limit at once (the store's flag), before the
 * server has said which limit and until when: ask it once, so that the
 * banner can say so.
 */
function useLimitMessage( overLimit: boolean, limitMessage: string ) {
	const { fetchAiAssistantFeature } = useDispatch( aiStore );
	const asked = useRef( false );
	useEffect( () => {
		if ( overLimit && ! limitMessage && ! asked.current ) {
			asked.current = true;
			fetchAiAssistantFeature();
		}
	}, [ overLimit, limitMessage, fetchAiAssistantFeature ] );
}

export function AiStatusBanner() {
	const { kind, checkoutUrl, limitMessage, notAllowedMessage, isAdmin } =
		useAiBannerKind();
	useLimitMessage(
		kind === 'upgrade-admin' || kind === 'upgrade-user',
		limitMessage
	);
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
