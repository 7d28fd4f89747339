<?php
/**
 * Apple MapKit JS tokens, signed by the site (Apple's "Creating a Maps
 * token": a JSON Web Token, ES256, header { alg: "ES256", kid: <key ID>,
 * typ: "JWT" }, claims { iss: <team ID>, iat, exp, origin }) with the
 * settings mapkit_team_id, mapkit_key_id and mapkit_private_key (the .p8
 * key, a secret that never leaves the server). Tokens last 30 minutes and
 * name the site's origin, so one copied elsewhere is refused by Apple and
 * soon useless; GET wpcom/v2/mapkit (public: visitors' maps need it) gives
 * a fresh one. A token made elsewhere (mapkit_token) is used when no key
 * is set.
 *
 * Why: docs/decisions.md, "MapKit stays, with tokens the site signs".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** How long a signed token lasts. */
const ORBIT_BLOCKS_MAPKIT_TOKEN_SECONDS = 30 * MINUTE_IN_SECONDS;

function orbit_blocks_mapkit_key_configured(): bool {
	return '' !== orbit_blocks_setting( 'mapkit_team_id' )
		&& '' !== orbit_blocks_setting( 'mapkit_key_id' )
		&& '' !== orbit_blocks_setting( 'mapkit_private_key' );
}

function orbit_blocks_mapkit_base64url( string $bytes ): string {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- JWT encoding.
}

/**
 * OpenSSL's DER ECDSA signature (SEQUENCE { INTEGER r, INTEGER s }) as
 * JWS wants it: r and s, 32 bytes each.
 */
function orbit_blocks_ecdsa_der_to_raw( string $der ): ?string {
	$at = 0;
	if ( "\x30" !== ( $der[ $at++ ] ?? '' ) ) {
		return null;
	}
	$length = ord( $der[ $at++ ] ?? "\0" );
	if ( $length & 0x80 ) {
		$at += $length & 0x7f;
	}
	$parts = array();
	for ( $i = 0; $i < 2; $i++ ) {
		if ( "\x02" !== ( $der[ $at++ ] ?? '' ) ) {
			return null;
		}
		$size    = ord( $der[ $at++ ] ?? "\0" );
		$integer = ltrim( substr( $der, $at, $size ), "\0" );
		$at     += $size;
		if ( strlen( $integer ) > 32 ) {
			return null;
		}
		$parts[] = str_pad( $integer, 32, "\0", STR_PAD_LEFT );
	}
	return $parts[0] . $parts[1];
}

/**
 * A MapKit JS token for this site, signed now.
 *
 * @return string|WP_Error
 */
function orbit_blocks_mapkit_signed_token() {
	$key = openssl_pkey_get_private( orbit_blocks_setting( 'mapkit_private_key' ) );
	if ( false === $key ) {
		return new WP_Error(
			'mapkit_key_invalid',
			/* translators: %s: a setting's name */
			sprintf( __( 'The %s cannot be read: paste the whole .p8 file in Settings → Orbit Blocks.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'mapkit_private_key' ) ),
			array(
				'status'       => 500,
				'settings_url' => current_user_can( 'manage_options' ) ? orbit_blocks_adapter_settings_url( 'maps' ) : '',
			)
		);
	}
	$home   = wp_parse_url( home_url() );
	$origin = ( $home['scheme'] ?? 'https' ) . '://' . ( $home['host'] ?? '' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
	$now    = time();
	$header = array(
		'alg' => 'ES256',
		'kid' => orbit_blocks_setting( 'mapkit_key_id' ),
		'typ' => 'JWT',
	);
	$claims = array(
		'iss'    => orbit_blocks_setting( 'mapkit_team_id' ),
		'iat'    => $now,
		'exp'    => $now + ORBIT_BLOCKS_MAPKIT_TOKEN_SECONDS,
		'origin' => $origin,
	);
	$input  = orbit_blocks_mapkit_base64url( (string) wp_json_encode( $header ) ) . '.' . orbit_blocks_mapkit_base64url( (string) wp_json_encode( $claims, JSON_UNESCAPED_SLASHES ) );
	$der    = '';
	$raw    = openssl_sign( $input, $der, $key, OPENSSL_ALGO_SHA256 ) ? orbit_blocks_ecdsa_der_to_raw( $der ) : null;
	if ( null === $raw ) {
		return new WP_Error(
			'mapkit_key_invalid',
			/* translators: %s: a setting's name */
			sprintf( __( 'The %s is not an Apple MapKit key (an elliptic-curve P-256 key): check it in Settings → Orbit Blocks.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'mapkit_private_key' ) ),
			array( 'status' => 500 )
		);
	}
	return $input . '.' . orbit_blocks_mapkit_base64url( $raw );
}

/*
 * The Maps section's Test: a token can be signed with the saved key (Apple
 * checks it only when a browser loads a map, so no call is made here).
 */
add_filter(
	'orbit_blocks_settings_test_maps',
	static function ( $outcome ) {
		if ( is_array( $outcome ) ) {
			return $outcome;
		}
		$messages = array();
		$ok       = true;
		if ( '' !== orbit_blocks_setting( 'mapbox_token' ) ) {
			$messages[] = __( 'A Mapbox public token is set.', 'orbit-blocks' );
		}
		if ( orbit_blocks_mapkit_key_configured() ) {
			$token      = orbit_blocks_mapkit_signed_token();
			$ok         = ! is_wp_error( $token );
			$messages[] = $ok ? __( 'A MapKit token was signed with the key.', 'orbit-blocks' ) : $token->get_error_message();
		}
		if ( ! $messages ) {
			return array(
				'ok'      => false,
				'message' => __( 'Enter a Mapbox public token, or the MapKit team ID, key ID and private key.', 'orbit-blocks' ),
			);
		}
		return array(
			'ok'      => $ok,
			'message' => implode( ' ', $messages ),
		);
	}
);
