<?php
/**
 * Google Photos through the Google Photos Picker API
 * (https://developers.google.com/photos/picker/reference/rest), with the
 * administrator's own OAuth client (settings google_client_id,
 * google_client_secret), behind the external media picker's Google Photos
 * routes (includes/rest/external-media.php).
 *
 * - OAuth 2.0 for web server applications
 *   (https://developers.google.com/identity/protocols/oauth2/web-server):
 *   the picker's Connect opens https://accounts.google.com/o/oauth2/v2/auth
 *   (client_id, redirect_uri, response_type=code, scope
 *   photospicker.mediaitems.readonly, access_type=offline, prompt=consent,
 *   state: a one-use nonce of the user). Google returns to the redirect
 *   address the settings screen shows (admin-post.php?action=
 *   orbit_blocks_google_photos_oauth); the code is exchanged at POST
 *   https://oauth2.googleapis.com/token (form: code, client_id,
 *   client_secret, redirect_uri, grant_type=authorization_code) for an
 *   access token (an hour) and a refresh token (grant_type=refresh_token),
 *   kept in the user's meta, never sent to a browser. Disconnect revokes it
 *   (POST /revoke).
 * - Picking: the same pop-up then shows the pick page
 *   (admin-post.php?action=orbit_blocks_google_photos_pick): the site
 *   creates a session (POST https://photospicker.googleapis.com/v1/sessions
 *   → { id, pickerUri, pollingConfig }), the user opens pickerUri
 *   (+ "/autoclose") from it and chooses in Google Photos, the page polls
 *   the session through the site (GET /v1/sessions/{id}) until
 *   mediaItemsSet, then hands the connection to the editor.
 * - The picker's list is the session's items (GET /v1/mediaItems
 *   ?sessionId=&pageSize=&pageToken=); their files (baseUrl, an hour, only
 *   with the OAuth token) reach the editor's thumbnails through the site
 *   (GET orbit-blocks/v1/google-photos/media/<id>), and the copy downloads
 *   baseUrl + "=d" with the token. Without a session whose items are set
 *   the list answers authorization_required, so the picker offers Connect
 *   (which goes straight to picking once the account is linked). The
 *   Picker API has no albums and no filters (the author browses and
 *   searches in Google's own picker), so every list answer says so,
 *   meta.features { albums: false, filters: false }, and the editor's
 *   picker shows neither the Albums view nor the filter bar; the albums
 *   view answers empty and filters are ignored. (The development stand-in,
 *   includes/rest/external-media.php, has albums and applies the filters:
 *   its answers carry no features, so both show there.)
 * - Errors ({ error: { code, message, status } }; the token endpoint's
 *   { error, error_description }): a refused or revoked token asks to
 *   connect again; invalid_client names the settings; 429 and 5xx are
 *   retryable.
 *
 * Why: docs/decisions.md, "Google Photos through the Picker API, behind the picker's existing routes".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_GOOGLE_OAUTH_ACTION  = 'orbit_blocks_google_photos_oauth';
const ORBIT_BLOCKS_GOOGLE_PICK_ACTION   = 'orbit_blocks_google_photos_pick';
const ORBIT_BLOCKS_GOOGLE_TOKEN_META    = 'orbit_blocks_google_photos_token';
const ORBIT_BLOCKS_GOOGLE_STATE_META    = 'orbit_blocks_google_photos_state';
const ORBIT_BLOCKS_GOOGLE_SESSION_META  = 'orbit_blocks_google_photos_session';
const ORBIT_BLOCKS_GOOGLE_PICKER_SCOPE  = 'https://www.googleapis.com/auth/photospicker.mediaitems.readonly';
const ORBIT_BLOCKS_GOOGLE_ITEMS_SECONDS = 55 * MINUTE_IN_SECONDS;

function orbit_blocks_google_photos_configured(): bool {
	return '' !== orbit_blocks_setting( 'google_client_id' ) && '' !== orbit_blocks_setting( 'google_client_secret' );
}

/** The address Google returns to (shown on the settings screen). */
function orbit_blocks_google_photos_redirect_url(): string {
	return admin_url( 'admin-post.php?action=' . ORBIT_BLOCKS_GOOGLE_OAUTH_ACTION );
}

/** The pick page's address (nonce-checked). */
function orbit_blocks_google_photos_pick_url(): string {
	// Not wp_nonce_url(): it escapes & for HTML, and this address is redirected to and sent as JSON.
	return add_query_arg(
		array(
			'action'   => ORBIT_BLOCKS_GOOGLE_PICK_ACTION,
			'_wpnonce' => wp_create_nonce( ORBIT_BLOCKS_GOOGLE_PICK_ACTION ),
		),
		admin_url( 'admin-post.php' )
	);
}

/** Google's consent page for the current user, with a fresh state nonce. */
function orbit_blocks_google_photos_authorize_url(): string {
	$state = wp_generate_password( 32, false );
	update_user_meta(
		get_current_user_id(),
		ORBIT_BLOCKS_GOOGLE_STATE_META,
		array(
			'hash'    => wp_hash( $state ),
			'expires' => time() + 10 * MINUTE_IN_SECONDS,
		)
	);
	$query = array(
		'client_id'              => orbit_blocks_setting( 'google_client_id' ),
		'redirect_uri'           => orbit_blocks_google_photos_redirect_url(),
		'response_type'          => 'code',
		'scope'                  => ORBIT_BLOCKS_GOOGLE_PICKER_SCOPE,
		'access_type'            => 'offline',
		'prompt'                 => 'consent',
		'include_granted_scopes' => 'true',
		'state'                  => $state,
	);
	return orbit_blocks_service_endpoint( 'google-accounts', 'https://accounts.google.com' ) . '/o/oauth2/v2/auth?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
}

/** Where the picker's Connect leads: picking when the account is linked, else Google's consent. */
function orbit_blocks_google_photos_connect_url(): string {
	return orbit_blocks_google_photos_token( get_current_user_id() ) ? orbit_blocks_google_photos_pick_url() : orbit_blocks_google_photos_authorize_url();
}

/** Whether $state is the current user's nonce (used once). */
function orbit_blocks_google_photos_check_state( string $state ): bool {
	$user_id = get_current_user_id();
	$stored  = get_user_meta( $user_id, ORBIT_BLOCKS_GOOGLE_STATE_META, true );
	delete_user_meta( $user_id, ORBIT_BLOCKS_GOOGLE_STATE_META );
	return is_array( $stored ) && '' !== $state
		&& (int) ( $stored['expires'] ?? 0 ) >= time()
		&& hash_equals( (string) ( $stored['hash'] ?? '' ), wp_hash( $state ) );
}

/** @return array{access_token: string, refresh_token: string, expires_at: int}|null */
function orbit_blocks_google_photos_token( int $user_id ): ?array {
	$token = $user_id ? get_user_meta( $user_id, ORBIT_BLOCKS_GOOGLE_TOKEN_META, true ) : null;
	return is_array( $token ) && ! empty( $token['access_token'] ) ? $token : null;
}

/** A call of Google's token endpoint (form-encoded). */
function orbit_blocks_google_photos_token_call( array $fields ): array {
	return orbit_blocks_http_json(
		'POST',
		orbit_blocks_service_endpoint( 'google-oauth', 'https://oauth2.googleapis.com' ) . '/token',
		array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
		$fields + array(
			'client_id'     => orbit_blocks_setting( 'google_client_id' ),
			'client_secret' => orbit_blocks_setting( 'google_client_secret' ),
		)
	);
}

/** Keeps a token answer for the user (a refresh answer has no new refresh token). */
function orbit_blocks_google_photos_store_token( int $user_id, array $answer ): void {
	$old = orbit_blocks_google_photos_token( $user_id );
	update_user_meta(
		$user_id,
		ORBIT_BLOCKS_GOOGLE_TOKEN_META,
		array(
			'access_token'  => (string) $answer['access_token'],
			'refresh_token' => (string) ( $answer['refresh_token'] ?? ( $old['refresh_token'] ?? '' ) ),
			'expires_at'    => time() + (int) ( $answer['expires_in'] ?? 3600 ),
		)
	);
}

function orbit_blocks_google_photos_forget( int $user_id ): void {
	delete_user_meta( $user_id, ORBIT_BLOCKS_GOOGLE_TOKEN_META );
	delete_user_meta( $user_id, ORBIT_BLOCKS_GOOGLE_SESSION_META );
	delete_transient( 'orbit_blocks_gp_items_' . $user_id );
}

/** A failure as the author reads it. */
function orbit_blocks_google_photos_error( array $response ): WP_Error {
	$status = $response['status'];
	$body   = is_array( $response['body'] ) ? $response['body'] : array();
	$oauth  = is_string( $body['error'] ?? null ) ? $body['error'] : '';
	if ( orbit_blocks_http_is_transient( $status ) ) {
		return new WP_Error(
			'external_media_unavailable',
			__( 'Google Photos could not be reached or is busy. Please try again later.', 'orbit-blocks' ),
			array(
				'status'    => 503,
				'retryable' => true,
			)
		);
	}
	if ( 'invalid_client' === $oauth || 'unauthorized_client' === $oauth ) {
		return new WP_Error(
			'google_photos_client_refused',
			/* translators: 1 and 2: settings' names */
			sprintf( __( 'Google refused the site’s OAuth client: check the %1$s and %2$s in Settings → Orbit Blocks.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'google_client_id' ), orbit_blocks_adapter_setting_label( 'google_client_secret' ) ),
			array(
				'status'       => 502,
				'settings_url' => current_user_can( 'manage_options' ) ? orbit_blocks_adapter_settings_url( 'media' ) : '',
			)
		);
	}
	if ( 401 === $status || 'invalid_grant' === $oauth ) {
		orbit_blocks_google_photos_forget( get_current_user_id() );
		return orbit_blocks_external_media_authorization_error();
	}
	$said = is_array( $body['error'] ?? null ) ? (string) ( $body['error']['message'] ?? '' ) : (string) ( $body['error_description'] ?? '' );
	return new WP_Error(
		'external_media_unavailable',
		/* translators: %s: Google's own message */
		sprintf( __( 'Google Photos refused the request: %s', 'orbit-blocks' ), '' !== $said ? $said : (string) $status ),
		array( 'status' => 502 )
	);
}

/**
 * The current user's access token, refreshed when it is about to end.
 *
 * @return string|WP_Error
 */
function orbit_blocks_google_photos_access_token() {
	$user_id = get_current_user_id();
	$token   = orbit_blocks_google_photos_token( $user_id );
	if ( ! $token ) {
		return orbit_blocks_external_media_authorization_error();
	}
	if ( (int) $token['expires_at'] > time() + 60 ) {
		return (string) $token['access_token'];
	}
	if ( '' === (string) ( $token['refresh_token'] ?? '' ) ) {
		orbit_blocks_google_photos_forget( $user_id );
		return orbit_blocks_external_media_authorization_error();
	}
	$answer = orbit_blocks_google_photos_token_call(
		array(
			'grant_type'    => 'refresh_token',
			'refresh_token' => (string) $token['refresh_token'],
		)
	);
	if ( 200 !== $answer['status'] || empty( $answer['body']['access_token'] ) ) {
		return orbit_blocks_google_photos_error( $answer );
	}
	orbit_blocks_google_photos_store_token( $user_id, $answer['body'] );
	return (string) $answer['body']['access_token'];
}

/**
 * A Picker API call with the user's token.
 *
 * @return array|WP_Error the decoded answer
 */
function orbit_blocks_google_photos_api( string $method, string $path, $body = null ) {
	$token = orbit_blocks_google_photos_access_token();
	if ( is_wp_error( $token ) ) {
		return $token;
	}
	$response = orbit_blocks_http_json(
		$method,
		orbit_blocks_service_endpoint( 'google-photos-picker', 'https://photospicker.googleapis.com' ) . '/v1' . $path,
		array( 'Authorization' => 'Bearer ' . $token ),
		$body
	);
	if ( 200 !== $response['status'] ) {
		return orbit_blocks_google_photos_error( $response );
	}
	return is_array( $response['body'] ) ? $response['body'] : array();
}

/** The user's picking session: { id, set }, or null. */
function orbit_blocks_google_photos_session(): ?array {
	$session = get_user_meta( get_current_user_id(), ORBIT_BLOCKS_GOOGLE_SESSION_META, true );
	return is_array( $session ) && ! empty( $session['id'] ) ? $session : null;
}

/**
 * A new picking session (the previous one deleted at Google).
 *
 * @return array|WP_Error Google's session: id, pickerUri, pollingConfig
 */
function orbit_blocks_google_photos_new_session() {
	$old = orbit_blocks_google_photos_session();
	if ( $old ) {
		orbit_blocks_google_photos_api( 'DELETE', '/sessions/' . rawurlencode( $old['id'] ) );
	}
	$session = orbit_blocks_google_photos_api( 'POST', '/sessions', array() );
	if ( is_wp_error( $session ) ) {
		return $session;
	}
	if ( empty( $session['id'] ) || empty( $session['pickerUri'] ) ) {
		return orbit_blocks_google_photos_error(
			array(
				'status' => 502,
				'body'   => null,
			)
		);
	}
	update_user_meta(
		get_current_user_id(),
		ORBIT_BLOCKS_GOOGLE_SESSION_META,
		array(
			'id'  => (string) $session['id'],
			'set' => false,
		)
	);
	delete_transient( 'orbit_blocks_gp_items_' . get_current_user_id() );
	return $session;
}

/**
 * Asks Google whether the user has chosen (sessions.get).
 *
 * @return bool|WP_Error
 */
function orbit_blocks_google_photos_session_set() {
	$session = orbit_blocks_google_photos_session();
	if ( ! $session ) {
		return false;
	}
	$answer = orbit_blocks_google_photos_api( 'GET', '/sessions/' . rawurlencode( $session['id'] ) );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	$set = ! empty( $answer['mediaItemsSet'] );
	if ( $set ) {
		$session['set'] = true;
		update_user_meta( get_current_user_id(), ORBIT_BLOCKS_GOOGLE_SESSION_META, $session );
	}
	return $set;
}

/** The session's items the site has seen, by id: type, baseUrl, mimeType, filename. */
function orbit_blocks_google_photos_known_items(): array {
	$items = get_transient( 'orbit_blocks_gp_items_' . get_current_user_id() );
	return is_array( $items ) ? $items : array();
}

/** An item's file through the site (the editor cannot send Google the token). */
function orbit_blocks_google_photos_media_url( string $id, string $size ): string {
	return add_query_arg(
		array(
			'size'     => $size,
			'_wpnonce' => wp_create_nonce( 'wp_rest' ),
		),
		rest_url( 'orbit-blocks/v1/google-photos/media/' . rawurlencode( $id ) )
	);
}

/**
 * One page of the chosen items, in the picker's shape.
 *
 * @return array|WP_Error { media, meta: { next_page } }
 */
function orbit_blocks_google_photos_list( WP_REST_Request $request ) {
	$session = orbit_blocks_google_photos_session();
	if ( ! $session || ! orbit_blocks_google_photos_token( get_current_user_id() ) ) {
		return orbit_blocks_external_media_authorization_error();
	}
	if ( empty( $session['set'] ) ) {
		$set = orbit_blocks_google_photos_session_set();
		if ( is_wp_error( $set ) ) {
			return $set;
		}
		if ( ! $set ) {
			return orbit_blocks_external_media_authorization_error();
		}
	}
	// The Picker API has no albums and no filters: the editor hides them.
	$features = array(
		'albums'  => false,
		'filters' => false,
	);
	if ( '/' === (string) ( $request['path'] ?? '' ) ) {
		return array(
			'media' => array(),
			'meta'  => array(
				'next_page' => false,
				'features'  => $features,
			),
		);
	}
	$query = array(
		'sessionId' => $session['id'],
		'pageSize'  => max( 1, min( 100, (int) ( $request['number'] ?? 25 ) ) ),
	);
	$page  = (string) ( $request['page_handle'] ?? '' );
	if ( '' !== $page ) {
		$query['pageToken'] = $page;
	}
	$answer = orbit_blocks_google_photos_api( 'GET', '/mediaItems?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ) );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	$known = orbit_blocks_google_photos_known_items();
	$media = array();
	foreach ( (array) ( $answer['mediaItems'] ?? array() ) as $item ) {
		$file = is_array( $item['mediaFile'] ?? null ) ? $item['mediaFile'] : array();
		$id   = (string) ( $item['id'] ?? '' );
		if ( '' === $id || ! preg_match( '/^[A-Za-z0-9_-]{1,200}$/', $id ) || empty( $file['baseUrl'] ) ) {
			continue;
		}
		$type         = 'VIDEO' === ( $item['type'] ?? '' ) ? 'video' : 'image';
		$title        = sanitize_file_name( (string) ( $file['filename'] ?? $id ) );
		$known[ $id ] = array(
			'type'     => $type,
			'baseUrl'  => esc_url_raw( (string) $file['baseUrl'], array( 'https', 'http' ) ),
			'filename' => $title,
		);
		$full         = orbit_blocks_google_photos_media_url( $id, 'full' );
		$media[]      = array(
			'ID'         => $id,
			'type'       => $type,
			'title'      => $title,
			'name'       => $title,
			'caption'    => '',
			'URL'        => $full,
			'guid'       => $full,
			'thumbnails' => array(
				'thumbnail' => orbit_blocks_google_photos_media_url( $id, 'thumb' ),
				'medium'    => orbit_blocks_google_photos_media_url( $id, 'thumb' ),
				'fmt_hd'    => $full,
			),
		);
	}
	set_transient( 'orbit_blocks_gp_items_' . get_current_user_id(), $known, ORBIT_BLOCKS_GOOGLE_ITEMS_SECONDS );
	return array(
		'media' => $media,
		'meta'  => array(
			'next_page' => empty( $answer['nextPageToken'] ) ? false : (string) $answer['nextPageToken'],
			'features'  => $features,
		),
	);
}

/**
 * Downloads an item's file with the token: "=w400-h400" (thumbnail),
 * "=w2048-h2048" (full) or "=d" (the original, for the copy).
 *
 * @return string|WP_Error a temporary file
 */
function orbit_blocks_google_photos_download( string $id, string $suffix ) {
	$item = orbit_blocks_google_photos_known_items()[ $id ] ?? null;
	if ( ! is_array( $item ) || '' === (string) $item['baseUrl'] ) {
		return new WP_Error( 'rest_not_found', __( 'The media item was not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
	}
	$token = orbit_blocks_google_photos_access_token();
	if ( is_wp_error( $token ) ) {
		return $token;
	}
	// At most orbit_blocks_external_media_max_bytes() (adapters/stock-photos.php).
	$file = orbit_blocks_external_media_download(
		$item['baseUrl'] . $suffix,
		array(
			'redirection' => 2,
			'headers'     => array( 'Authorization' => 'Bearer ' . $token ),
		),
		false
	);
	if ( is_wp_error( $file ) && 'file_too_large' !== $file->get_error_code() ) {
		return orbit_blocks_google_photos_error(
			array(
				'status' => (int) ( $file->get_error_data()['code'] ?? 0 ),
				'body'   => null,
			)
		);
	}
	return $file;
}

/** Copies one chosen photo into the media library. */
function orbit_blocks_google_photos_copy_one( string $id, array $meta, int $post_id ): array {
	$item = orbit_blocks_google_photos_known_items()[ $id ] ?? null;
	if ( is_array( $item ) && 'image' !== $item['type'] ) {
		return array( 'errors' => array( 'rest_upload_unsupported_type' => array( __( 'Only images can be copied into the media library.', 'orbit-blocks' ) ) ) );
	}
	$file = orbit_blocks_google_photos_download( $id, '=d' );
	if ( is_wp_error( $file ) ) {
		return orbit_blocks_external_media_copy_error( $file );
	}
	$name   = (string) preg_replace( '/\.[a-z0-9]+$/i', '', (string) $item['filename'] );
	$fields = orbit_blocks_external_media_copy_fields( $meta, $post_id, $name, '' );
	return orbit_blocks_external_media_copied(
		orbit_blocks_stock_photo_add_file( $file, 'google-photos-' . $name, $fields['title'], $fields['caption'], $fields['parent'] ),
		$fields
	);
}

/** Disconnect: the token revoked at Google and forgotten here. */
function orbit_blocks_google_photos_disconnect(): void {
	$user_id = get_current_user_id();
	$token   = orbit_blocks_google_photos_token( $user_id );
	if ( $token ) {
		orbit_blocks_http_json(
			'POST',
			orbit_blocks_service_endpoint( 'google-oauth', 'https://oauth2.googleapis.com' ) . '/revoke',
			array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
			array( 'token' => (string) ( '' !== (string) $token['refresh_token'] ? $token['refresh_token'] : $token['access_token'] ) )
		);
	}
	orbit_blocks_google_photos_forget( $user_id );
}

/**
 * The settings test: Google answers a token request with a code it never
 * gave as invalid_grant when it knows the client, invalid_client when not.
 *
 * @return true|WP_Error
 */
function orbit_blocks_google_photos_check_client() {
	$answer = orbit_blocks_google_photos_token_call(
		array(
			'grant_type'   => 'authorization_code',
			'code'         => 'orbit-blocks-settings-test',
			'redirect_uri' => orbit_blocks_google_photos_redirect_url(),
		)
	);
	$error = is_array( $answer['body'] ) ? (string) ( $answer['body']['error'] ?? '' ) : '';
	if ( 'invalid_grant' === $error ) {
		return true;
	}
	if ( 'invalid_client' === $error || 'unauthorized_client' === $error || orbit_blocks_http_is_transient( $answer['status'] ) ) {
		return orbit_blocks_google_photos_error( $answer );
	}
	return new WP_Error(
		'google_photos_client_refused',
		/* translators: %s: Google's answer */
		sprintf( __( 'Google answered unexpectedly: %s', 'orbit-blocks' ), '' !== $error ? $error : (string) $answer['status'] )
	);
}

/** The pop-up's pages: a problem, or the pick page. */
function orbit_blocks_google_photos_page_open( int $status ): void {
	require_once dirname( __DIR__ ) . '/consent-page.php';
	orbit_blocks_consent_page_open(
		__( 'Choose from Google Photos', 'orbit-blocks' ),
		array(
			'background' => '#f8f9fa',
			'text'       => '#202124',
			'border'     => '#dadce0',
			'accent'     => '#1a73e8',
			'problem'    => '#d93025',
			'note'       => '#5f6368',
		),
		$status
	);
}

function orbit_blocks_google_photos_problem( string $problem, int $status ): void {
	orbit_blocks_google_photos_page_open( $status );
	orbit_blocks_consent_page_problem( $problem );
	orbit_blocks_local_page_end();
	exit;
}

function orbit_blocks_google_photos_handle_oauth(): void {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the state parameter is the nonce.
	$state = isset( $_GET['state'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['state'] ) ) : '';
	$code  = isset( $_GET['code'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['code'] ) ) : '';
	$error = isset( $_GET['error'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['error'] ) ) : '';
	// phpcs:enable
	if ( ! current_user_can( 'upload_files' ) ) {
		orbit_blocks_google_photos_problem( __( 'Your user cannot connect Google Photos on this site.', 'orbit-blocks' ), 403 );
	}
	if ( ! orbit_blocks_google_photos_configured() ) {
		orbit_blocks_google_photos_problem( orbit_blocks_service_not_configured( __( 'the Google Photos OAuth client ID and secret', 'orbit-blocks' ) )->get_error_message(), 503 );
	}
	if ( ! orbit_blocks_google_photos_check_state( $state ) ) {
		orbit_blocks_google_photos_problem( __( 'This sign-in link has expired or was not started here. Close this window and connect again.', 'orbit-blocks' ), 403 );
	}
	if ( '' !== $error || '' === $code ) {
		/* translators: %s: Google's reason, e.g. access_denied */
		orbit_blocks_google_photos_problem( sprintf( __( 'Google did not connect the account: %s', 'orbit-blocks' ), '' !== $error ? $error : __( 'no authorization code.', 'orbit-blocks' ) ), 400 );
	}
	$answer = orbit_blocks_google_photos_token_call(
		array(
			'grant_type'   => 'authorization_code',
			'code'         => $code,
			'redirect_uri' => orbit_blocks_google_photos_redirect_url(),
		)
	);
	if ( 200 !== $answer['status'] || empty( $answer['body']['access_token'] ) ) {
		orbit_blocks_google_photos_problem( orbit_blocks_google_photos_error( $answer )->get_error_message(), 502 );
	}
	orbit_blocks_google_photos_store_token( get_current_user_id(), $answer['body'] );
	wp_safe_redirect( orbit_blocks_google_photos_pick_url() );
	exit;
}
add_action( 'admin_post_' . ORBIT_BLOCKS_GOOGLE_OAUTH_ACTION, 'orbit_blocks_google_photos_handle_oauth' );

/** Google's polling interval ("5s") in milliseconds, between 1 and 10 seconds. */
function orbit_blocks_google_photos_poll_ms( array $session ): int {
	$interval = (string) ( $session['pollingConfig']['pollInterval'] ?? '5s' );
	return (int) max( 1000, min( 10000, 1000 * (float) $interval ) );
}

function orbit_blocks_google_photos_handle_pick(): void {
	if ( ! current_user_can( 'upload_files' ) ) {
		orbit_blocks_google_photos_problem( __( 'Your user cannot connect Google Photos on this site.', 'orbit-blocks' ), 403 );
	}
	if ( ! orbit_blocks_google_photos_configured() ) {
		orbit_blocks_google_photos_problem( orbit_blocks_service_not_configured( __( 'the Google Photos OAuth client ID and secret', 'orbit-blocks' ) )->get_error_message(), 503 );
	}
	check_admin_referer( ORBIT_BLOCKS_GOOGLE_PICK_ACTION );
	$session = orbit_blocks_google_photos_new_session();
	if ( is_wp_error( $session ) ) {
		if ( 'authorization_required' === $session->get_error_code() ) {
			wp_redirect( orbit_blocks_google_photos_authorize_url() ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- Google's consent page.
			exit;
		}
		orbit_blocks_google_photos_problem( $session->get_error_message(), 502 );
	}
	$config = array(
		'picker'  => esc_url_raw( rtrim( (string) $session['pickerUri'], '/' ) . '/autoclose', array( 'https', 'http' ) ),
		'status'  => esc_url_raw( rest_url( 'orbit-blocks/v1/google-photos/session' ) ),
		'nonce'   => wp_create_nonce( 'wp_rest' ),
		'every'   => orbit_blocks_google_photos_poll_ms( $session ),
		'keyring' => get_current_user_id(),
		'timeout' => __( 'The choice took too long. Close this window and connect again.', 'orbit-blocks' ),
	);
	orbit_blocks_google_photos_page_open( 200 );
	?>
	<p><?php esc_html_e( 'Choose the photos to offer in the editor. Google Photos opens in a new window; this one continues when you are done.', 'orbit-blocks' ); ?></p>
	<div class="actions">
		<button type="button" class="approve" id="orbit-google-photos-open"><?php esc_html_e( 'Choose photos in Google Photos', 'orbit-blocks' ); ?></button>
	</div>
	<p class="note" id="orbit-google-photos-status" role="status"></p>
	<script>
		( function () {
			var config = <?php echo wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ); ?>;
			var status = document.getElementById( 'orbit-google-photos-status' );
			var started = Date.now();
			document.getElementById( 'orbit-google-photos-open' ).addEventListener( 'click', function () {
				window.open( config.picker, 'orbit-google-photos-picker', 'width=900,height=700' );
			} );
			function poll() {
				fetch( config.status, { credentials: 'same-origin', headers: { 'X-WP-Nonce': config.nonce } } )
					.then( function ( response ) { return response.json(); } )
					.then( function ( body ) {
						if ( body && body.mediaItemsSet ) {
							if ( window.opener ) {
								window.opener.postMessage( { keyring_id: config.keyring }, window.location.origin );
							}
							window.setTimeout( function () { window.close(); }, 1000 );
							return;
						}
						if ( body && body.message && ! ( 'mediaItemsSet' in body ) ) {
							status.textContent = body.message;
						}
						if ( Date.now() - started > 30 * 60 * 1000 ) {
							status.textContent = config.timeout;
							return;
						}
						window.setTimeout( poll, config.every );
					}, function () { window.setTimeout( poll, config.every ); } );
			}
			window.setTimeout( poll, config.every );
		} )();
	</script>
	<?php
	orbit_blocks_local_page_end();
	exit;
}
add_action( 'admin_post_' . ORBIT_BLOCKS_GOOGLE_PICK_ACTION, 'orbit_blocks_google_photos_handle_pick' );

add_action(
	'rest_api_init',
	static function (): void {
		$can = static fn() => current_user_can( 'upload_files' );
		// Whether the user has chosen yet (the pick page polls it).
		register_rest_route(
			'orbit-blocks/v1',
			'/google-photos/session',
			array(
				'methods'             => 'GET',
				'permission_callback' => $can,
				'callback'            => static function () {
					$set = orbit_blocks_google_photos_session_set();
					return is_wp_error( $set ) ? $set : rest_ensure_response( array( 'mediaItemsSet' => $set ) );
				},
			)
		);
		// A chosen item's picture, fetched with the token.
		register_rest_route(
			'orbit-blocks/v1',
			'/google-photos/media/(?P<id>[A-Za-z0-9_-]{1,200})',
			array(
				'methods'             => 'GET',
				'permission_callback' => $can,
				'args'                => array(
					'size' => array(
						'type'    => 'string',
						'enum'    => array( 'thumb', 'full' ),
						'default' => 'thumb',
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$file = orbit_blocks_google_photos_download( (string) $request['id'], 'full' === $request['size'] ? '=w2048-h2048' : '=w400-h400' );
					if ( is_wp_error( $file ) ) {
						return $file;
					}
					$mime = (string) wp_get_image_mime( $file );
					if ( ! isset( ORBIT_BLOCKS_STOCK_PHOTO_TYPES[ $mime ] ) ) {
						wp_delete_file( $file );
						return new WP_Error( 'rest_not_found', __( 'The media item was not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
					}
					header( 'Content-Type: ' . $mime );
					header( 'Cache-Control: private, max-age=3000' );
					header( 'X-Content-Type-Options: nosniff' );
					header( 'Content-Length: ' . filesize( $file ) );
					readfile( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile -- the picture, as Google gave it.
					wp_delete_file( $file );
					exit;
				},
			)
		);
	}
);
