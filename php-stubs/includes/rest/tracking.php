<?php
/**
 * Tracking on the local provider: the pixel the editor's tracking queue
 * requests (admin-ajax.php?action=orbit_blocks_pixel, a GIF) keeps the last
 * 100 events in the option orbit_blocks_tracks. It records only for users
 * who edit posts and only with the REST nonce in the X-WP-Nonce header (as
 * apiFetch sends it; a header, so no other site's page can make a logged-in
 * browser record events: 403 otherwise). GET/POST
 * jetpack/v4/tracking/settings read and write the current user's opt-out
 * (user meta orbit_blocks_tracks_opt_out).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_TRACKS_OPTION  = 'orbit_blocks_tracks';
const ORBIT_BLOCKS_TRACKS_OPT_OUT = 'orbit_blocks_tracks_opt_out';
const ORBIT_BLOCKS_TRACKS_KEEP    = 100;

function orbit_blocks_tracks_opted_out( int $user_id ): bool {
	return (bool) get_user_meta( $user_id, ORBIT_BLOCKS_TRACKS_OPT_OUT, true );
}

/** What the editor's tracking queue needs (shared/tracking). */
function orbit_blocks_tracking_state(): array {
	return array(
		'pixelUrl' => add_query_arg( 'action', 'orbit_blocks_pixel', admin_url( 'admin-ajax.php' ) ),
		'optOut'   => orbit_blocks_tracks_opted_out( get_current_user_id() ),
	);
}

/** Whether the pixel request comes from the editor of a user who edits posts. */
function orbit_blocks_pixel_allowed(): bool {
	$nonce = isset( $_SERVER['HTTP_X_WP_NONCE'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['HTTP_X_WP_NONCE'] ) ) : '';
	return '' !== $nonce && false !== wp_verify_nonce( $nonce, 'wp_rest' ) && current_user_can( 'edit_posts' );
}

function orbit_blocks_record_pixel(): void {
	if ( ! orbit_blocks_pixel_allowed() ) {
		nocache_headers();
		status_header( 403 );
		exit;
	}
	// phpcs:disable WordPress.Security.NonceVerification -- checked above, from the X-WP-Nonce header.
	$name = isset( $_GET['_en'] ) ? sanitize_key( wp_unslash( (string) $_GET['_en'] ) ) : '';
	if ( preg_match( '/^(jetpack|wpcom)_[a-z0-9_]+$/', $name ) && ! orbit_blocks_tracks_opted_out( get_current_user_id() ) ) {
		$props = array();
		foreach ( wp_unslash( $_GET ) as $key => $value ) {
			if ( is_string( $value ) && ! in_array( $key, array( 'action', '_en', '_ts' ), true ) ) {
				$props[ sanitize_key( $key ) ] = sanitize_text_field( $value );
			}
		}
		$events   = (array) get_option( ORBIT_BLOCKS_TRACKS_OPTION, array() );
		$events[] = array(
			'name'  => $name,
			'time'  => isset( $_GET['_ts'] ) ? (int) $_GET['_ts'] : (int) ( microtime( true ) * 1000 ),
			'user'  => get_current_user_id(),
			'props' => $props,
		);
		update_option( ORBIT_BLOCKS_TRACKS_OPTION, array_slice( $events, -ORBIT_BLOCKS_TRACKS_KEEP ), false );
	}
	// phpcs:enable
	nocache_headers();
	header( 'Content-Type: image/gif' );
	// A transparent 1x1 GIF.
	echo base64_decode( 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7' ); // phpcs:ignore
	exit;
}
add_action( 'wp_ajax_orbit_blocks_pixel', 'orbit_blocks_record_pixel' );

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/tracking/settings',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'permission_callback' => 'orbit_blocks_can_edit',
					'callback'            => static fn() => rest_ensure_response(
						array( 'tracks_opt_out' => orbit_blocks_tracks_opted_out( get_current_user_id() ) )
					),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'permission_callback' => 'orbit_blocks_can_edit',
					'args'                => array(
						'tracks_opt_out' => array(
							'type'     => 'boolean',
							'required' => true,
						),
					),
					'callback'            => static function ( WP_REST_Request $request ) {
						update_user_meta( get_current_user_id(), ORBIT_BLOCKS_TRACKS_OPT_OUT, $request['tracks_opt_out'] ? 1 : 0 );
						return rest_ensure_response( array( 'tracks_opt_out' => (bool) $request['tracks_opt_out'] ) );
					},
				),
			)
		);
	}
);
