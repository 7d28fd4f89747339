<?php
/**
 * The paid-block banner on the front end (spec 3 section 3,
 * shouldDisplayFrontendBanner): a paid block the site's plan does not
 * include is shown to people who can edit the post with a banner before it,
 * "Upgrade to {plan} to use this premium block", unless the block's
 * shouldDisplayFrontendBanner is false. Visitors never see it.
 * (Kept with the local provider's files, which the plugin loads by folder.)
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'render_block',
	static function ( string $content, array $block ): string {
		$name = (string) ( $block['blockName'] ?? '' );
		if ( 0 !== strpos( $name, 'jetpack/' ) ) {
			return $content;
		}
		$slug    = substr( $name, strlen( 'jetpack/' ) );
		$rollout = orbit_blocks_rollout();
		$plan    = $rollout['paid'][ $slug ] ?? null;
		if ( ! $plan || orbit_blocks_site_has_plan( $plan ) || ! current_user_can( 'edit_post', (int) get_the_ID() ) ) {
			return $content;
		}
		if ( isset( $block['attrs']['shouldDisplayFrontendBanner'] ) && false === $block['attrs']['shouldDisplayFrontendBanner'] ) {
			return $content;
		}
		$banner = sprintf(
			'<div class="orbit-upgrade-banner orbit-upgrade-banner--front" role="note" style="border:1px solid #ccc;border-radius:2px;padding:8px 12px;margin-bottom:8px;font-size:14px"><strong>%1$s</strong> %2$s</div>',
			esc_html__( 'Premium Block', 'orbit-blocks' ),
			/* translators: %s: the plan's slug */
			esc_html( sprintf( __( 'Upgrade to %s to use this premium block', 'orbit-blocks' ), $plan ) )
		);
		return $banner . $content;
	},
	10,
	2
);
