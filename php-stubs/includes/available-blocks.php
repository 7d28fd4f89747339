<?php
/**
 * Which blocks this site may use: the rollout lists (build/rollout.json, the
 * same file the editor script reads) and whether beta blocks are enabled.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * Beta and experimental blocks show when ORBIT_BLOCKS_BETA is true, or by filter.
 */
function orbit_blocks_beta_enabled(): bool {
	$enabled = defined( 'ORBIT_BLOCKS_BETA' ) && ORBIT_BLOCKS_BETA;
	return (bool) apply_filters( 'orbit_blocks_beta_enabled', $enabled );
}

/**
 * @return array{production: string[], beta: string[], experimental: string[]}
 */
function orbit_blocks_rollout(): array {
	static $rollout = null;
	if ( null === $rollout ) {
		$file    = ORBIT_BLOCKS_BUILD_DIR . '/rollout.json';
		$decoded = file_exists( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
		$rollout = array(
			'production'   => array(),
			'beta'         => array(),
			'experimental' => array(),
		);
		foreach ( array_keys( $rollout ) as $list ) {
			if ( is_array( $decoded ) && isset( $decoded[ $list ] ) && is_array( $decoded[ $list ] ) ) {
				$rollout[ $list ] = array_values( array_map( 'strval', $decoded[ $list ] ) );
			}
		}
	}
	return $rollout;
}

/**
 * Available-blocks entries keyed by slug: available, and unavailable_reason when not.
 *
 * @return array<string, array{available: bool, unavailable_reason?: string}>
 */
function orbit_blocks_available_blocks(): array {
	$rollout = orbit_blocks_rollout();
	$beta    = orbit_blocks_beta_enabled();
	$entries = array();
	foreach ( $rollout['production'] as $slug ) {
		$entries[ $slug ] = array( 'available' => true );
	}
	foreach ( array_merge( $rollout['beta'], $rollout['experimental'] ) as $slug ) {
		$entries[ $slug ] = $beta
			? array( 'available' => true )
			: array(
				'available'          => false,
				'unavailable_reason' => 'not_in_rollout',
			);
	}
	return apply_filters( 'orbit_blocks_available_blocks', $entries );
}

function orbit_blocks_is_available( string $slug ): bool {
	$entries = orbit_blocks_available_blocks();
	return isset( $entries[ $slug ] ) && $entries[ $slug ]['available'];
}
