<?php
/**
 * Plans (spec 3 section 7, "Other"): the public plans list, cheapest first,
 * and the site's plan.
 *
 * A site has plans only when a plans service is configured: a host or an
 * administrator that sells tiers sets where Upgrade leads (the setting
 * plans_checkout_url, or its constant ORBIT_BLOCKS_PLANS_CHECKOUT_URL) and,
 * if it likes, the site's plan (the setting site_plan / ORBIT_BLOCKS_SITE_PLAN,
 * or the filter orbit_blocks_site_plan_slug; else the option
 * orbit_blocks_site_plan, Free until changed). The filter
 * orbit_blocks_plans_service_configured turns plans on or off in code. In
 * development the local plan checkout stands in for such a service.
 *
 * Without a plans service the site's plan includes every block: no paid
 * block is missing its plan, so no Premium banner, Upgrade or plan nudge
 * shows anywhere.
 *
 * Why: docs/decisions.md, "Plans exist only where a plans service is configured".
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

/** Whether the site sells plans: a plans service is configured (see above). */
function orbit_blocks_plans_service_configured(): bool {
	$configured = '' !== orbit_blocks_setting( 'plans_checkout_url' ) || orbit_blocks_local_services_enabled();
	return (bool) apply_filters( 'orbit_blocks_plans_service_configured', $configured );
}

/**
 * The plan of a site without a plans service: every block included.
 *
 * @return array{product_id: int, product_slug: string, product_name: string, product_name_short: string, price: string, currency_code: string}
 */
function orbit_blocks_all_blocks_plan(): array {
	return array(
		'product_id'         => 0,
		'product_slug'       => 'orbit_all_blocks',
		'product_name'       => __( 'Every block included', 'orbit-blocks' ),
		'product_name_short' => __( 'Every block', 'orbit-blocks' ),
		'price'              => '0',
		'currency_code'      => 'USD',
	);
}

/**
 * @return array{product_id: int, product_slug: string, product_name: string, product_name_short: string, price: string, currency_code: string}
 */
function orbit_blocks_site_plan(): array {
	if ( ! orbit_blocks_plans_service_configured() ) {
		return orbit_blocks_all_blocks_plan();
	}
	$slug = orbit_blocks_setting( 'site_plan' );
	$slug = '' !== $slug ? $slug : (string) get_option( ORBIT_BLOCKS_SITE_PLAN_OPTION, 'jetpack_free' );
	$slug = (string) apply_filters( 'orbit_blocks_site_plan_slug', $slug );
	$rank = orbit_blocks_plan_rank( $slug );
	return orbit_blocks_plans()[ max( 0, $rank ) ];
}

/** Whether the site's plan is $required or one above it (always, without a plans service). */
function orbit_blocks_site_has_plan( string $required ): bool {
	if ( ! orbit_blocks_plans_service_configured() ) {
		return true;
	}
	return orbit_blocks_plan_rank( orbit_blocks_site_plan()['product_slug'] ) >= orbit_blocks_plan_rank( $required );
}
