<?php
/**
 * Stand-in for the Mailchimp account (the newsletter's connection, which a
 * site makes in Settings → Orbit Blocks with mailchimp_api_key and
 * mailchimp_audience_id; includes/rest/mailchimp.php): the local
 * "Mailchimp" page, admin-post.php?action=orbit_blocks_mailchimp, which the
 * editor's connect_url opens. Connect makes a test audience with one group
 * category ("Interests": News, Events), kept in the option
 * orbit_blocks_mailchimp; Disconnect removes it. Signups are then kept on
 * this site only. Administrators only; POST checks a nonce.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/includes/local-page.php';

const ORBIT_BLOCKS_MAILCHIMP_ACTION = 'orbit_blocks_mailchimp';

// Without Mailchimp configured, the editor's "connect" leads here.
add_filter(
	'orbit_blocks_mailchimp_page_url',
	static function ( string $url, string $redirect ): string {
		return orbit_blocks_local_page_url( ORBIT_BLOCKS_MAILCHIMP_ACTION, array( 'redirect_uri' => $redirect ) );
	},
	10,
	2
);

/** The local Mailchimp page: connect or disconnect the test audience. */
function orbit_blocks_handle_mailchimp_page(): void {
	// phpcs:ignore WordPress.Security.NonceVerification -- read-only here; POST checks the nonce.
	$requested = isset( $_REQUEST['redirect_uri'] ) ? wp_unslash( (string) $_REQUEST['redirect_uri'] ) : '';
	$redirect  = '' === $requested ? '' : wp_validate_redirect( $requested, '' );
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Only an administrator can connect Mailchimp.', 'orbit-blocks' ), '', array( 'response' => 403 ) );
	}
	if ( 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) {
		check_admin_referer( ORBIT_BLOCKS_MAILCHIMP_ACTION );
		$operation = isset( $_POST['operation'] ) ? sanitize_key( wp_unslash( (string) $_POST['operation'] ) ) : '';
		if ( 'connect' === $operation ) {
			update_option(
				ORBIT_BLOCKS_MAILCHIMP_OPTION,
				array(
					'audience'            => __( 'Local test audience', 'orbit-blocks' ),
					'interest_categories' => array(
						array(
							'id'        => 'cat-interests',
							'title'     => __( 'Interests', 'orbit-blocks' ),
							'interests' => array(
								array(
									'id'   => 'news',
									'name' => __( 'News', 'orbit-blocks' ),
								),
								array(
									'id'   => 'events',
									'name' => __( 'Events', 'orbit-blocks' ),
								),
							),
						),
					),
				),
				false
			);
		} elseif ( 'disconnect' === $operation ) {
			delete_option( ORBIT_BLOCKS_MAILCHIMP_OPTION );
		}
		wp_safe_redirect( $redirect ? $redirect : orbit_blocks_mailchimp_page_url() );
		exit;
	}
	$connection = orbit_blocks_mailchimp_connection();
	nocache_headers();
	header( 'Content-Type: text/html; charset=utf-8' );
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head><meta charset="utf-8"><title><?php esc_html_e( 'Mailchimp', 'orbit-blocks' ); ?></title></head>
<body style="font:15px/1.5 sans-serif;max-width:440px;margin:12vh auto">
	<h1><?php esc_html_e( 'Mailchimp', 'orbit-blocks' ); ?></h1>
	<p>
	<?php
	echo esc_html(
		$connection
			/* translators: %s: audience name */
			? sprintf( __( 'Connected to the audience "%s".', 'orbit-blocks' ), $connection['audience'] )
			: __( 'Connect a Mailchimp audience to collect email subscribers. This is the local stand-in: subscribers are kept on this site.', 'orbit-blocks' )
	);
	?>
	</p>
	<?php
	orbit_blocks_local_page_form_open(
		ORBIT_BLOCKS_MAILCHIMP_ACTION,
		array(
			'operation'    => $connection ? 'disconnect' : 'connect',
			'redirect_uri' => $redirect,
		)
	);
	?>
		<button type="submit"><?php echo $connection ? esc_html__( 'Disconnect', 'orbit-blocks' ) : esc_html__( 'Connect', 'orbit-blocks' ); ?></button>
	</form>
</body>
</html>
	<?php
	exit;
}
add_action( 'admin_post_' . ORBIT_BLOCKS_MAILCHIMP_ACTION, 'orbit_blocks_handle_mailchimp_page' );
