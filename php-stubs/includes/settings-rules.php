<?php
/**
 * What the settings screen may save (POST orbit-blocks/v1/settings): the
 * rules for each field of the registry (includes/settings.php), apart from
 * WordPress's REST machinery so that they can be tested on their own.
 *
 * - Only registry fields; a field set by its wp-config.php constant cannot
 *   be changed here.
 * - On multisite, a field the network sets (orbit_blocks_setting_in_network:
 *   the AI server fields always, AI roles and limits once the network set
 *   them) cannot be changed by a site's screen; the network's screen
 *   (scope 'network') takes only those fields.
 * - A secret sent as '' is left unchanged (the screen never has the saved
 *   key to send back); to remove one, name it in `remove`.
 * - Any other field sent as '' is cleared.
 * - url: http:// or https:// with a host; the AI servers' (ai_base_url,
 *   ai_image_base_url) not on this machine or a private network, unless
 *   wp-config.php allows it (includes/ai/address.php); boolean: true or false;
 *   pem: a PKCS #8 private key (its line breaks restored);
 *   stripe_mode: test or live; mapbox_token: a public token (pk.…);
 *   count: a whole number from 1 (a monthly limit; '' is none);
 *   roles: role slugs, comma separated, each a role that can edit posts;
 *   strings: one line, at most 500 characters.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_SETTING_MAX_LENGTH = 500;

/**
 * Checks one field's new value.
 *
 * @param mixed $value
 * @return string|bool|WP_Error the value to save ('' clears), or why not
 */
function orbit_blocks_setting_validate( string $name, $value ) {
	$fields = orbit_blocks_settings_fields();
	$type   = $fields[ $name ]['type'];
	if ( 'boolean' === $type ) {
		if ( ! is_bool( $value ) ) {
			/* translators: %s: a setting's name, e.g. image_cdn. */
			return orbit_blocks_setting_invalid( $name, __( '%s must be true or false.', 'orbit-blocks' ) );
		}
		return $value;
	}
	if ( ! is_string( $value ) ) {
		/* translators: %s: a setting's name, e.g. ai_model. */
		return orbit_blocks_setting_invalid( $name, __( '%s must be text.', 'orbit-blocks' ) );
	}
	$value = trim( $value );
	if ( '' === $value ) {
		return '';
	}
	if ( 'pem' === $type ) {
		return orbit_blocks_setting_validate_pem( $name, $value );
	}
	if ( 'count' === $type ) {
		if ( ! ctype_digit( $value ) || (int) $value < 1 || (int) $value > 1000000000 ) {
			/* translators: %s: a setting's name, e.g. ai_limit_user. */
			return orbit_blocks_setting_invalid( $name, __( '%s must be a whole number of at least 1, or empty for no limit.', 'orbit-blocks' ) );
		}
		return (string) (int) $value;
	}
	if ( 'roles' === $type ) {
		return orbit_blocks_setting_validate_roles( $name, $value );
	}
	if ( strlen( $value ) > ORBIT_BLOCKS_SETTING_MAX_LENGTH || preg_match( '/[\x00-\x1f\x7f]/', $value ) ) {
		/* translators: %s: a setting's name, e.g. ai_model. */
		return orbit_blocks_setting_invalid( $name, __( '%s must be one line of at most 500 characters.', 'orbit-blocks' ) );
	}
	if ( 'url' === $type ) {
		$parts = wp_parse_url( $value );
		if ( ! is_array( $parts ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) || empty( $parts['host'] ) ) {
			/* translators: %s: a setting's name, e.g. ai_base_url. */
			return orbit_blocks_setting_invalid( $name, __( '%s must be an address starting with http:// or https://.', 'orbit-blocks' ) );
		}
		// The AI servers' answers are relayed and tested: never an internal
		// service's (includes/ai/address.php, loaded by the main plugin file).
		// A name not found now is checked again at each request.
		if ( in_array( $name, array( 'ai_base_url', 'ai_image_base_url' ), true ) ) {
			$address = orbit_blocks_ai_address( $value );
			if ( is_wp_error( $address ) && 'ai_address_unresolved' !== $address->get_error_code() ) {
				return orbit_blocks_setting_invalid( $name, $address->get_error_message() );
			}
		}
		return untrailingslashit( $value );
	}
	if ( 'stripe_mode' === $name && ! in_array( $value, array( 'test', 'live' ), true ) ) {
		return orbit_blocks_setting_invalid( $name, __( 'The Stripe mode is either test or live.', 'orbit-blocks' ) );
	}
	if ( 'site_plan' === $name && ! orbit_blocks_find_plan( $value ) ) {
		return orbit_blocks_setting_invalid(
			$name,
			/* translators: %s: the plans' slugs, e.g. jetpack_free, jetpack_premium. */
			sprintf( __( 'The site\'s plan is one of: %s.', 'orbit-blocks' ), implode( ', ', array_column( orbit_blocks_plans(), 'product_slug' ) ) )
		);
	}
	if ( 'mapbox_token' === $name && 1 !== preg_match( '/^pk\.[A-Za-z0-9_.-]+$/', $value ) ) {
		return orbit_blocks_setting_invalid( $name, __( 'That is not a public Mapbox access token: it starts with "pk.".', 'orbit-blocks' ) );
	}
	return $value;
}

/**
 * A PKCS #8 private key in PEM (Apple's .p8 file), however its lines were
 * broken when pasted (a password field keeps no line breaks): stored with
 * its 64-character lines again.
 *
 * @return string|WP_Error
 */
function orbit_blocks_setting_validate_pem( string $name, string $value ) {
	if ( ! preg_match( '/^-----BEGIN PRIVATE KEY-----([A-Za-z0-9+\/=\s]{40,4000})-----END PRIVATE KEY-----$/', $value, $match ) ) {
		/* translators: %s: a setting's name, e.g. mapkit_private_key. */
		return orbit_blocks_setting_invalid( $name, __( '%s must be a private key file\'s contents, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.', 'orbit-blocks' ) );
	}
	$body = (string) preg_replace( '/\s+/', '', $match[1] );
	return "-----BEGIN PRIVATE KEY-----\n" . chunk_split( $body, 64, "\n" ) . '-----END PRIVATE KEY-----';
}

/**
 * Roles, comma separated: each one of the site's roles whose users can edit
 * posts (the only ones AI is for).
 *
 * @return string|WP_Error
 */
function orbit_blocks_setting_validate_roles( string $name, string $value ) {
	$roles   = array_values( array_unique( array_filter( array_map( 'trim', explode( ',', $value ) ) ) ) );
	$allowed = array_keys( orbit_blocks_editing_roles() );
	foreach ( $roles as $role ) {
		if ( ! in_array( $role, $allowed, true ) ) {
			return orbit_blocks_setting_invalid(
				$name,
				/* translators: %s: what was sent as a role. */
				sprintf( __( '%s is not a role of this site whose users can edit posts.', 'orbit-blocks' ), sanitize_key( $role ) )
			);
		}
	}
	return implode( ',', $roles );
}

/**
 * The site's roles whose users can edit posts, slug => translated name.
 *
 * @return array<string, string>
 */
function orbit_blocks_editing_roles(): array {
	$roles = array();
	foreach ( wp_roles()->roles as $slug => $role ) {
		if ( ! empty( $role['capabilities']['edit_posts'] ) ) {
			$roles[ $slug ] = translate_user_role( (string) $role['name'] );
		}
	}
	return $roles;
}

function orbit_blocks_setting_invalid( string $name, string $message ): WP_Error {
	return new WP_Error(
		'rest_invalid_param',
		false !== strpos( $message, '%s' ) ? sprintf( $message, $name ) : $message,
		array(
			'status' => 400,
			'field'  => $name,
		)
	);
}

/**
 * Checks what the screen sent: { <field>: value, …, remove?: [ field ] }.
 *
 * @param array<string, mixed> $input
 * @param string               $scope 'site' (Settings → Orbit Blocks) or
 *                                    'network' (Network Admin → Settings → Orbit Blocks)
 * @return array{values: array<string, string|bool>, remove: string[]}|WP_Error
 */
function orbit_blocks_settings_validate( array $input, string $scope = 'site' ) {
	$fields = orbit_blocks_settings_fields();
	$remove = $input['remove'] ?? array();
	unset( $input['remove'] );
	if ( ! is_array( $remove ) ) {
		return orbit_blocks_setting_invalid( 'remove', __( 'remove must be a list of settings.', 'orbit-blocks' ) );
	}
	$values = array();
	foreach ( array_merge( array_keys( $input ), array_values( $remove ) ) as $name ) {
		if ( ! is_string( $name ) || ! isset( $fields[ $name ] ) ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: what was sent as a setting's name. */
				sprintf( __( 'There is no setting called %s.', 'orbit-blocks' ), is_scalar( $name ) ? (string) $name : '?' ),
				array( 'status' => 400 )
			);
		}
		if ( 'network' === $scope && ! isset( orbit_blocks_network_fields()[ $name ] ) ) {
			/* translators: %s: a setting's name. */
			return orbit_blocks_setting_invalid( $name, __( '%s is set by each site, not by the network.', 'orbit-blocks' ) );
		}
		if ( orbit_blocks_setting_in_config( $name ) ) {
			/* translators: %s: a setting's name. */
			return orbit_blocks_setting_invalid( $name, __( '%s is set in wp-config.php and cannot be changed here.', 'orbit-blocks' ) );
		}
		if ( 'network' !== $scope && orbit_blocks_setting_in_network( $name ) ) {
			/* translators: %s: a setting's name. */
			return orbit_blocks_setting_invalid( $name, __( '%s is set by the network administrator for every site of the network and cannot be changed here.', 'orbit-blocks' ) );
		}
	}
	foreach ( $input as $name => $value ) {
		$checked = orbit_blocks_setting_validate( $name, $value );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		// A secret left empty keeps its saved value.
		if ( '' === $checked && $fields[ $name ]['secret'] ) {
			continue;
		}
		$values[ $name ] = $checked;
	}
	return array(
		'values' => $values,
		'remove' => array_values( array_unique( $remove ) ),
	);
}
