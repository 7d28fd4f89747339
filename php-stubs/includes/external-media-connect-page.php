<?php
/**
 * The local stand-in for Google Photos' consent page, opened by the picker
 * in a pop-up (shared/popup-auth). GET shows Approve and Cancel; POST
 * (Approve, with a nonce) stores the connection for the current user, then
 * posts { keyring_id } to the editor that opened the window (same origin
 * only) and closes. It lives in admin-post.php, so only logged-in users
 * reach it, and needs the right to edit posts.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION = 'orbit_blocks_google_photos_connect';

function orbit_blocks_external_media_connect_url(): string {
	return add_query_arg( 'action', ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION, admin_url( 'admin-post.php' ) );
}

function orbit_blocks_external_media_render_connect_page( ?string $problem, int $keyring_id = 0, int $status = 200 ): void {
	status_header( $status );
	nocache_headers();
	header( 'Content-Type: text/html; charset=utf-8' );
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="robots" content="noindex">
	<title><?php esc_html_e( 'Connect Google Photos', 'orbit-blocks' ); ?></title>
	<style>
		body { font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; background: #f8f9fa; color: #202124; margin: 0; }
		main { max-width: 420px; margin: 48px auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 32px; }
		h1 { font-size: 22px; margin: 0 0 12px; }
		.actions { display: flex; gap: 12px; margin-top: 24px; }
		button { border: 0; border-radius: 4px; padding: 10px 20px; font-size: 15px; cursor: pointer; }
		.approve { background: #1a73e8; color: #fff; }
		.cancel { background: none; color: #1a73e8; }
		.problem { color: #c5221f; }
		.note { color: #5f6368; font-size: 13px; }
	</style>
</head>
<body>
<main>
	<h1><?php esc_html_e( 'Connect Google Photos', 'orbit-blocks' ); ?></h1>
	<?php if ( $keyring_id ) : ?>
		<p><?php esc_html_e( 'Connected. You can close this window.', 'orbit-blocks' ); ?></p>
		<script>
			( function () {
				var message = <?php echo wp_json_encode( array( 'keyring_id' => $keyring_id ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ); ?>;
				if ( window.opener ) {
					window.opener.postMessage( message, window.location.origin );
				}
				window.setTimeout( function () { window.close(); }, 1000 );
			} )();
		</script>
	<?php elseif ( $problem ) : ?>
		<p class="problem" role="alert"><?php echo esc_html( $problem ); ?></p>
	<?php else : ?>
		<p>
			<?php
			/* translators: %s: the site's name */
			echo esc_html( sprintf( __( '%s asks to see the photos and albums of your Google Photos library.', 'orbit-blocks' ), get_bloginfo( 'name' ) ) );
			?>
		</p>
		<p class="note"><?php esc_html_e( 'This is the local stand-in for Google Photos in the development environment: the library holds generated pictures.', 'orbit-blocks' ); ?></p>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION ); ?>">
			<?php wp_nonce_field( ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION ); ?>
			<div class="actions">
				<button type="submit" class="approve"><?php esc_html_e( 'Approve', 'orbit-blocks' ); ?></button>
				<button type="button" class="cancel" onclick="window.close()"><?php esc_html_e( 'Cancel', 'orbit-blocks' ); ?></button>
			</div>
		</form>
	<?php endif; ?>
</main>
</body>
</html>
	<?php
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
// A development stand-in (includes/services.php): outside development the
// connection route answers what is missing instead.
if ( orbit_blocks_local_services_enabled() ) {
	add_action( 'admin_post_' . ORBIT_BLOCKS_GOOGLE_PHOTOS_CONNECT_ACTION, 'orbit_blocks_external_media_handle_connect' );
}
