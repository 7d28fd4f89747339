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

require_once __DIR__ . '/consent-page.php';

const ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION = 'orbit_blocks_instagram_connect';

function orbit_blocks_instagram_connect_url(): string {
	return orbit_blocks_local_page_url( ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION );
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
	if ( $keyring_id ) {
		orbit_blocks_consent_page_connected( $keyring_id );
		orbit_blocks_local_page_end();
		return;
	}
	if ( $problem ) {
		?>
		<p class="problem" role="alert"><?php echo esc_html( $problem ); ?></p>
		<?php
	}
	if ( null === $problem || 400 === $status ) {
		?>
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
			<?php orbit_blocks_consent_page_actions(); ?>
		</form>
		<?php
	}
	orbit_blocks_local_page_end();
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
add_action( 'admin_post_' . ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION, 'orbit_blocks_instagram_handle_connect' );
