<?php
/**
 * The contact form's host side: loads php-stubs/includes/contact-form/
 * (fields, server validation, the visitor's form, the submission handler,
 * who may submit and how often, the feedback post type) and serves the
 * stored feedback to the editor's users: GET
 * jetpack/v4/contact-form/feedback (newest first; optional
 * ?source=<post id>), for those who may edit pages.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

foreach ( array( 'fields', 'steps', 'file-upload', 'validate', 'settings', 'render', 'feedback', 'guard', 'submit' ) as $orbit_blocks_contact_form_file ) {
	require_once dirname( __DIR__ ) . '/contact-form/' . $orbit_blocks_contact_form_file . '.php';
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/contact-form/feedback',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn() => current_user_can( 'edit_pages' ),
				'args'                => array(
					'source' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$query = array(
						'post_type'      => 'feedback',
						'post_status'    => 'publish',
						'posts_per_page' => 100,
						'orderby'        => 'ID',
						'order'          => 'DESC',
					);
					if ( $request['source'] ) {
						$query['post_parent'] = (int) $request['source'];
					}
					return rest_ensure_response( array_map( 'orbit_blocks_feedback_data', get_posts( $query ) ) );
				},
			)
		);
	}
);
