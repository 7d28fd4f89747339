<?php
/**
 * GET jetpack/v4/module/all, GET jetpack/v4/module/{slug} and
 * POST jetpack/v4/module/{slug}/active (spec 1 section 7, "Modules"),
 * answered from includes/modules.php. Anyone who edits posts may read them
 * (blocks check whether their module is on); only administrators switch them.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/module/all',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static fn() => rest_ensure_response( orbit_blocks_module_list() ),
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/module/(?P<slug>[a-z0-9-]+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static function ( WP_REST_Request $request ) {
					$list = orbit_blocks_module_list();
					return isset( $list[ $request['slug'] ] )
						? rest_ensure_response( $list[ $request['slug'] ] )
						: new WP_Error( 'not_found', __( 'The requested module was not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/module/(?P<slug>[a-z0-9-]+)/active',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => 'orbit_blocks_can_manage',
				'args'                => array(
					'active' => array(
						'type'     => 'boolean',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$active = (bool) $request['active'];
					$result = orbit_blocks_set_module_active( (string) $request['slug'], $active );
					if ( is_wp_error( $result ) ) {
						return $result;
					}
					return rest_ensure_response(
						array(
							'code'    => 'success',
							'message' => $active
								? __( 'The module was turned on.', 'orbit-blocks' )
								: __( 'The module was turned off.', 'orbit-blocks' ),
						)
					);
				},
			)
		);
	}
);
