export {
	AiUpgradeBanner,
	AiVipBanner,
	DEFAULT_CHECKOUT_URL,
	NON_ADMIN_MESSAGE,
	VIP_MESSAGE,
} from './upgrade-banner';
