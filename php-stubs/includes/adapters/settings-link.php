<?php
/**
 * Where an administrator fixes an adapter's setting, and how a message names
 * that setting.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The settings screen (Settings → Orbit Blocks), at a section. */
function orbit_blocks_adapter_settings_url( string $section ): string {
	return admin_url( 'options-general.php?page=orbit-blocks#' . rawurlencode( $section ) );
}

/** A field's label as the settings screen shows it. */
function orbit_blocks_adapter_setting_label( string $field ): string {
	$labels = array(
		'mailchimp_api_key'     => __( 'Mailchimp API key', 'orbit-blocks' ),
		'mailchimp_audience_id' => __( 'Mailchimp audience ID', 'orbit-blocks' ),
		'stripe_secret_key'     => __( 'Stripe secret key', 'orbit-blocks' ),
		'stripe_webhook_secret' => __( 'Stripe webhook signing secret', 'orbit-blocks' ),
		'pexels_api_key'        => __( 'Pexels API key', 'orbit-blocks' ),
		'giphy_api_key'         => __( 'GIPHY API key', 'orbit-blocks' ),
	);
	return $labels[ $field ] ?? $field;
}
