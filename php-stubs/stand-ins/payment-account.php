<?php
/**
 * Stand-in for the payment account (the connection to Stripe, which a site
 * makes in Settings → Orbit Blocks with its Stripe keys; includes/rest/
 * memberships.php): the local "Payment account" page,
 * admin-post.php?action=orbit_blocks_payment_account, which administrators
 * reach through the memberships status' connect_url. Connect creates a test
 * account kept in the option orbit_blocks_payment_account (US dollars; no
 * money moves) and returns to the editor with stripe_connect_success=1;
 * Disconnect removes it. POST checks a nonce.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/includes/local-page.php';

const ORBIT_BLOCKS_PAYMENT_ACCOUNT_ACTION = 'orbit_blocks_payment_account';

// Without Stripe configured, the editor's "connect" leads here.
add_filter(
	'orbit_blocks_payment_account_url',
	static function ( string $url, string $redirect ): string {
		return orbit_blocks_local_page_url( ORBIT_BLOCKS_PAYMENT_ACCOUNT_ACTION, array( 'redirect_uri' => $redirect ) );
	},
	10,
	2
);

/** The local payment account page: what the redirect_uri is (this site only). */
function orbit_blocks_payment_account_redirect(): string {
	// phpcs:ignore WordPress.Security.NonceVerification -- read-only; POST checks the nonce.
	$requested = isset( $_REQUEST['redirect_uri'] ) ? wp_unslash( (string) $_REQUEST['redirect_uri'] ) : '';
	return '' === $requested ? '' : wp_validate_redirect( $requested, '' );
}

function orbit_blocks_render_payment_account_page( string $redirect, ?string $problem ): void {
	$account = orbit_blocks_payment_account();
	orbit_blocks_local_page_start( __( 'Payment account', 'orbit-blocks' ), $problem ? 403 : 200 );
	orbit_blocks_service_page_styles();
	orbit_blocks_local_page_body( __( 'Payment account', 'orbit-blocks' ) );
	?>
	<?php if ( $problem ) : ?>
		<p class="problem"><?php echo esc_html( $problem ); ?></p>
	<?php elseif ( $account ) : ?>
		<p><?php esc_html_e( 'This site is connected to a payment account. Membership products and donations can take payments.', 'orbit-blocks' ); ?></p>
		<div class="account">
			<strong><?php echo esc_html( $account['connected_account_id'] ); ?></strong><br>
			<?php
			/* translators: %s: a currency code such as USD */
			echo esc_html( sprintf( __( 'Default currency: %s', 'orbit-blocks' ), $account['default_currency'] ) );
			?>
		</div>
		<?php
		orbit_blocks_local_page_form_open(
			ORBIT_BLOCKS_PAYMENT_ACCOUNT_ACTION,
			array(
				'operation'    => 'disconnect',
				'redirect_uri' => $redirect,
			),
			'actions'
		);
		?>
			<button type="submit" class="is-destructive"><?php esc_html_e( 'Disconnect', 'orbit-blocks' ); ?></button>
			<?php if ( $redirect ) : ?>
				<a href="<?php echo esc_url( $redirect ); ?>"><?php esc_html_e( 'Back to the editor', 'orbit-blocks' ); ?></a>
			<?php endif; ?>
		</form>
	<?php else : ?>
		<p><?php esc_html_e( 'Connect a payment account to sell membership products and take donations on this site.', 'orbit-blocks' ); ?></p>
		<p class="note"><?php esc_html_e( 'This is the local payment service of the development environment: connecting creates a test account kept on this site, with US dollars as its default currency. No money moves.', 'orbit-blocks' ); ?></p>
		<?php
		orbit_blocks_local_page_form_open(
			ORBIT_BLOCKS_PAYMENT_ACCOUNT_ACTION,
			array(
				'operation'    => 'connect',
				'redirect_uri' => $redirect,
			),
			'actions'
		);
		?>
			<button type="submit"><?php esc_html_e( 'Connect', 'orbit-blocks' ); ?></button>
			<?php if ( $redirect ) : ?>
				<a href="<?php echo esc_url( $redirect ); ?>"><?php esc_html_e( 'Cancel', 'orbit-blocks' ); ?></a>
			<?php endif; ?>
		</form>
	<?php endif; ?>
	<?php
	orbit_blocks_local_page_end();
}

function orbit_blocks_handle_payment_account(): void {
	$redirect = orbit_blocks_payment_account_redirect();
	$problem  = current_user_can( 'manage_options' )
		? null
		: __( 'Only an administrator can connect a payment account.', 'orbit-blocks' );

	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) || $problem ) {
		orbit_blocks_render_payment_account_page( $redirect, $problem );
		exit;
	}

	check_admin_referer( ORBIT_BLOCKS_PAYMENT_ACCOUNT_ACTION );
	$operation = isset( $_POST['operation'] ) ? sanitize_key( wp_unslash( (string) $_POST['operation'] ) ) : '';
	if ( 'connect' === $operation ) {
		if ( ! orbit_blocks_payment_account() ) {
			update_option(
				ORBIT_BLOCKS_PAYMENT_ACCOUNT_OPTION,
				array(
					'connected_account_id' => 'acct_local_' . strtolower( wp_generate_password( 16, false ) ),
					'default_currency'     => 'USD',
				),
				false
			);
		}
		$back = $redirect ? $redirect : admin_url();
		wp_safe_redirect( add_query_arg( 'stripe_connect_success', '1', $back ) );
		exit;
	}
	if ( 'disconnect' === $operation ) {
		delete_option( ORBIT_BLOCKS_PAYMENT_ACCOUNT_OPTION );
		wp_safe_redirect( $redirect ? $redirect : orbit_blocks_payment_account_url() );
		exit;
	}
	wp_die( esc_html__( 'Unknown operation.', 'orbit-blocks' ), '', array( 'response' => 400 ) );
}
add_action( 'admin_post_' . ORBIT_BLOCKS_PAYMENT_ACCOUNT_ACTION, 'orbit_blocks_handle_payment_account' );
