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
 * The rollout lists, plus two maps: paid (slug => the plan it needs) and
 * modules (slug => the module that must be on).
 *
 * @return array{production: string[], beta: string[], experimental: string[], paid: array<string, string>, modules: array<string, string>}
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
		foreach ( array( 'paid', 'modules' ) as $map ) {
			$rollout[ $map ] = is_array( $decoded ) && isset( $decoded[ $map ] ) && is_array( $decoded[ $map ] )
				? array_map( 'strval', $decoded[ $map ] )
				: array();
		}
	}
	return $rollout;
}

/**
 * Why a listed block cannot be used on this site, with details, or null.
 * A paid block needs its plan (spec 3 section 6); a block backed by a module
 * needs the module on.
 *
 * @return array{unavailable_reason: string, details: array<string, string>}|null
 */
function orbit_blocks_unavailability( string $slug, array $rollout ): ?array {
	if ( isset( $rollout['paid'][ $slug ] ) && ! orbit_blocks_site_has_plan( $rollout['paid'][ $slug ] ) ) {
		return array(
			'unavailable_reason' => 'missing_plan',
			'details'            => array(
				'required_feature' => $slug,
				'required_plan'    => $rollout['paid'][ $slug ],
			),
		);
	}
	if ( isset( $rollout['modules'][ $slug ] ) && ! orbit_blocks_is_module_active( $rollout['modules'][ $slug ] ) ) {
		return array(
			'unavailable_reason' => 'missing_module',
			'details'            => array( 'required_module' => $rollout['modules'][ $slug ] ),
		);
	}
	return null;
}

/**
 * Available-blocks entries keyed by slug (spec 1 section 3): available, and
 * unavailable_reason and details when not.
 *
 * @return array<string, array{available: bool, unavailable_reason?: string, details?: array<string, string>}>
 */
function orbit_blocks_available_blocks(): array {
	$rollout = orbit_blocks_rollout();
	$beta    = orbit_blocks_beta_enabled();
	$entries = array();
	$listed  = array_merge( $rollout['production'], $beta ? array_merge( $rollout['beta'], $rollout['experimental'] ) : array() );
	foreach ( $listed as $slug ) {
		$problem          = orbit_blocks_unavailability( $slug, $rollout );
		$entries[ $slug ] = $problem ? array( 'available' => false ) + $problem : array( 'available' => true );
	}
	if ( ! $beta ) {
		foreach ( array_merge( $rollout['beta'], $rollout['experimental'] ) as $slug ) {
			$entries[ $slug ] = array(
				'available'          => false,
				'unavailable_reason' => 'not_in_rollout',
			);
		}
	}
	return apply_filters( 'orbit_blocks_available_blocks', $entries );
}

/**
 * Whether the block registers: available, or paid and missing only its plan
 * (it registers so that the editor can offer the upgrade).
 */
function orbit_blocks_should_register( string $slug ): bool {
	$entries = orbit_blocks_available_blocks();
	if ( ! isset( $entries[ $slug ] ) ) {
		return false;
	}
	return $entries[ $slug ]['available'] || 'missing_plan' === ( $entries[ $slug ]['unavailable_reason'] ?? '' );
}
