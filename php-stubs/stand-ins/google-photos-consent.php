<?php
/**
 * Stand-in for Google Photos' consent page (the connection that, with
 * google_client_id and google_client_secret set, Google's own consent makes;
 * includes/adapters/google-photos.php): admin-post.php?action=orbit_blocks_google_photos_connect,
 * opened by the external media picker in a pop-up (shared/popup-auth)
 * through GET wpcom/v2/external-media/connection/google_photos. GET shows
 * Approve and Cancel; POST (Approve, with a nonce) stores the connection for
 * the current user (the user meta orbit_blocks_google_photos_keyring), then
 * posts { keyring_id } to the editor that opened the window (same origin
 * only) and closes. It lives in admin-post.php, so only logged-in users
 * reach it, and needs the right to edit posts. The library it opens is
 * media-libraries.php beside this file.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/includes/consent-page.php';

const ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION = 'orbit_blocks_google_photos_connect';

// Without the OAuth client, the picker's "connect" opens this page.
add_filter(
	'orbit_blocks_external_media_connect_url',
	static fn(): string => orbit_blocks_local_page_url( ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION )
);

function orbit_blocks_external_media_render_connect_page( ?string $problem, int $keyring_id = 0, int $status = 200 ): void {
	orbit_blocks_consent_page_open(
		__( 'Connect Google Photos', 'orbit-blocks' ),
		array(
			'background' => '#f8f9fa',
			'text'       => '#202124',
			'border'     => '#dadce0',
			'accent'     => '#1a73e8',
			'problem'    => '#c5221f',
			'note'       => '#5f6368',
		),
		$status
	);
	if ( $keyring_id ) {
		orbit_blocks_consent_page_connected( $keyring_id );
	} elseif ( $problem ) {
		orbit_blocks_consent_page_problem( $problem );
	} else {
		?>
		<p>
			<?php
			/* translators: %s: the site's name */
			echo esc_html( sprintf( __( '%s asks to see the photos and albums of your Google Photos library.', 'orbit-blocks' ), get_bloginfo( 'name' ) ) );
			?>
		</p>
		<p class="note"><?php esc_html_e( 'This is the local stand-in for Google Photos in the development environment: the library holds generated pictures.', 'orbit-blocks' ); ?></p>
		<?php orbit_blocks_local_page_form_open( ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION ); ?>
			<?php orbit_blocks_consent_page_actions(); ?>
		</form>
		<?php
	}
	orbit_blocks_local_page_end();
}

function orbit_blocks_external_media_handle_connect(): void {
	if ( ! current_user_can( 'edit_posts' ) ) {
		orbit_blocks_external_media_render_connect_page( __( 'Your user cannot connect Google Photos on this site.', 'orbit-blocks' ), 0, 403 );
		exit;
	}
	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) {
		orbit_blocks_external_media_render_connect_page( null );
		exit;
	}
	check_admin_referer( ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION );
	$keyring_id = 1000 + get_current_user_id();
	update_user_meta( get_current_user_id(), ORBIT_BLOCKS_EXTERNAL_MEDIA_KEYRING, $keyring_id );
	orbit_blocks_external_media_render_connect_page( null, $keyring_id );
	exit;
}
add_action( 'admin_post_' . ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION, 'orbit_blocks_external_media_handle_connect' );
