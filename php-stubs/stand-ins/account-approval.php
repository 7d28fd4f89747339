<?php
/**
 * The development stand-in of a hosted account service's authorization page
 * (ORBIT_BLOCKS_LOCAL_SERVICES only), where a user approves linking their
 * account to this site (the last step of spec 1 section 4,
 * "Registration"). GET shows the page; POST (Approve) links the user and
 * sends them back to redirect_uri. It lives in admin-post.php, so only
 * logged-in users reach it. An administrator may approve on a registered
 * site (the first becomes the connection owner); other users who edit posts
 * only once the site has a connected owner (403 otherwise).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/includes/local-page.php';

const ORBIT_BLOCKS_AUTHORIZE_ACTION = 'orbit_blocks_authorize';

/** The editor (or other admin page) to return to, never another host. */
function orbit_blocks_authorize_redirect(): string {
	// phpcs:ignore WordPress.Security.NonceVerification -- read-only on GET; POST checks the nonce below.
	$requested = isset( $_REQUEST['redirect_uri'] ) ? wp_unslash( (string) $_REQUEST['redirect_uri'] ) : '';
	return wp_validate_redirect( $requested, admin_url() );
}

function orbit_blocks_render_authorize_page( string $redirect, string $from, ?string $problem, int $status = 200 ): void {
	$user = wp_get_current_user();
	orbit_blocks_local_page_start( __( 'Approve the connection', 'orbit-blocks' ), $status );
	orbit_blocks_service_page_styles();
	orbit_blocks_local_page_body( __( 'Approve the connection', 'orbit-blocks' ) );
	?>
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
		<?php
		orbit_blocks_local_page_form_open(
			ORBIT_BLOCKS_AUTHORIZE_ACTION,
			array(
				'redirect_uri' => $redirect,
				'from'         => $from,
			),
			'actions'
		);
		?>
			<button type="submit"><?php esc_html_e( 'Approve', 'orbit-blocks' ); ?></button>
			<a href="<?php echo esc_url( $redirect ); ?>"><?php esc_html_e( 'Cancel', 'orbit-blocks' ); ?></a>
		</form>
	<?php endif; ?>
	<?php
	orbit_blocks_local_page_end();
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
// Loaded only in development (load.php), where users link accounts explicitly.
if ( ! orbit_blocks_connect_by_login() ) {
	add_action( 'admin_post_' . ORBIT_BLOCKS_AUTHORIZE_ACTION, 'orbit_blocks_handle_authorize' );
}
