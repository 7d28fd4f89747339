<?php
/**
 * Moves the service settings that older versions kept in options of their
 * own into the registry (includes/settings.php), once:
 * - orbit_blocks_ai_server { url, key, model } → ai_base_url, ai_api_key, ai_model;
 * - orbit_blocks_mapbox_api_key → mapbox_token;
 * - orbit_blocks_mapkit_token → mapkit_token.
 * A value already in the registry wins; the old options are deleted.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_SETTINGS_MIGRATED_OPTION = 'orbit_blocks_settings_migrated';

function orbit_blocks_settings_migrate(): void {
	if ( get_option( ORBIT_BLOCKS_SETTINGS_MIGRATED_OPTION ) ) {
		return;
	}
	$saved  = orbit_blocks_settings_saved();
	$moved  = array();
	$server = get_option( 'orbit_blocks_ai_server', array() );
	if ( is_array( $server ) ) {
		foreach ( array(
			'url'   => 'ai_base_url',
			'key'   => 'ai_api_key',
			'model' => 'ai_model',
		) as $old => $field ) {
			if ( isset( $server[ $old ] ) && is_string( $server[ $old ] ) && '' !== trim( $server[ $old ] ) ) {
				$moved[ $field ] = trim( $server[ $old ] );
			}
		}
	}
	foreach ( array(
		'orbit_blocks_mapbox_api_key' => 'mapbox_token',
		'orbit_blocks_mapkit_token'   => 'mapkit_token',
	) as $option => $field ) {
		$value = get_option( $option, '' );
		if ( is_string( $value ) && '' !== trim( $value ) ) {
			$moved[ $field ] = trim( $value );
		}
	}
	$moved = array_diff_key( $moved, array_filter( $saved, static fn( $value ) => '' !== $value ) );
	if ( $moved ) {
		orbit_blocks_settings_write( $moved );
	}
	foreach ( array( 'orbit_blocks_ai_server', 'orbit_blocks_mapbox_api_key', 'orbit_blocks_mapkit_token' ) as $option ) {
		delete_option( $option );
	}
	update_option( ORBIT_BLOCKS_SETTINGS_MIGRATED_OPTION, 1, true );
}
add_action( 'init', 'orbit_blocks_settings_migrate', 1 );

/**
 * Earlier versions counted AI requests over the site's whole life against a
 * free limit (the options orbit_blocks_ai_usage, orbit_blocks_ai_requests_limit
 * and orbit_blocks_ai_plan). AI use is now the owner's monthly policy
 * (includes/ai/policy.php), with no limit until one is set: the old counter
 * is removed rather than carried over, so that it blocks no one. Once.
 */
function orbit_blocks_ai_usage_migrate(): void {
	if ( false === get_option( 'orbit_blocks_ai_usage' ) && false === get_option( 'orbit_blocks_ai_requests_limit' ) && false === get_option( 'orbit_blocks_ai_plan' ) ) {
		return;
	}
	foreach ( array( 'orbit_blocks_ai_usage', 'orbit_blocks_ai_requests_limit', 'orbit_blocks_ai_plan' ) as $option ) {
		delete_option( $option );
	}
}
add_action( 'init', 'orbit_blocks_ai_usage_migrate', 1 );

const ORBIT_BLOCKS_DOUBLE_OPT_IN_MIGRATED_OPTION = 'orbit_blocks_double_opt_in_default';

/**
 * Newsletter sign-ups need the subscriber's confirmation (Mailchimp's double
 * opt-in) unless the administrator turns it off: a public form must not
 * subscribe other people's addresses. Once, on every site (new ones and those
 * that saved nothing, where the setting read as off), the setting is turned
 * on; the administrator may turn it off afterwards, and that stays.
 */
function orbit_blocks_settings_migrate_double_opt_in(): void {
	if ( get_option( ORBIT_BLOCKS_DOUBLE_OPT_IN_MIGRATED_OPTION ) ) {
		return;
	}
	if ( ! array_key_exists( 'mailchimp_double_opt_in', orbit_blocks_settings_saved() ) ) {
		orbit_blocks_settings_write( array( 'mailchimp_double_opt_in' => true ) );
	}
	update_option( ORBIT_BLOCKS_DOUBLE_OPT_IN_MIGRATED_OPTION, 1, true );
}
add_action( 'init', 'orbit_blocks_settings_migrate_double_opt_in', 1 );
