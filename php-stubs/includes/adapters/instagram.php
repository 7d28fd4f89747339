<?php
/**
 * Instagram (Instagram API with Instagram Login,
 * https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/):
 * the Instagram gallery's accounts and posts, once the settings
 * instagram_app_id and instagram_app_secret name the site's own Meta app.
 *
 * - Login ("Business Login for Instagram"): the editor's pop-up opens
 *   https://www.instagram.com/oauth/authorize?client_id=&redirect_uri=
 *   &response_type=code&scope=instagram_business_basic&state=, state being
 *   a one-use nonce of the current user (ten minutes). Instagram sends the
 *   user back to the redirect address the settings screen shows
 *   (admin-post.php?action=orbit_blocks_instagram_oauth, to paste into the
 *   app's "Valid OAuth Redirect URIs") with code and state.
 * - The short-lived token: POST https://api.instagram.com/oauth/access_token
 *   (form: client_id, client_secret, grant_type=authorization_code,
 *   redirect_uri, code) → { data: [ { access_token, user_id, permissions } ] }
 *   (older answers are flat); errors { error_type, code, error_message }.
 * - The long-lived token (60 days): GET https://graph.instagram.com/access_token
 *   ?grant_type=ig_exchange_token&client_secret=&access_token= → { access_token,
 *   token_type, expires_in }; refreshed by GET /refresh_access_token
 *   ?grant_type=ig_refresh_token&access_token= once it is a day old, by the
 *   daily WP-Cron event orbit_blocks_instagram_refresh, for tokens with less
 *   than 30 days left.
 * - The account and its posts: GET /v22.0/me?fields=user_id,username and
 *   /v22.0/me/media?fields=id,caption,media_type,media_url,permalink,
 *   thumbnail_url,timestamp&limit= with access_token; errors { error: {
 *   message, type, code } } (190: the token is no longer valid; 4, 17, 32,
 *   613: rate limits).
 *
 * Tokens are kept with the connection (the option
 * orbit_blocks_instagram_connections, not autoloaded) and never leave the
 * server; a gallery's posts are kept 15 minutes (visitors' pages read them).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_INSTAGRAM_OAUTH_ACTION = 'orbit_blocks_instagram_oauth';
const ORBIT_BLOCKS_INSTAGRAM_STATE_META   = 'orbit_blocks_instagram_oauth_state';
const ORBIT_BLOCKS_INSTAGRAM_GRAPH        = 'https://graph.instagram.com';
const ORBIT_BLOCKS_INSTAGRAM_API_VERSION  = 'v22.0';
const ORBIT_BLOCKS_INSTAGRAM_MEDIA_TTL    = 15 * MINUTE_IN_SECONDS;
const ORBIT_BLOCKS_INSTAGRAM_REFRESH_HOOK = 'orbit_blocks_instagram_refresh';

function orbit_blocks_instagram_api_configured(): bool {
	return '' !== orbit_blocks_setting( 'instagram_app_id' ) && '' !== orbit_blocks_setting( 'instagram_app_secret' );
}

/** The address Instagram sends the user back to (shown on the settings screen). */
function orbit_blocks_instagram_redirect_url(): string {
	return admin_url( 'admin-post.php?action=' . ORBIT_BLOCKS_INSTAGRAM_OAUTH_ACTION );
}

/** The login page's address for the current user, with a fresh state nonce. */
function orbit_blocks_instagram_authorize_url(): string {
	$state = wp_generate_password( 32, false );
	update_user_meta(
		get_current_user_id(),
		ORBIT_BLOCKS_INSTAGRAM_STATE_META,
		array(
			'hash'    => wp_hash( $state ),
			'expires' => time() + 10 * MINUTE_IN_SECONDS,
		)
	);
	$query = array(
		'client_id'     => orbit_blocks_setting( 'instagram_app_id' ),
		'redirect_uri'  => orbit_blocks_instagram_redirect_url(),
		'response_type' => 'code',
		'scope'         => 'instagram_business_basic',
		'state'         => $state,
	);
	return orbit_blocks_service_endpoint( 'instagram-login', 'https://www.instagram.com' ) . '/oauth/authorize?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
}

/** Whether $state is the current user's nonce (used once: it is forgotten here). */
function orbit_blocks_instagram_check_state( string $state ): bool {
	$user_id = get_current_user_id();
	$stored  = get_user_meta( $user_id, ORBIT_BLOCKS_INSTAGRAM_STATE_META, true );
	delete_user_meta( $user_id, ORBIT_BLOCKS_INSTAGRAM_STATE_META );
	return is_array( $stored ) && '' !== $state
		&& (int) ( $stored['expires'] ?? 0 ) >= time()
		&& hash_equals( (string) ( $stored['hash'] ?? '' ), wp_hash( $state ) );
}

/** A Graph API call with the token in the query, as the reference gives it. */
function orbit_blocks_instagram_graph( string $path, array $query ): array {
	return orbit_blocks_http_json(
		'GET',
		orbit_blocks_service_endpoint( 'instagram-graph', ORBIT_BLOCKS_INSTAGRAM_GRAPH ) . $path . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 )
	);
}

/** What Instagram said, from either of its error shapes. */
function orbit_blocks_instagram_said( array $response ): string {
	$body = is_array( $response['body'] ) ? $response['body'] : array();
	if ( is_array( $body['error'] ?? null ) ) {
		return (string) ( $body['error']['message'] ?? '' );
	}
	return (string) ( $body['error_message'] ?? ( $response['error'] ?? '' ) );
}

/** A failed answer of Instagram as the author reads it. */
function orbit_blocks_instagram_error( array $response ): WP_Error {
	$body   = is_array( $response['body'] ) ? $response['body'] : array();
	$code   = is_array( $body['error'] ?? null ) ? (int) ( $body['error']['code'] ?? 0 ) : 0;
	$status = $response['status'];
	if ( orbit_blocks_http_is_transient( $status ) || in_array( $code, array( 4, 17, 32, 613 ), true ) ) {
		return new WP_Error(
			'instagram_unavailable',
			__( 'Instagram could not be reached or is busy. Please try again later.', 'orbit-blocks' ),
			array(
				'status'    => 503,
				'retryable' => true,
			)
		);
	}
	if ( 190 === $code ) {
		return new WP_Error(
			'instagram_token_expired',
			__( 'Instagram no longer accepts this account’s connection. Connect the account again.', 'orbit-blocks' ),
			array( 'status' => 401 )
		);
	}
	$said = orbit_blocks_instagram_said( $response );
	if ( false !== stripos( $said, 'client secret' ) || false !== stripos( $said, 'client_id' ) || false !== stripos( $said, 'app' ) ) {
		return new WP_Error(
			'instagram_app_refused',
			/* translators: 1: Instagram's own message; 2 and 3: settings' names */
			sprintf( __( 'Instagram refused the site’s app (%1$s): check the %2$s and %3$s in Settings → Orbit Blocks.', 'orbit-blocks' ), $said, orbit_blocks_adapter_setting_label( 'instagram_app_id' ), orbit_blocks_adapter_setting_label( 'instagram_app_secret' ) ),
			array(
				'status'       => 502,
				'settings_url' => current_user_can( 'manage_options' ) ? orbit_blocks_adapter_settings_url( 'instagram' ) : '',
			)
		);
	}
	return new WP_Error(
		'instagram_refused',
		/* translators: %s: Instagram's own message */
		sprintf( __( 'Instagram refused the request: %s', 'orbit-blocks' ), '' !== $said ? $said : (string) $status ),
		array( 'status' => 502 )
	);
}

/** The account a token reads: GET /me (user_id, username), as orbit_blocks_http_json() answers. */
function orbit_blocks_instagram_me( string $token ): array {
	return orbit_blocks_instagram_graph(
		'/' . ORBIT_BLOCKS_INSTAGRAM_API_VERSION . '/me',
		array(
			'fields'       => 'user_id,username',
			'access_token' => $token,
		)
	);
}

/**
 * The login's code → a long-lived token and the account.
 *
 * @return array{access_token: string, expires_at: int, ig_user_id: string, username: string}|WP_Error
 */
function orbit_blocks_instagram_exchange_code( string $code ) {
	$short = orbit_blocks_http_json(
		'POST',
		orbit_blocks_service_endpoint( 'instagram-api', 'https://api.instagram.com' ) . '/oauth/access_token',
		array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
		array(
			'client_id'     => orbit_blocks_setting( 'instagram_app_id' ),
			'client_secret' => orbit_blocks_setting( 'instagram_app_secret' ),
			'grant_type'    => 'authorization_code',
			'redirect_uri'  => orbit_blocks_instagram_redirect_url(),
			'code'          => $code,
		)
	);
	$body  = is_array( $short['body'] ) ? $short['body'] : array();
	$first = isset( $body['data'][0] ) && is_array( $body['data'][0] ) ? $body['data'][0] : $body;
	if ( 200 !== $short['status'] || empty( $first['access_token'] ) ) {
		return orbit_blocks_instagram_error( $short );
	}
	$long = orbit_blocks_instagram_graph(
		'/access_token',
		array(
			'grant_type'    => 'ig_exchange_token',
			'client_secret' => orbit_blocks_setting( 'instagram_app_secret' ),
			'access_token'  => (string) $first['access_token'],
		)
	);
	if ( 200 !== $long['status'] || empty( $long['body']['access_token'] ) ) {
		return orbit_blocks_instagram_error( $long );
	}
	$token = (string) $long['body']['access_token'];
	$me    = orbit_blocks_instagram_me( $token );
	if ( 200 !== $me['status'] || ! orbit_blocks_instagram_is_username( $me['body']['username'] ?? null ) ) {
		return orbit_blocks_instagram_error( $me );
	}
	return array(
		'access_token' => $token,
		'expires_at'   => time() + (int) ( $long['body']['expires_in'] ?? 0 ),
		'issued_at'    => time(),
		'ig_user_id'   => (string) ( $me['body']['user_id'] ?? ( $first['user_id'] ?? '' ) ),
		'username'     => (string) $me['body']['username'],
	);
}

/**
 * The newest posts of a connected account, as the gallery shows them.
 *
 * @param array $connection a connection with its access_token
 * @return array<int, array{url: string, title: string, link: string}>|WP_Error
 */
function orbit_blocks_instagram_api_media( int $token, array $connection, int $count ) {
	$count  = max( 1, min( ORBIT_BLOCKS_INSTAGRAM_MAX_POSTS, $count ) );
	$cached = get_transient( 'orbit_blocks_ig_media_' . $token );
	if ( is_array( $cached ) && count( $cached ) >= $count ) {
		return array_slice( $cached, 0, $count );
	}
	$response = orbit_blocks_instagram_graph(
		'/' . ORBIT_BLOCKS_INSTAGRAM_API_VERSION . '/me/media',
		array(
			'fields'       => 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp',
			'limit'        => ORBIT_BLOCKS_INSTAGRAM_MAX_POSTS,
			'access_token' => (string) $connection['access_token'],
		)
	);
	if ( 200 !== $response['status'] || ! is_array( $response['body']['data'] ?? null ) ) {
		return orbit_blocks_instagram_error( $response );
	}
	$images = array();
	foreach ( $response['body']['data'] as $post ) {
		if ( ! is_array( $post ) ) {
			continue;
		}
		// A video shows its cover picture.
		$url  = esc_url_raw( (string) ( 'VIDEO' === ( $post['media_type'] ?? '' ) ? ( $post['thumbnail_url'] ?? '' ) : ( $post['media_url'] ?? '' ) ), array( 'https', 'http' ) );
		$link = esc_url_raw( (string) ( $post['permalink'] ?? '' ), array( 'https', 'http' ) );
		if ( '' === $url ) {
			continue;
		}
		$images[] = array(
			'url'   => $url,
			'title' => trim( wp_strip_all_tags( (string) ( $post['caption'] ?? '' ) ) ),
			'link'  => '' !== $link ? $link : $url,
		);
	}
	set_transient( 'orbit_blocks_ig_media_' . $token, $images, ORBIT_BLOCKS_INSTAGRAM_MEDIA_TTL );
	return array_slice( $images, 0, $count );
}

/** Refreshes the long-lived tokens that are a day old and have less than 30 days left. */
function orbit_blocks_instagram_refresh_tokens(): void {
	$stored = get_option( ORBIT_BLOCKS_INSTAGRAM_CONNECTIONS_OPTION, array() );
	if ( ! is_array( $stored ) ) {
		return;
	}
	$changed = false;
	foreach ( $stored as $token => $connection ) {
		if ( ! is_array( $connection ) || empty( $connection['access_token'] ) ) {
			continue;
		}
		$expires = (int) ( $connection['expires_at'] ?? 0 );
		$issued  = (int) ( $connection['issued_at'] ?? 0 );
		if ( $expires - time() > 30 * DAY_IN_SECONDS || time() - $issued < DAY_IN_SECONDS ) {
			continue;
		}
		$answer = orbit_blocks_instagram_graph(
			'/refresh_access_token',
			array(
				'grant_type'   => 'ig_refresh_token',
				'access_token' => (string) $connection['access_token'],
			)
		);
		if ( 200 === $answer['status'] && ! empty( $answer['body']['access_token'] ) ) {
			$stored[ $token ]['access_token'] = (string) $answer['body']['access_token'];
			$stored[ $token ]['expires_at']   = time() + (int) ( $answer['body']['expires_in'] ?? 0 );
			$stored[ $token ]['issued_at']    = time();
			$changed                          = true;
		}
	}
	if ( $changed ) {
		update_option( ORBIT_BLOCKS_INSTAGRAM_CONNECTIONS_OPTION, $stored, false );
	}
}
add_action( ORBIT_BLOCKS_INSTAGRAM_REFRESH_HOOK, 'orbit_blocks_instagram_refresh_tokens' );
add_action(
	'init',
	static function (): void {
		if ( orbit_blocks_instagram_api_configured() && ! wp_next_scheduled( ORBIT_BLOCKS_INSTAGRAM_REFRESH_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', ORBIT_BLOCKS_INSTAGRAM_REFRESH_HOOK );
		}
	}
);

/**
 * Sends the headers and prints the Instagram connection page up to its
 * heading, in Instagram's colours (this page, and the development stand-in
 * of Instagram's consent page, stand-ins/instagram-consent.php).
 */
function orbit_blocks_instagram_page_open( int $status ): void {
	require_once dirname( __DIR__ ) . '/consent-page.php';
	orbit_blocks_consent_page_open(
		__( 'Connect an Instagram account', 'orbit-blocks' ),
		array(
			'background' => '#fafafa',
			'text'       => '#262626',
			'border'     => '#dbdbdb',
			'accent'     => '#0095f6',
			'problem'    => '#cc1818',
			'note'       => '#737373',
		),
		$status
	);
}

/** The page Instagram sends the user back to: a problem, or the connection handed to the editor. */
function orbit_blocks_instagram_oauth_page( string $problem, int $keyring_id = 0, int $status = 200 ): void {
	orbit_blocks_instagram_page_open( $status );
	if ( $keyring_id ) {
		orbit_blocks_consent_page_connected( $keyring_id );
	} else {
		orbit_blocks_consent_page_problem( $problem );
	}
	orbit_blocks_local_page_end();
}

function orbit_blocks_instagram_handle_oauth(): void {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the state parameter is the nonce.
	$state = isset( $_GET['state'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['state'] ) ) : '';
	$code  = isset( $_GET['code'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['code'] ) ) : '';
	$error = isset( $_GET['error_description'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['error_description'] ) ) : '';
	// phpcs:enable
	if ( ! current_user_can( 'edit_posts' ) ) {
		orbit_blocks_instagram_oauth_page( __( 'Your user cannot connect an Instagram account on this site.', 'orbit-blocks' ), 0, 403 );
		exit;
	}
	if ( ! orbit_blocks_instagram_api_configured() ) {
		orbit_blocks_instagram_oauth_page( orbit_blocks_service_not_configured( __( 'the Instagram app ID and secret', 'orbit-blocks' ) )->get_error_message(), 0, 503 );
		exit;
	}
	if ( ! orbit_blocks_instagram_check_state( $state ) ) {
		orbit_blocks_instagram_oauth_page( __( 'This sign-in link has expired or was not started here. Close this window and connect again.', 'orbit-blocks' ), 0, 403 );
		exit;
	}
	if ( '' !== $error || '' === $code ) {
		/* translators: %s: Instagram's reason */
		orbit_blocks_instagram_oauth_page( sprintf( __( 'Instagram did not connect the account: %s', 'orbit-blocks' ), '' !== $error ? $error : __( 'no authorization code.', 'orbit-blocks' ) ), 0, 400 );
		exit;
	}
	// Instagram may end the code with "#_", which is not part of it.
	$account = orbit_blocks_instagram_exchange_code( preg_replace( '/#_$/', '', $code ) );
	if ( is_wp_error( $account ) ) {
		orbit_blocks_instagram_oauth_page( $account->get_error_message(), 0, 502 );
		exit;
	}
	$keyring_id = orbit_blocks_instagram_add_connection( get_current_user_id(), $account['username'], $account );
	orbit_blocks_instagram_oauth_page( '', $keyring_id );
	exit;
}
add_action( 'admin_post_' . ORBIT_BLOCKS_INSTAGRAM_OAUTH_ACTION, 'orbit_blocks_instagram_handle_oauth' );

/*
 * The settings screen's Test: the app's settings are complete, and each
 * connected account's token still reads its account.
 */
add_filter(
	'orbit_blocks_settings_test_instagram',
	static function ( $outcome ) {
		if ( is_array( $outcome ) ) {
			return $outcome;
		}
		if ( ! orbit_blocks_instagram_api_configured() ) {
			return array(
				'ok'      => false,
				'message' => __( 'Enter the Instagram app ID and app secret first.', 'orbit-blocks' ),
			);
		}
		$stored   = get_option( ORBIT_BLOCKS_INSTAGRAM_CONNECTIONS_OPTION, array() );
		$messages = array();
		$ok       = true;
		foreach ( is_array( $stored ) ? $stored : array() as $connection ) {
			if ( ! is_array( $connection ) || empty( $connection['access_token'] ) ) {
				continue;
			}
			$me = orbit_blocks_instagram_me( (string) $connection['access_token'] );
			$ok = $ok && 200 === $me['status'];
			/* translators: 1: an Instagram username; 2: what Instagram said */
			$messages[] = 200 === $me['status'] ? sprintf( __( '@%s is connected.', 'orbit-blocks' ), (string) $connection['username'] ) : sprintf( __( '@%1$s: %2$s', 'orbit-blocks' ), (string) $connection['username'], orbit_blocks_instagram_error( $me )->get_error_message() );
		}
		if ( ! $messages ) {
			return array(
				'ok'      => true,
				'message' => __( 'The app is set. No account is connected yet: connect one from an Instagram gallery block.', 'orbit-blocks' ),
			);
		}
		return array(
			'ok'      => $ok,
			'message' => implode( ' ', $messages ),
		);
	}
);
