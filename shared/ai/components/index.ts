export { AiStatusBanner, useAiBannerKind } from './status-banner';
export {
	AiUpgradeBanner,
	AiVipBanner,
	DEFAULT_CHECKOUT_URL,
	NON_ADMIN_MESSAGE,
	VIP_MESSAGE,
} from './upgrade-banner';
export { AiReconnectBanner, RECONNECT_MESSAGE } from './reconnect-banner';
