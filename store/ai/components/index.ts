export { AiStatusBanner, useAiBannerKind } from './status-banner';
export { AiReconnectBanner, RECONNECT_MESSAGE } from './reconnect-banner';
