<?php
/**
 * The connection routes under jetpack/v4 (spec 1 section 7, "Connection
 * client"), answered from includes/connection.php. Anyone who edits posts
 * may read the status and unlink their own account; registering and
 * disconnecting the site need manage_options. On a production site users
 * are connected by being logged in, so every authorizeUrl is the address the
 * user returns to; in development linking an account happens on the
 * stand-in authorization page (stand-ins/account-approval.php), which makes only an
 * administrator the connection owner.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

function orbit_blocks_not_registered_error(): WP_Error {
	return new WP_Error(
		'site_not_registered',
		__( 'The site is not connected yet. Connect the site first.', 'orbit-blocks' ),
		array( 'status' => 400 )
	);
}

/**
 * @return array<string, mixed> connection/data for the current user.
 */
function orbit_blocks_connection_data(): array {
	$registration = orbit_blocks_site_registration();
	$user_id      = get_current_user_id();
	$owner        = $registration['ownerId'] ? get_userdata( $registration['ownerId'] ) : false;
	return array(
		'blogId'          => $registration['isRegistered'] ? $registration['blogId'] : null,
		'currentUser'     => array(
			'isConnected' => $registration['isRegistered'] && null !== orbit_blocks_provider_user( $user_id ),
			'isOwner'     => $registration['ownerId'] === $user_id && $user_id > 0,
			'wpcomUser'   => $registration['isRegistered'] ? orbit_blocks_provider_user( $user_id ) : null,
			'permissions' => array(
				'manage_options'  => current_user_can( 'manage_options' ),
				'connect'         => current_user_can( 'manage_options' ),
				'connect_user'    => orbit_blocks_user_may_link( wp_get_current_user() ),
				'disconnect'      => current_user_can( 'manage_options' ),
				'manage_modules'  => current_user_can( 'manage_options' ),
			),
		),
		// A login name is half of a password guess: only for those who manage the site.
		'connectionOwner' => $owner && current_user_can( 'manage_options' ) ? $owner->user_login : null,
	);
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/connection',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'permission_callback' => 'orbit_blocks_can_edit',
					'callback'            => static fn() => rest_ensure_response( orbit_blocks_connection_status() ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'permission_callback' => 'orbit_blocks_can_manage',
					'args'                => array(
						'isActive' => array(
							'type'     => 'boolean',
							'required' => true,
						),
					),
					'callback'            => static function ( WP_REST_Request $request ) {
						if ( $request['isActive'] ) {
							return new WP_Error( 'invalid_param', __( 'Use connection/register to connect the site.', 'orbit-blocks' ), array( 'status' => 400 ) );
						}
						orbit_blocks_disconnect_site();
						return rest_ensure_response( true );
					},
				),
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/connection/data',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static fn() => rest_ensure_response( orbit_blocks_connection_data() ),
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/connection/plugins',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static function () {
					$plugins = orbit_blocks_site_registration()['isRegistered']
						? array(
							array(
								'name' => 'Orbit Blocks',
								'slug' => 'orbit-blocks',
							),
						)
						: array();
					return rest_ensure_response( $plugins );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/connection/test',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_manage',
				'callback'            => static function () {
					$status = orbit_blocks_connection_status();
					if ( ! $status['isActive'] ) {
						return $status['isRegistered']
							? new WP_Error( 'missing_owner', $status['connectionErrors'][0]['message'], array( 'status' => 400 ) )
							: orbit_blocks_not_registered_error();
					}
					return rest_ensure_response(
						array(
							'code'    => 'success',
							'message' => __( 'The connection to the account service works.', 'orbit-blocks' ),
						)
					);
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/connection/register',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => 'orbit_blocks_can_manage',
				'args'                => array(
					'registration_nonce' => array(
						'type'     => 'string',
						'required' => true,
					),
					'no_iframe'          => array( 'type' => 'boolean' ),
					'plugin_slug'        => array( 'type' => 'string' ),
					'redirect_uri'       => array(
						'type'     => 'string',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					if ( ! wp_verify_nonce( $request['registration_nonce'], ORBIT_BLOCKS_REGISTRATION_NONCE ) ) {
						return new WP_Error( 'invalid_nonce', __( 'The registration form has expired. Reload the page and try again.', 'orbit-blocks' ), array( 'status' => 403 ) );
					}
					if ( orbit_blocks_offline_mode()['isActive'] ) {
						return new WP_Error( 'offline_mode', __( 'The site is in offline mode, so it cannot be connected.', 'orbit-blocks' ), array( 'status' => 400 ) );
					}
					$registration = orbit_blocks_site_registration();
					if ( ! $registration['isRegistered'] ) {
						// Connected by login, the administrator who connects the site owns it.
						orbit_blocks_save_registration( orbit_blocks_new_registration( orbit_blocks_connect_by_login() ? get_current_user_id() : 0 ) );
					}
					return rest_ensure_response(
						array( 'authorizeUrl' => orbit_blocks_authorize_url( (string) $request['redirect_uri'] ) )
					);
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/connection/authorize_url',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => array(
					'no_iframe'    => array( 'type' => 'string' ),
					'redirect_uri' => array(
						'type'     => 'string',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					if ( ! orbit_blocks_site_registration()['isRegistered'] ) {
						return orbit_blocks_not_registered_error();
					}
					return rest_ensure_response(
						array( 'authorizeUrl' => orbit_blocks_authorize_url( (string) $request['redirect_uri'] ) )
					);
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/connection/url',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static function () {
					if ( ! orbit_blocks_site_registration()['isRegistered'] ) {
						return orbit_blocks_not_registered_error();
					}
					return rest_ensure_response( orbit_blocks_authorize_url( admin_url() ) );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/connection/reconnect',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => 'orbit_blocks_can_manage',
				'callback'            => static function () {
					if ( ! orbit_blocks_site_registration()['isRegistered'] ) {
						return orbit_blocks_not_registered_error();
					}
					if ( ! orbit_blocks_connect_by_login() ) {
						orbit_blocks_unlink_user( get_current_user_id() );
					}
					return rest_ensure_response(
						array(
							'status'       => 'in_progress',
							'authorizeUrl' => orbit_blocks_authorize_url( admin_url() ),
						)
					);
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/connection/user',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => array(
					'linked' => array(
						'type'     => 'boolean',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					if ( orbit_blocks_connect_by_login() ) {
						return new WP_Error( 'connected_by_login', __( 'On this site your account is connected while you are logged in.', 'orbit-blocks' ), array( 'status' => 400 ) );
					}
					if ( $request['linked'] ) {
						return new WP_Error( 'invalid_param', __( 'Connect your account through the authorization page.', 'orbit-blocks' ), array( 'status' => 400 ) );
					}
					orbit_blocks_unlink_user( get_current_user_id() );
					return rest_ensure_response( array( 'code' => 'success' ) );
				},
			)
		);
	}
);
