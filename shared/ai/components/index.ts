export {
	AiUpgradeBanner,
	AiVipBanner,
	AiNotAllowedBanner,
	CHANGE_LIMIT_LABEL,
	NON_ADMIN_MESSAGE,
	VIP_MESSAGE,
} from './upgrade-banner';
