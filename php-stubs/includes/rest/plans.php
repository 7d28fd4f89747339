<?php
/**
 * GET jetpack/v4/plans (the public plans list) and GET jetpack/v4/site (the
 * site, with its plan), from includes/plans.php.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/plans',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static fn() => rest_ensure_response( orbit_blocks_plans() ),
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/site',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static function () {
					$registration = orbit_blocks_site_registration();
					return rest_ensure_response(
						array(
							'ID'   => $registration['isRegistered'] ? $registration['blogId'] : null,
							'name' => get_bloginfo( 'name' ),
							'URL'  => home_url(),
							'plan' => orbit_blocks_site_plan(),
						)
					);
				},
			)
		);
	}
);
