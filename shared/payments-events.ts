/**
 * The payment and upgrade tracking events (spec 3 section 7): block upgrade
 * click, banner impression and Stripe connect click, sent through
 * shared/tracking.
 */
import { recordEvent } from './tracking';

export const UPGRADE_CLICK_EVENT = 'jetpack_editor_block_upgrade_click';
export const BANNER_IMPRESSION_EVENT = 'jetpack_editor_block_banner_impression';
export const STRIPE_CONNECT_CLICK_EVENT =
	'jetpack_editor_block_stripe_connect_click';

export const trackUpgradeClick = ( block: string, plan: string ) =>
	recordEvent( UPGRADE_CLICK_EVENT, { block, plan } );
export const trackBannerImpression = ( block: string, plan: string ) =>
	recordEvent( BANNER_IMPRESSION_EVENT, { block, plan } );
export const trackStripeConnectClick = ( block: string ) =>
	recordEvent( STRIPE_CONNECT_CLICK_EVENT, { block } );
