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
		'ai_image_api_key'      => __( 'Image API key', 'orbit-blocks' ),
		'instagram_app_id'      => __( 'Instagram app ID', 'orbit-blocks' ),
		'instagram_app_secret'  => __( 'Instagram app secret', 'orbit-blocks' ),
		'google_client_id'      => __( 'Google Photos OAuth client ID', 'orbit-blocks' ),
		'google_client_secret'  => __( 'Google Photos OAuth client secret', 'orbit-blocks' ),
		'mapkit_private_key'    => __( 'MapKit private key', 'orbit-blocks' ),
	);
	return $labels[ $field ] ?? $field;
}
