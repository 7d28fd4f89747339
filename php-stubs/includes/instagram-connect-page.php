<?php
/**
 * The local stand-in for Instagram's consent page, opened by the editor in
 * a 700 by 700 pop-up (spec 2 "Instagram gallery"; shared/popup-auth). GET
 * shows the account to connect (a username, prefilled from the WordPress
 * user); POST (Approve) stores the connection (rest/instagram-gallery.php),
 * then posts { keyring_id } to the editor that opened the window (same
 * origin only) and closes. It lives in admin-post.php, so only logged-in
 * users reach it; it also needs the right to edit posts and the user's
 * account on the account service, like the routes.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION = 'orbit_blocks_instagram_connect';

function orbit_blocks_instagram_connect_url(): string {
	return add_query_arg( 'action', ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION, admin_url( 'admin-post.php' ) );
}

/** The WordPress login as an Instagram-style username (a proposal the user may change). */
function orbit_blocks_instagram_suggested_username( WP_User $user ): string {
	$name = substr( (string) preg_replace( '/[^a-z0-9._]/', '', strtolower( $user->user_login ) ), 0, 30 );
	return '' !== $name ? $name : 'orbit.blocks';
}

/**
 * Prints the page: the form, a problem, or (with $keyring_id) the message to
 * the opener.
 */
function orbit_blocks_instagram_render_connect_page( string $username, ?string $problem, int $keyring_id = 0, int $status = 200 ): void {
	status_header( $status );
	nocache_headers();
	header( 'Content-Type: text/html; charset=utf-8' );
	$can_approve = null === $problem || 400 === $status;
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="robots" content="noindex">
	<title><?php esc_html_e( 'Connect an Instagram account', 'orbit-blocks' ); ?></title>
	<style>
		body { font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; background: #fafafa; color: #262626; margin: 0; }
		main { max-width: 420px; margin: 48px auto; background: #fff; border: 1px solid #dbdbdb; border-radius: 8px; padding: 32px; }
		h1 { font-size: 22px; margin: 0 0 12px; }
		label { display: block; font-weight: 600; margin: 16px 0 4px; }
		input[type="text"] { box-sizing: border-box; width: 100%; padding: 8px 10px; font-size: 15px; border: 1px solid #dbdbdb; border-radius: 4px; }
		.actions { display: flex; gap: 12px; align-items: center; margin-top: 24px; }
		button { border: 0; border-radius: 4px; padding: 10px 20px; font-size: 15px; cursor: pointer; }
		.approve { background: #0095f6; color: #fff; }
		.cancel { background: none; color: #0095f6; }
		.problem { color: #cc1818; }
		.note { color: #737373; font-size: 13px; }
	</style>
</head>
<body>
<main>
	<h1><?php esc_html_e( 'Connect an Instagram account', 'orbit-blocks' ); ?></h1>
	<?php if ( $keyring_id ) : ?>
		<p><?php esc_html_e( 'Connected. You can close this window.', 'orbit-blocks' ); ?></p>
		<script>
			( function () {
				var message = <?php echo wp_json_encode( array( 'keyring_id' => $keyring_id ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ); ?>;
				if ( window.opener ) {
					window.opener.postMessage( message, window.location.origin );
				}
				// The editor closes the window when it has the message; this is the fallback.
				window.setTimeout( function () { window.close(); }, 1000 );
			} )();
		</script>
	<?php else : ?>
		<?php if ( $problem ) : ?>
			<p class="problem" role="alert"><?php echo esc_html( $problem ); ?></p>
		<?php endif; ?>
		<?php if ( $can_approve ) : ?>
			<p>
				<?php
				/* translators: %s: the site's name */
				echo esc_html( sprintf( __( '%s asks to show the images of your Instagram account.', 'orbit-blocks' ), get_bloginfo( 'name' ) ) );
				?>
			</p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION ); ?>">
				<?php wp_nonce_field( ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION ); ?>
				<label for="orbit-instagram-username"><?php esc_html_e( 'Instagram username', 'orbit-blocks' ); ?></label>
				<input type="text" id="orbit-instagram-username" name="username" value="<?php echo esc_attr( $username ); ?>" maxlength="30" pattern="[A-Za-z0-9._]{1,30}" required>
				<p class="note"><?php esc_html_e( 'This is the local stand-in for Instagram in the development environment: the account shows the images of this site\'s media library.', 'orbit-blocks' ); ?></p>
				<div class="actions">
					<button type="submit" class="approve"><?php esc_html_e( 'Approve', 'orbit-blocks' ); ?></button>
					<button type="button" class="cancel" onclick="window.close()"><?php esc_html_e( 'Cancel', 'orbit-blocks' ); ?></button>
				</div>
			</form>
		<?php endif; ?>
	<?php endif; ?>
</main>
</body>
</html>
	<?php
}

function orbit_blocks_instagram_handle_connect(): void {
	$user = wp_get_current_user();
	if ( ! current_user_can( 'edit_posts' ) ) {
		orbit_blocks_instagram_render_connect_page( '', __( 'Your user cannot connect an Instagram account on this site.', 'orbit-blocks' ), 0, 403 );
		exit;
	}
	if ( ! orbit_blocks_instagram_user_connected() ) {
		orbit_blocks_instagram_render_connect_page( '', __( 'Connect your account to the account service before connecting an Instagram account.', 'orbit-blocks' ), 0, 403 );
		exit;
	}
	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) {
		orbit_blocks_instagram_render_connect_page( orbit_blocks_instagram_suggested_username( $user ), null );
		exit;
	}

	check_admin_referer( ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION );
	$username = isset( $_POST['username'] ) ? trim( sanitize_text_field( wp_unslash( (string) $_POST['username'] ) ) ) : '';
	if ( ! orbit_blocks_instagram_is_username( $username ) ) {
		orbit_blocks_instagram_render_connect_page(
			orbit_blocks_instagram_suggested_username( $user ),
			__( 'An Instagram username has up to 30 letters, digits, dots and underscores.', 'orbit-blocks' ),
			0,
			400
		);
		exit;
	}
	$keyring_id = orbit_blocks_instagram_add_connection( $user->ID, $username );
	orbit_blocks_instagram_render_connect_page( $username, null, $keyring_id );
	exit;
}
// A development stand-in (includes/services.php): outside development the
// connect-url route answers what is missing instead.
if ( orbit_blocks_local_services_enabled() ) {
	add_action( 'admin_post_' . ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION, 'orbit_blocks_instagram_handle_connect' );
}
