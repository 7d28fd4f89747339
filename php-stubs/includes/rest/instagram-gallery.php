<?php
/**
 * The Instagram gallery's routes (spec 2 "Instagram gallery", section 7),
 * answered by the local provider:
 *
 * - GET    wpcom/v2/instagram-gallery/connections          the current user's connected
 *                                                          accounts: [ { username, token } ]
 * - GET    wpcom/v2/instagram-gallery/connect-url          the consent page's address, a string
 * - GET    wpcom/v2/instagram-gallery/gallery              ?access_token=&count= (1 to 30, default 30):
 *                                                          { external_name, images: [ { url, title, link } ] }
 * - GET    wpcom/v2/instagram-gallery/connections/<token>  { username, posts }: how many posts show
 *                                                          the account (its owner or an administrator)
 * - DELETE wpcom/v2/instagram-gallery/connections/<token>  forgets a connection (its owner or an
 *                                                          administrator): { deleted: true }
 *
 * A connection is an Instagram account linked by a WordPress user; its
 * token is the keyring id that the login page posts back. They are kept in
 * the option orbit_blocks_instagram_connections (token => username,
 * user_id, and for a real account its access_token, expires_at, issued_at,
 * ig_user_id, which never leave the server).
 *
 * With the Instagram app set (instagram_app_id, instagram_app_secret;
 * includes/adapters/instagram.php) connect-url is Instagram's login page
 * and the gallery is the account's posts from the Instagram API. Otherwise,
 * in development only (ORBIT_BLOCKS_LOCAL_SERVICES), a local consent page
 * links a username and the "Instagram account" shows the site's own media
 * library (stand-ins/instagram-consent.php); elsewhere both routes answer
 * service_not_configured. The server render
 * (blocks/instagram-gallery/render.php) reads the same functions.
 *
 * Adding accounts needs the current user's account on the account service
 * (spec 2 section 6), as the editor asks for it first; without it the list
 * of connections is empty.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_INSTAGRAM_CONNECTIONS_OPTION = 'orbit_blocks_instagram_connections';
const ORBIT_BLOCKS_INSTAGRAM_NEXT_TOKEN_OPTION  = 'orbit_blocks_instagram_next_token';
const ORBIT_BLOCKS_INSTAGRAM_MAX_POSTS          = 30;
/** Instagram usernames: letters, digits, dots and underscores, up to 30. */
const ORBIT_BLOCKS_INSTAGRAM_USERNAME_PATTERN = '/^[A-Za-z0-9._]{1,30}$/';

/**
 * Every stored connection, by token.
 *
 * @return array<int, array{username: string, user_id: int}>
 */
function orbit_blocks_instagram_connections(): array {
	$stored      = get_option( ORBIT_BLOCKS_INSTAGRAM_CONNECTIONS_OPTION, array() );
	$connections = array();
	foreach ( is_array( $stored ) ? $stored : array() as $token => $connection ) {
		if (
			is_int( $token ) && $token > 0
			&& is_array( $connection )
			&& isset( $connection['username'], $connection['user_id'] )
			&& orbit_blocks_instagram_is_username( $connection['username'] )
		) {
			$connections[ $token ] = array(
				'username' => (string) $connection['username'],
				'user_id'  => (int) $connection['user_id'],
			);
			// A real account's token (includes/adapters/instagram.php).
			foreach ( array( 'access_token', 'expires_at', 'issued_at', 'ig_user_id' ) as $key ) {
				if ( isset( $connection[ $key ] ) && is_scalar( $connection[ $key ] ) ) {
					$connections[ $token ][ $key ] = $connection[ $key ];
				}
			}
		}
	}
	return $connections;
}

function orbit_blocks_instagram_is_username( $value ): bool {
	return is_string( $value ) && 1 === preg_match( ORBIT_BLOCKS_INSTAGRAM_USERNAME_PATTERN, $value );
}

/** A token as the block saves it ("12"), or 0 when it is not one. */
function orbit_blocks_instagram_token( $value ): int {
	if ( is_int( $value ) ) {
		return $value > 0 ? $value : 0;
	}
	return is_string( $value ) && 1 === preg_match( '/^[1-9]\d{0,15}$/', $value ) ? (int) $value : 0;
}

/**
 * The connection a token stands for, or null.
 *
 * @return array{username: string, user_id: int}|null
 */
function orbit_blocks_instagram_connection( $token ): ?array {
	$token = orbit_blocks_instagram_token( $token );
	return $token ? ( orbit_blocks_instagram_connections()[ $token ] ?? null ) : null;
}

/**
 * Links $username for $user_id and gives its token (the keyring id). The
 * same user connecting the same account again gets the same token (with
 * the new access token, when $account has one).
 *
 * @param array $account access_token, expires_at, issued_at, ig_user_id of a real account
 */
function orbit_blocks_instagram_add_connection( int $user_id, string $username, array $account = array() ): int {
	$connections = orbit_blocks_instagram_connections();
	$keep        = array_intersect_key( $account, array_flip( array( 'access_token', 'expires_at', 'issued_at', 'ig_user_id' ) ) );
	foreach ( $connections as $token => $connection ) {
		if ( $connection['user_id'] === $user_id && 0 === strcasecmp( $connection['username'], $username ) ) {
			if ( $keep ) {
				$connections[ $token ] = array_merge( $connection, $keep );
				update_option( ORBIT_BLOCKS_INSTAGRAM_CONNECTIONS_OPTION, $connections, false );
				delete_transient( 'orbit_blocks_ig_media_' . $token );
			}
			return $token;
		}
	}
	$token = max( 1, (int) get_option( ORBIT_BLOCKS_INSTAGRAM_NEXT_TOKEN_OPTION, 1 ) );
	while ( isset( $connections[ $token ] ) ) {
		++$token;
	}
	$connections[ $token ] = array(
		'username' => $username,
		'user_id'  => $user_id,
	) + $keep;
	update_option( ORBIT_BLOCKS_INSTAGRAM_CONNECTIONS_OPTION, $connections, false );
	update_option( ORBIT_BLOCKS_INSTAGRAM_NEXT_TOKEN_OPTION, $token + 1, false );
	return $token;
}

/**
 * How many posts (of any type, not in the trash) hold a gallery block that
 * shows the account of $token: what removing the account would empty.
 */
function orbit_blocks_instagram_posts_using( int $token ): int {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a count no API gives; changes with every save, so not cached.
	return (int) $wpdb->get_var(
		$wpdb->prepare(
			"SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_status NOT IN ( 'trash', 'auto-draft', 'inherit' ) AND post_content LIKE %s AND post_content LIKE %s",
			'%' . $wpdb->esc_like( '<!-- wp:jetpack/instagram-gallery ' ) . '%',
			'%' . $wpdb->esc_like( '"accessToken":"' . $token . '"' ) . '%'
		)
	);
}

function orbit_blocks_instagram_remove_connection( int $token ): void {
	$connections = orbit_blocks_instagram_connections();
	unset( $connections[ $token ] );
	update_option( ORBIT_BLOCKS_INSTAGRAM_CONNECTIONS_OPTION, $connections, false );
	delete_transient( 'orbit_blocks_ig_media_' . $token );
}

/**
 * The images a connection's gallery shows: the account's posts from the
 * Instagram API (a real account), the media library (development), else
 * what is missing.
 *
 * @return array<int, array{url: string, title: string, link: string}>|WP_Error
 */
function orbit_blocks_instagram_gallery_images( int $token, array $connection, int $count ) {
	if ( ! empty( $connection['access_token'] ) ) {
		return orbit_blocks_instagram_api_media( $token, $connection, $count );
	}
	// In development, the media library (stand-ins/instagram-consent.php).
	$images = apply_filters( 'orbit_blocks_instagram_stand_in_images', null, $count );
	if ( is_array( $images ) ) {
		return $images;
	}
	return orbit_blocks_service_not_configured( __( 'the Instagram app ID and secret', 'orbit-blocks' ) );
}

/**
 * Whether the current user may show a connection's gallery: its own, or
 * anyone's for those who edit others' posts (an editor opening an author's
 * post). Another author cannot read an account by guessing its token.
 *
 * @param array{username: string, user_id: int} $connection
 */
function orbit_blocks_instagram_can_use( array $connection ): bool {
	return get_current_user_id() === $connection['user_id'] || current_user_can( 'edit_others_posts' );
}

/** Whether the current user has an account on the account service. */
function orbit_blocks_instagram_user_connected(): bool {
	return (bool) orbit_blocks_connection_status()['isUserConnected'];
}

function orbit_blocks_instagram_not_connected_error(): WP_Error {
	return new WP_Error(
		'instagram_gallery_user_not_connected',
		__( 'Connect your account to the account service before connecting an Instagram account.', 'orbit-blocks' ),
		array( 'status' => 403 )
	);
}

/**
 * A connection the current user may see and remove: their own, or any for an
 * administrator.
 *
 * @return array|WP_Error
 */
function orbit_blocks_instagram_own_connection( string $token ) {
	$connection = orbit_blocks_instagram_connection( $token );
	if ( ! $connection ) {
		return orbit_blocks_instagram_unknown_token_error();
	}
	if ( get_current_user_id() !== $connection['user_id'] && ! current_user_can( 'manage_options' ) ) {
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to disconnect this account.', 'orbit-blocks' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}
	return $connection;
}

function orbit_blocks_instagram_unknown_token_error(): WP_Error {
	return new WP_Error(
		'instagram_gallery_invalid_token',
		__( 'This Instagram account is not connected.', 'orbit-blocks' ),
		array( 'status' => 404 )
	);
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/instagram-gallery/connections',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static function () {
					// A list, never an error (spec 2): without an account
					// on the account service the user has no connections.
					if ( ! orbit_blocks_instagram_user_connected() ) {
						return rest_ensure_response( array() );
					}
					$user_id = get_current_user_id();
					$list    = array();
					foreach ( orbit_blocks_instagram_connections() as $token => $connection ) {
						if ( $connection['user_id'] === $user_id ) {
							$list[] = array(
								'username' => $connection['username'],
								'token'    => (string) $token,
							);
						}
					}
					return rest_ensure_response( $list );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/instagram-gallery/connect-url',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static function () {
					if ( ! orbit_blocks_instagram_user_connected() ) {
						return orbit_blocks_instagram_not_connected_error();
					}
					if ( orbit_blocks_instagram_api_configured() ) {
						return rest_ensure_response( orbit_blocks_instagram_authorize_url() );
					}
					// In development, the local consent page (stand-ins/instagram-consent.php).
					$stand_in = (string) apply_filters( 'orbit_blocks_instagram_connect_url', '' );
					if ( '' === $stand_in ) {
						return orbit_blocks_service_not_configured( __( 'the Instagram app ID and secret', 'orbit-blocks' ) );
					}
					return rest_ensure_response( $stand_in );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/instagram-gallery/gallery',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => array(
					'access_token' => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^[1-9][0-9]{0,15}$',
					),
					'count'        => array(
						'type'    => 'integer',
						'default' => ORBIT_BLOCKS_INSTAGRAM_MAX_POSTS,
						'minimum' => 1,
						'maximum' => ORBIT_BLOCKS_INSTAGRAM_MAX_POSTS,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$connection = orbit_blocks_instagram_connection( (string) $request['access_token'] );
					if ( ! $connection ) {
						return orbit_blocks_instagram_unknown_token_error();
					}
					if ( ! orbit_blocks_instagram_can_use( $connection ) ) {
						return new WP_Error(
							'rest_forbidden',
							__( 'Sorry, you are not allowed to show this account.', 'orbit-blocks' ),
							array( 'status' => rest_authorization_required_code() )
						);
					}
					$images = orbit_blocks_instagram_gallery_images( orbit_blocks_instagram_token( (string) $request['access_token'] ), $connection, (int) $request['count'] );
					if ( is_wp_error( $images ) ) {
						return $images;
					}
					return rest_ensure_response(
						array(
							'external_name' => $connection['username'],
							'images'        => $images,
						)
					);
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/instagram-gallery/connections/(?P<token>[1-9][0-9]{0,15})',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'permission_callback' => 'orbit_blocks_can_edit',
					'callback'            => static function ( WP_REST_Request $request ) {
						$token      = orbit_blocks_instagram_token( (string) $request['token'] );
						$connection = orbit_blocks_instagram_own_connection( $token );
						if ( is_wp_error( $connection ) ) {
							return $connection;
						}
						return rest_ensure_response(
							array(
								'username' => $connection['username'],
								'posts'    => orbit_blocks_instagram_posts_using( $token ),
							)
						);
					},
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'permission_callback' => 'orbit_blocks_can_edit',
					'callback'            => static function ( WP_REST_Request $request ) {
						$token      = orbit_blocks_instagram_token( (string) $request['token'] );
						$connection = orbit_blocks_instagram_own_connection( $token );
						if ( is_wp_error( $connection ) ) {
							return $connection;
						}
						orbit_blocks_instagram_remove_connection( $token );
						return rest_ensure_response( array( 'deleted' => true ) );
					},
				),
			)
		);
	}
);
