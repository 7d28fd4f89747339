<?php
/**
 * The local account service's authorization page, where a user approves
 * linking their account to this site (the last step of spec 1 section 4,
 * "Registration"). GET shows the page; POST (Approve) links the user and
 * sends them back to redirect_uri. It lives in admin-post.php, so only
 * logged-in users reach it. An administrator may approve on a registered
 * site (the first becomes the connection owner); other users who edit posts
 * only once the site has a connected owner (403 otherwise).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_AUTHORIZE_ACTION = 'orbit_blocks_authorize';

/** The editor (or other admin page) to return to, never another host. */
function orbit_blocks_authorize_redirect(): string {
	// phpcs:ignore WordPress.Security.NonceVerification -- read-only on GET; POST checks the nonce below.
	$requested = isset( $_REQUEST['redirect_uri'] ) ? wp_unslash( (string) $_REQUEST['redirect_uri'] ) : '';
	return wp_validate_redirect( $requested, admin_url() );
}

function orbit_blocks_render_authorize_page( string $redirect, string $from, ?string $problem, int $status = 200 ): void {
	$user = wp_get_current_user();
	status_header( $status );
	nocache_headers();
	header( 'Content-Type: text/html; charset=utf-8' );
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title><?php esc_html_e( 'Approve the connection', 'orbit-blocks' ); ?></title>
	<style>
		body { font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; background: #f0f0f1; color: #1e1e1e; margin: 0; }
		main { max-width: 420px; margin: 12vh auto; background: #fff; border: 1px solid #dcdcde; border-radius: 4px; padding: 32px; }
		h1 { font-size: 22px; margin: 0 0 12px; }
		.account { background: #f6f7f7; border-radius: 4px; padding: 12px; margin: 16px 0; }
		.actions { display: flex; gap: 12px; align-items: center; margin-top: 24px; }
		button { background: #3858e9; color: #fff; border: 0; border-radius: 2px; padding: 10px 20px; font-size: 15px; cursor: pointer; }
		.problem { color: #cc1818; }
		.note { color: #757575; font-size: 13px; }
	</style>
</head>
<body>
<main>
	<h1><?php esc_html_e( 'Approve the connection', 'orbit-blocks' ); ?></h1>
	<?php if ( $problem ) : ?>
		<p class="problem"><?php echo esc_html( $problem ); ?></p>
		<p><a href="<?php echo esc_url( $redirect ); ?>"><?php esc_html_e( 'Back to the editor', 'orbit-blocks' ); ?></a></p>
	<?php else : ?>
		<p>
			<?php
			/* translators: %s: the site's name */
			echo esc_html( sprintf( __( '%s asks to connect to your account.', 'orbit-blocks' ), get_bloginfo( 'name' ) ) );
			?>
		</p>
		<div class="account">
			<strong><?php echo esc_html( $user->display_name ); ?></strong><br>
			<?php echo esc_html( $user->user_login ); ?>
		</div>
		<p class="note"><?php esc_html_e( 'This is the local account service of the development environment: approving links your WordPress user to an account kept on this site.', 'orbit-blocks' ); ?></p>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="actions">
			<input type="hidden" name="action" value="<?php echo esc_attr( ORBIT_BLOCKS_AUTHORIZE_ACTION ); ?>">
			<input type="hidden" name="redirect_uri" value="<?php echo esc_attr( $redirect ); ?>">
			<input type="hidden" name="from" value="<?php echo esc_attr( $from ); ?>">
			<?php wp_nonce_field( ORBIT_BLOCKS_AUTHORIZE_ACTION ); ?>
			<button type="submit"><?php esc_html_e( 'Approve', 'orbit-blocks' ); ?></button>
			<a href="<?php echo esc_url( $redirect ); ?>"><?php esc_html_e( 'Cancel', 'orbit-blocks' ); ?></a>
		</form>
	<?php endif; ?>
</main>
</body>
</html>
	<?php
}

function orbit_blocks_handle_authorize(): void {
	$redirect = orbit_blocks_authorize_redirect();
	// phpcs:ignore WordPress.Security.NonceVerification -- 'from' is only echoed back, escaped.
	$from = isset( $_REQUEST['from'] ) ? sanitize_key( wp_unslash( (string) $_REQUEST['from'] ) ) : '';

	$problem = null;
	$status  = 200;
	if ( ! current_user_can( 'edit_posts' ) ) {
		$problem = __( 'Your user cannot connect an account on this site.', 'orbit-blocks' );
		$status  = 403;
	} elseif ( ! orbit_blocks_site_registration()['isRegistered'] ) {
		$problem = __( 'The site is not registered with the account service yet. An administrator must connect the site first.', 'orbit-blocks' );
		$status  = 409;
	} elseif ( ! orbit_blocks_user_may_link( wp_get_current_user() ) ) {
		// Only an administrator becomes the connection owner.
		$problem = __( 'An administrator must connect their account first. You can connect yours once the site is connected.', 'orbit-blocks' );
		$status  = 403;
	}

	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) || $problem ) {
		orbit_blocks_render_authorize_page( $redirect, $from, $problem, $status );
		exit;
	}

	check_admin_referer( ORBIT_BLOCKS_AUTHORIZE_ACTION );
	orbit_blocks_link_user( wp_get_current_user() );
	wp_safe_redirect( $redirect );
	exit;
}
add_action( 'admin_post_' . ORBIT_BLOCKS_AUTHORIZE_ACTION, 'orbit_blocks_handle_authorize' );
