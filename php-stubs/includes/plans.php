<?php
/**
 * Plans of the local account service (spec 3 section 7, "Other"): the public
 * plans list, cheapest first, and the site's plan in the option
 * orbit_blocks_site_plan (Free until changed).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_SITE_PLAN_OPTION = 'orbit_blocks_site_plan';

/**
 * @return array<int, array{product_id: int, product_slug: string, product_name: string, product_name_short: string, price: string, currency_code: string}>
 */
function orbit_blocks_plans(): array {
	return array(
		array(
			'product_id'         => 2002,
			'product_slug'       => 'jetpack_free',
			'product_name'       => __( 'Orbit Free', 'orbit-blocks' ),
			'product_name_short' => __( 'Free', 'orbit-blocks' ),
			'price'              => '0',
			'currency_code'      => 'USD',
		),
		array(
			'product_id'         => 2005,
			'product_slug'       => 'jetpack_personal',
			'product_name'       => __( 'Orbit Personal', 'orbit-blocks' ),
			'product_name_short' => __( 'Personal', 'orbit-blocks' ),
			'price'              => '39',
			'currency_code'      => 'USD',
		),
		array(
			'product_id'         => 2000,
			'product_slug'       => 'jetpack_premium',
			'product_name'       => __( 'Orbit Premium', 'orbit-blocks' ),
			'product_name_short' => __( 'Premium', 'orbit-blocks' ),
			'price'              => '99',
			'currency_code'      => 'USD',
		),
		array(
			'product_id'         => 2001,
			'product_slug'       => 'jetpack_business',
			'product_name'       => __( 'Orbit Professional', 'orbit-blocks' ),
			'product_name_short' => __( 'Professional', 'orbit-blocks' ),
			'price'              => '299',
			'currency_code'      => 'USD',
		),
	);
}

/** A plan of the list by slug, or null. */
function orbit_blocks_find_plan( string $slug ): ?array {
	foreach ( orbit_blocks_plans() as $plan ) {
		if ( $plan['product_slug'] === $slug ) {
			return $plan;
		}
	}
	return null;
}

/** A plan's place in the list (higher includes more), or -1 if unknown. */
function orbit_blocks_plan_rank( string $slug ): int {
	$index = array_search( $slug, array_column( orbit_blocks_plans(), 'product_slug' ), true );
	return false === $index ? -1 : (int) $index;
}

/**
 * @return array{product_id: int, product_slug: string, product_name: string, product_name_short: string, price: string, currency_code: string}
 */
function orbit_blocks_site_plan(): array {
	$slug = (string) get_option( ORBIT_BLOCKS_SITE_PLAN_OPTION, 'jetpack_free' );
	$rank = orbit_blocks_plan_rank( $slug );
	return orbit_blocks_plans()[ max( 0, $rank ) ];
}

/** Whether the site's plan is $required or one above it. */
function orbit_blocks_site_has_plan( string $required ): bool {
	return orbit_blocks_plan_rank( orbit_blocks_site_plan()['product_slug'] ) >= orbit_blocks_plan_rank( $required );
}
