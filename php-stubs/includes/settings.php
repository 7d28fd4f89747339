<?php
/**
 * The site's service settings (Settings → Orbit Blocks): one registry of
 * every field, read through orbit_blocks_setting().
 *
 * A value comes from, first found wins:
 * - its wp-config.php constant (ORBIT_BLOCKS_ plus the field's name in
 *   capitals, e.g. ORBIT_BLOCKS_MAILCHIMP_API_KEY), which the settings screen
 *   shows as "set in wp-config.php" and cannot change;
 * - on multisite, for the AI fields, the network's value (the network option
 *   orbit_blocks_network_settings, Network Admin → Settings → Orbit Blocks,
 *   includes/network-settings.php): the AI server fields (addresses, keys,
 *   models) come only from there, even while it is empty; who may use AI
 *   and the monthly limits come from there when the network set them;
 * - the option orbit_blocks_settings (an array, field => value), written only
 *   by the settings route (manage_options).
 * Secret fields are write-only: nothing sent to a browser holds them, only
 * whether they are set and their last four characters
 * (orbit_blocks_setting_public()).
 *
 * Where a service's API is called is its documented address; the filter
 * orbit_blocks_service_endpoint (or the constant
 * ORBIT_BLOCKS_ENDPOINT_<SERVICE>) points an adapter elsewhere, e.g. at a
 * local fake of the service in the tests, or at a proxy.
 *
 * Why: docs/decisions.md, "On a network, the network is the AI provider".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_SETTINGS_OPTION = 'orbit_blocks_settings';

/**
 * Every settings field: its section on the screen, its type, whether it is
 * a secret.
 *
 * @return array<string, array{section: string, type: string, secret: bool}>
 */
function orbit_blocks_settings_fields(): array {
	$field = static function ( string $section, string $type = 'string', bool $secret = false ): array {
		return array(
			'section' => $section,
			'type'    => $type,
			'secret'  => $secret,
		);
	};
	return array(
		// AI: an OpenAI-compatible server for text, optionally one for images.
		'ai_base_url'             => $field( 'ai', 'url' ),
		'ai_api_key'              => $field( 'ai', 'string', true ),
		'ai_model'                => $field( 'ai' ),
		'ai_image_base_url'       => $field( 'ai', 'url' ),
		'ai_image_api_key'        => $field( 'ai', 'string', true ),
		'ai_image_model'          => $field( 'ai' ),
		// AI use: who (role slugs, comma separated; empty: everyone who can
		// edit posts) and how much a month (empty: no limit; includes/ai/policy.php).
		'ai_roles'                => $field( 'ai', 'roles' ),
		'ai_limit_user'           => $field( 'ai', 'count' ),
		'ai_limit_site'           => $field( 'ai', 'count' ),
		// Maps: Mapbox's public token (pk.), sent to browsers by design.
		'mapbox_token'            => $field( 'maps' ),
		// Apple MapKit JS: the site signs short-lived tokens with its key
		// (includes/adapters/mapkit.php), or a token made elsewhere.
		'mapkit_team_id'          => $field( 'maps' ),
		'mapkit_key_id'           => $field( 'maps' ),
		'mapkit_private_key'      => $field( 'maps', 'pem', true ),
		'mapkit_token'            => $field( 'maps', 'string', true ),
		// GIFs.
		'giphy_api_key'           => $field( 'gifs', 'string', true ),
		// Media sources of the external media picker.
		'pexels_api_key'          => $field( 'media', 'string', true ),
		'openverse_enabled'       => $field( 'media', 'boolean' ),
		'google_client_id'        => $field( 'media' ),
		'google_client_secret'    => $field( 'media', 'string', true ),
		// Newsletter.
		'mailchimp_api_key'       => $field( 'newsletter', 'string', true ),
		'mailchimp_audience_id'   => $field( 'newsletter' ),
		'mailchimp_double_opt_in' => $field( 'newsletter', 'boolean' ),
		// Payments.
		'stripe_mode'             => $field( 'payments' ),
		'stripe_publishable_key'  => $field( 'payments' ),
		'stripe_secret_key'       => $field( 'payments', 'string', true ),
		'stripe_webhook_secret'   => $field( 'payments', 'string', true ),
		// Instagram: the Instagram API app the site's accounts log in with.
		'instagram_app_id'        => $field( 'instagram' ),
		'instagram_app_secret'    => $field( 'instagram', 'string', true ),
		// Images: resize gallery images through an image CDN (off: WordPress's sizes).
		'image_cdn'               => $field( 'images', 'boolean' ),
		// Plans: a plans service a host or administrator runs (includes/plans.php):
		// where Upgrade leads, and the site's plan. Empty: every block included.
		'plans_checkout_url'      => $field( 'plans', 'url' ),
		'site_plan'               => $field( 'plans' ),
		// Uploads: an external tus server instead of the plugin's own.
		'tus_endpoint'            => $field( 'uploads', 'url' ),
	);
}

const ORBIT_BLOCKS_NETWORK_SETTINGS_OPTION = 'orbit_blocks_network_settings';

/**
 * On multisite, the fields the network administrator sets for every site
 * (Network Admin → Settings → Orbit Blocks), name => whether only the
 * network sets it: the AI server's addresses, keys and models belong to the
 * network alone (a site administrator never sets where the site's requests
 * go, even while the network left it empty); who may use AI and the
 * monthly limits are the network's when it set them, else the site's.
 *
 * @return array<string, bool>
 */
function orbit_blocks_network_fields(): array {
	return array(
		'ai_base_url'       => true,
		'ai_api_key'        => true,
		'ai_model'          => true,
		'ai_image_base_url' => true,
		'ai_image_api_key'  => true,
		'ai_image_model'    => true,
		'ai_roles'          => false,
		'ai_limit_user'     => false,
		'ai_limit_site'     => false,
	);
}

/** The network's saved settings (not the constants), field => value. */
function orbit_blocks_network_settings_saved(): array {
	if ( ! is_multisite() ) {
		return array();
	}
	$saved = get_site_option( ORBIT_BLOCKS_NETWORK_SETTINGS_OPTION, array() );
	return is_array( $saved ) ? $saved : array();
}

/** One field's value saved by the network administrator, or ''. */
function orbit_blocks_network_setting_saved( string $name ): string {
	$value = orbit_blocks_network_settings_saved()[ $name ] ?? '';
	return is_scalar( $value ) ? trim( (string) $value ) : '';
}

/**
 * Whether, on multisite, a field is the network's (its value comes from the
 * network, and a site administrator cannot change it): a server field
 * always, roles and limits once the network set them. Never on a single
 * site.
 */
function orbit_blocks_setting_in_network( string $name ): bool {
	$network = orbit_blocks_network_fields();
	if ( ! isset( $network[ $name ] ) || ! is_multisite() ) {
		return false;
	}
	return $network[ $name ] || '' !== orbit_blocks_network_setting_saved( $name );
}

/**
 * Saved fields with $values written over them ('' or false removes a field)
 * and the $remove fields taken out.
 *
 * @param array<string, mixed>       $saved  the saved fields
 * @param array<string, string|bool> $values field => value
 * @param string[]                   $remove fields to remove
 * @return array<string, mixed>
 */
function orbit_blocks_settings_merge( array $saved, array $values, array $remove ): array {
	foreach ( $values as $name => $value ) {
		if ( '' === $value || false === $value ) {
			unset( $saved[ $name ] );
		} else {
			$saved[ $name ] = $value;
		}
	}
	foreach ( $remove as $name ) {
		unset( $saved[ $name ] );
	}
	return $saved;
}

/**
 * Saves network fields (already validated) and removes others, in one write.
 *
 * @param array<string, string> $values field => value; '' removes it
 * @param string[]              $remove fields to remove
 */
function orbit_blocks_network_settings_write( array $values, array $remove = array() ): void {
	$saved = orbit_blocks_settings_merge( orbit_blocks_network_settings_saved(), $values, $remove );
	update_site_option( ORBIT_BLOCKS_NETWORK_SETTINGS_OPTION, $saved );
}

/**
 * What the network's screen may show of a network field: the constant's
 * value when one is defined, else the network's saved value.
 */
function orbit_blocks_network_setting_public( string $name ): array {
	$in_config = orbit_blocks_setting_in_config( $name );
	return orbit_blocks_setting_public_value(
		$name,
		$in_config ? orbit_blocks_setting( $name ) : orbit_blocks_network_setting_saved( $name ),
		array(
			'in_config'  => $in_config,
			'in_network' => false,
		)
	);
}

/** The wp-config.php constant that sets a field. */
function orbit_blocks_setting_constant( string $name ): string {
	return 'ORBIT_BLOCKS_' . strtoupper( $name );
}

/**
 * Older names of a field's constant, still honoured after the field's own
 * (sites that defined them keep working).
 *
 * @return string[]
 */
function orbit_blocks_setting_constant_aliases( string $name ): array {
	$aliases = array(
		'ai_base_url' => array( 'ORBIT_BLOCKS_AI_SERVER_URL' ),
		'ai_api_key'  => array( 'ORBIT_BLOCKS_AI_SERVER_KEY' ),
		'ai_model'    => array( 'ORBIT_BLOCKS_AI_SERVER_MODEL' ),
	);
	return $aliases[ $name ] ?? array();
}

/** The constant defined for a field (its own name first), or ''. */
function orbit_blocks_setting_defined_constant( string $name ): string {
	foreach ( array_merge( array( orbit_blocks_setting_constant( $name ) ), orbit_blocks_setting_constant_aliases( $name ) ) as $constant ) {
		if ( defined( $constant ) ) {
			return $constant;
		}
	}
	return '';
}

/** Whether a field is set by its wp-config.php constant. */
function orbit_blocks_setting_in_config( string $name ): bool {
	return '' !== orbit_blocks_setting_defined_constant( $name );
}

/**
 * A field's value: the constant, else the saved option, else ''. Booleans
 * come back as '1' or ''.
 */
function orbit_blocks_setting( string $name ): string {
	$fields = orbit_blocks_settings_fields();
	if ( ! isset( $fields[ $name ] ) ) {
		return '';
	}
	$constant = orbit_blocks_setting_defined_constant( $name );
	if ( '' !== $constant ) {
		$value = constant( $constant );
	} elseif ( orbit_blocks_setting_in_network( $name ) ) {
		$value = orbit_blocks_network_setting_saved( $name );
	} else {
		$saved = get_option( ORBIT_BLOCKS_SETTINGS_OPTION, array() );
		$value = is_array( $saved ) && isset( $saved[ $name ] ) ? $saved[ $name ] : '';
	}
	if ( 'boolean' === $fields[ $name ]['type'] ) {
		return $value && 'false' !== $value ? '1' : '';
	}
	return is_scalar( $value ) ? trim( (string) $value ) : '';
}

/**
 * What a browser may learn of a field: for a secret, whether it is set and
 * its last four characters; for the rest, the value.
 *
 * in_network: on a network, the network administrator's to set (the site's
 * screen shows it read-only).
 *
 * @return array{value?: string, set: bool, last4?: string, in_config: bool, in_network: bool}
 */
function orbit_blocks_setting_public( string $name ): array {
	return orbit_blocks_setting_public_value(
		$name,
		orbit_blocks_setting( $name ),
		array(
			'in_config'  => orbit_blocks_setting_in_config( $name ),
			'in_network' => ! orbit_blocks_setting_in_config( $name ) && orbit_blocks_setting_in_network( $name ),
		)
	);
}

/**
 * A value as a browser may learn it: a secret's set and last four, the
 * rest's value; $flags (in_config, in_network) added.
 */
function orbit_blocks_setting_public_value( string $name, string $value, array $flags ): array {
	$fields = orbit_blocks_settings_fields();
	$public = array( 'set' => '' !== $value ) + $flags;
	if ( ! empty( $fields[ $name ]['secret'] ) ) {
		if ( '' !== $value ) {
			// A key file: the end of its body, not of its footer line.
			$body            = 'pem' === $fields[ $name ]['type'] ? (string) preg_replace( '/-----[A-Z ]+-----|\s+/', '', $value ) : $value;
			$public['last4'] = substr( $body, -4 );
		}
		return $public;
	}
	$public['value'] = $value;
	return $public;
}

/**
 * A service's API base address: its documented one, unless the constant
 * ORBIT_BLOCKS_ENDPOINT_<SERVICE> or the orbit_blocks_service_endpoint
 * filter says otherwise (a local fake in tests, a proxy).
 */
function orbit_blocks_service_endpoint( string $service, string $documented ): string {
	$constant = 'ORBIT_BLOCKS_ENDPOINT_' . strtoupper( preg_replace( '/\W/', '_', $service ) );
	$endpoint = defined( $constant ) ? (string) constant( $constant ) : $documented;
	$endpoint = (string) apply_filters( 'orbit_blocks_service_endpoint', $endpoint, $service, $documented );
	return untrailingslashit( esc_url_raw( $endpoint, array( 'http', 'https' ) ) );
}

/** The values saved by the settings screen (not the constants), field => value. */
function orbit_blocks_settings_saved(): array {
	$saved = get_option( ORBIT_BLOCKS_SETTINGS_OPTION, array() );
	return is_array( $saved ) ? $saved : array();
}

/**
 * Saves fields (already validated) and removes others, in one write.
 *
 * @param array<string, string|bool> $values field => value; '' removes it
 * @param string[]                   $remove fields to remove
 */
function orbit_blocks_settings_write( array $values, array $remove = array() ): void {
	$saved = orbit_blocks_settings_merge( orbit_blocks_settings_saved(), $values, $remove );
	// Not autoloaded: only the requests that use a service read it.
	update_option( ORBIT_BLOCKS_SETTINGS_OPTION, $saved, false );
}

/** The settings screen's address (Settings → Orbit Blocks). */
function orbit_blocks_settings_url(): string {
	return admin_url( 'options-general.php?page=orbit-blocks' );
}

/** The network's settings screen (Network Admin → Settings → Orbit Blocks). */
function orbit_blocks_network_settings_url(): string {
	return network_admin_url( 'settings.php?page=orbit-blocks-network' );
}

/**
 * Which services are ready to use, name => bool, for the editor (booleans
 * only: nothing of a key). Each feature adds its own with the filter
 * orbit_blocks_services_configured.
 *
 * @return array<string, bool>
 */
function orbit_blocks_services_configured(): array {
	$configured = array(
		'ai'           => '' !== orbit_blocks_setting( 'ai_base_url' ),
		'gif'          => '' !== orbit_blocks_setting( 'giphy_api_key' ),
		'maps'         => '' !== orbit_blocks_setting( 'mapbox_token' ),
		'pexels'       => '' !== orbit_blocks_setting( 'pexels_api_key' ),
		'openverse'    => '1' === orbit_blocks_setting( 'openverse_enabled' ),
		'googlePhotos' => '' !== orbit_blocks_setting( 'google_client_id' ) && '' !== orbit_blocks_setting( 'google_client_secret' ),
		'newsletter'   => '' !== orbit_blocks_setting( 'mailchimp_api_key' ) && '' !== orbit_blocks_setting( 'mailchimp_audience_id' ),
		'payments'     => '' !== orbit_blocks_setting( 'stripe_secret_key' ) && '' !== orbit_blocks_setting( 'stripe_publishable_key' ),
		'instagram'    => '' !== orbit_blocks_setting( 'instagram_app_id' ) && '' !== orbit_blocks_setting( 'instagram_app_secret' ),
	);
	$configured = (array) apply_filters( 'orbit_blocks_services_configured', $configured );
	return array_map( 'boolval', $configured );
}

/** Whether the development stand-ins of the services are on (npm start, the e2e site). */
function orbit_blocks_local_services_enabled(): bool {
	return defined( 'ORBIT_BLOCKS_LOCAL_SERVICES' ) && ORBIT_BLOCKS_LOCAL_SERVICES;
}
