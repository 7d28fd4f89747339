<?php
/**
 * Stand-in for the service "plans-checkout" (the provider's plan checkout
 * that the paid-block banner's Upgrade leads to; includes/rest/
 * plans-checkout.php):
 *
 *   GET orbit-blocks/v1/stand-in/plans-checkout/<site>/<plan>?redirect_to=
 *
 * sends the browser (302) to the local checkout page
 * wp-admin/admin-post.php?action=orbit_blocks_plan_checkout. There an
 * administrator sees the plan and its price and **Upgrade** (a nonce-checked
 * POST) sets the site's plan (the option orbit_blocks_site_plan,
 * includes/plans.php; no money moves) and returns to redirect_to (this site
 * only). **Cancel** returns without upgrading. When the site has a paid plan
 * the page also offers **Switch back to Free**, so that the paid blocks can
 * be tried again.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/includes/local-page.php';

const ORBIT_BLOCKS_PLAN_CHECKOUT_ACTION = 'orbit_blocks_plan_checkout';

add_filter(
	'orbit_blocks_local_services',
	static function ( array $services ): array {
		$services['plans-checkout'] = array( 'url' => orbit_blocks_local_service_url( 'plans-checkout' ) );
		return $services;
	}
);

/** The local checkout page for a plan, returning to $redirect_to. */
function orbit_blocks_plan_checkout_url( string $plan, string $redirect_to = '' ): string {
	return orbit_blocks_local_page_url(
		ORBIT_BLOCKS_PLAN_CHECKOUT_ACTION,
		array(
			'plan'        => $plan,
			'redirect_to' => $redirect_to,
		)
	);
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_LOCAL,
			'/plans-checkout/(?P<site>[^/]+)/(?P<plan>[a-z0-9_-]+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				// A public address, like the checkout it stands in for: it only redirects.
				'permission_callback' => '__return_true',
				// Any address: one outside this site is dropped (wp_validate_redirect).
				'args'                => array(
					'redirect_to' => array( 'type' => 'string' ),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$redirect = wp_validate_redirect( (string) $request->get_param( 'redirect_to' ), '' );
					return new WP_REST_Response( null, 302, array( 'Location' => orbit_blocks_plan_checkout_url( (string) $request['plan'], $redirect ) ) );
				},
			)
		);
	}
);

function orbit_blocks_render_plan_checkout_page( ?array $plan, string $redirect, ?string $problem ): void {
	$current = orbit_blocks_site_plan();
	$form = static function ( string $operation, string $label, string $class = '' ) use ( $plan, $redirect ): void {
		?>
		<?php
		orbit_blocks_local_page_form_open(
			ORBIT_BLOCKS_PLAN_CHECKOUT_ACTION,
			array(
				'operation'   => $operation,
				'plan'        => $plan ? $plan['product_slug'] : '',
				'redirect_to' => $redirect,
			)
		);
		?>
			<button type="submit" class="<?php echo esc_attr( $class ); ?>"><?php echo esc_html( $label ); ?></button>
		</form>
		<?php
	};
	orbit_blocks_local_page_start( __( 'Checkout', 'orbit-blocks' ), $problem ? 403 : ( $plan ? 200 : 404 ) );
	orbit_blocks_service_page_styles();
	orbit_blocks_local_page_body( __( 'Checkout (local test)', 'orbit-blocks' ) );
	?>
	<?php if ( $problem ) : ?>
		<p class="problem"><?php echo esc_html( $problem ); ?></p>
	<?php elseif ( ! $plan ) : ?>
		<p class="problem"><?php esc_html_e( 'This plan does not exist.', 'orbit-blocks' ); ?></p>
	<?php else : ?>
		<div class="plan">
			<strong class="plan-name"><?php echo esc_html( $plan['product_name'] ); ?></strong><br>
			<?php
			/* translators: %s: a yearly price such as $99 */
			echo esc_html( sprintf( __( '%s per year', 'orbit-blocks' ), orbit_blocks_format_price( (float) $plan['price'], $plan['currency_code'] ) ) );
			?>
		</div>
		<p>
			<?php
			/* translators: %s: the site's current plan, for example Free */
			echo esc_html( sprintf( __( 'This site is on the %s plan.', 'orbit-blocks' ), $current['product_name_short'] ) );
			?>
		</p>
		<p class="note"><?php esc_html_e( 'This is the local stand-in of the plan checkout: upgrading changes this site\'s plan only. No money moves.', 'orbit-blocks' ); ?></p>
		<div class="actions">
			<?php $form( 'upgrade', __( 'Upgrade', 'orbit-blocks' ) ); ?>
			<?php if ( $redirect ) : ?>
				<a href="<?php echo esc_url( $redirect ); ?>"><?php esc_html_e( 'Cancel', 'orbit-blocks' ); ?></a>
			<?php endif; ?>
		</div>
		<?php if ( 'jetpack_free' !== $current['product_slug'] ) : ?>
			<div class="actions"><?php $form( 'reset', __( 'Switch back to Free', 'orbit-blocks' ), 'is-secondary' ); ?></div>
		<?php endif; ?>
	<?php endif; ?>
	<?php
	orbit_blocks_local_page_end();
}

function orbit_blocks_handle_plan_checkout(): void {
	// phpcs:ignore WordPress.Security.NonceVerification -- read-only; POST checks the nonce.
	$requested = isset( $_REQUEST['redirect_to'] ) ? wp_unslash( (string) $_REQUEST['redirect_to'] ) : '';
	$redirect  = '' === $requested ? '' : wp_validate_redirect( $requested, '' );
	// phpcs:ignore WordPress.Security.NonceVerification -- read-only; POST checks the nonce.
	$plan    = orbit_blocks_find_plan( isset( $_REQUEST['plan'] ) ? sanitize_key( wp_unslash( (string) $_REQUEST['plan'] ) ) : '' );
	$problem = current_user_can( 'manage_options' ) ? null : __( 'Only an administrator can change the site\'s plan.', 'orbit-blocks' );

	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) || $problem || ! $plan ) {
		orbit_blocks_render_plan_checkout_page( $plan, $redirect, $problem );
		exit;
	}

	check_admin_referer( ORBIT_BLOCKS_PLAN_CHECKOUT_ACTION );
	$operation = isset( $_POST['operation'] ) ? sanitize_key( wp_unslash( (string) $_POST['operation'] ) ) : '';
	if ( 'upgrade' === $operation ) {
		if ( ! orbit_blocks_site_has_plan( $plan['product_slug'] ) ) {
			// Never a downgrade: a site on a higher plan keeps it.
			update_option( ORBIT_BLOCKS_SITE_PLAN_OPTION, $plan['product_slug'], false );
		}
		wp_safe_redirect( $redirect ? $redirect : admin_url() );
		exit;
	}
	if ( 'reset' === $operation ) {
		delete_option( ORBIT_BLOCKS_SITE_PLAN_OPTION );
		wp_safe_redirect( orbit_blocks_plan_checkout_url( $plan['product_slug'], $redirect ) );
		exit;
	}
	wp_die( esc_html__( 'Unknown operation.', 'orbit-blocks' ), '', array( 'response' => 400 ) );
}
add_action( 'admin_post_' . ORBIT_BLOCKS_PLAN_CHECKOUT_ACTION, 'orbit_blocks_handle_plan_checkout' );
