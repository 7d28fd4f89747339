<?php
/**
 * The AI feature status (spec 1 sections 3 and 9) and request counting.
 *
 * Options:
 * - orbit_blocks_ai_usage          { count } requests this site has made
 *                                  (queries and image generations)
 * - orbit_blocks_ai_requests_limit free requests (default 20)
 * - orbit_blocks_ai_plan           'free' (default) or 'unlimited' (after
 *                                  the local checkout page); unlimited
 *                                  means has-feature and no limit
 * - orbit_blocks_ai_upgrade_type   'default' or 'vip'
 * - orbit_blocks_ai_playground     whether the AI Playground panel shows
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/local-page.php';

const ORBIT_BLOCKS_AI_USAGE_OPTION    = 'orbit_blocks_ai_usage';
const ORBIT_BLOCKS_AI_LIMIT_OPTION    = 'orbit_blocks_ai_requests_limit';
const ORBIT_BLOCKS_AI_PLAN_OPTION     = 'orbit_blocks_ai_plan';
const ORBIT_BLOCKS_AI_UPGRADE_OPTION  = 'orbit_blocks_ai_upgrade_type';
const ORBIT_BLOCKS_AI_PLAYGROUND_FLAG = 'orbit_blocks_ai_playground';
const ORBIT_BLOCKS_AI_DEFAULT_LIMIT   = 20;

function orbit_blocks_ai_requests_count(): int {
	$usage = get_option( ORBIT_BLOCKS_AI_USAGE_OPTION, array() );
	return is_array( $usage ) && isset( $usage['count'] ) ? max( 0, (int) $usage['count'] ) : 0;
}

function orbit_blocks_ai_set_requests_count( int $count ): void {
	update_option( ORBIT_BLOCKS_AI_USAGE_OPTION, array( 'count' => max( 0, $count ) ), false );
}

function orbit_blocks_ai_requests_limit(): int {
	$limit = (int) get_option( ORBIT_BLOCKS_AI_LIMIT_OPTION, ORBIT_BLOCKS_AI_DEFAULT_LIMIT );
	return $limit > 0 ? $limit : ORBIT_BLOCKS_AI_DEFAULT_LIMIT;
}

/** The site's plan includes unlimited AI (has-feature). */
function orbit_blocks_ai_has_feature(): bool {
	return 'unlimited' === get_option( ORBIT_BLOCKS_AI_PLAN_OPTION, 'free' );
}

function orbit_blocks_ai_is_over_limit(): bool {
	return ! orbit_blocks_ai_has_feature() && orbit_blocks_ai_requests_count() >= orbit_blocks_ai_requests_limit();
}

/**
 * Counts one request, unless the site is over the limit.
 *
 * @return true|WP_Error the quota error (429) past the limit
 */
function orbit_blocks_ai_count_request() {
	if ( orbit_blocks_ai_is_over_limit() ) {
		return new WP_Error(
			'error_quota_exceeded',
			__( 'You have reached the limit of requests for this site.', 'orbit-blocks' ),
			array( 'status' => 429 )
		);
	}
	orbit_blocks_ai_set_requests_count( orbit_blocks_ai_requests_count() + 1 );
	return true;
}

/**
 * Where an administrator upgrades: the local checkout page in development;
 * elsewhere the provider's plan checkout (the service plans-checkout), as
 * for the paid blocks, since the local page is a stand-in.
 */
function orbit_blocks_ai_checkout_url(): string {
	if ( orbit_blocks_local_services_enabled() ) {
		return orbit_blocks_local_page_url( 'orbit_blocks_ai_checkout' );
	}
	$services = orbit_blocks_services();
	return (string) ( $services['plans-checkout']['url'] ?? '' );
}

/** The feature status as GET wpcom/v2/ai/ai-assistant-feature answers it. */
function orbit_blocks_ai_feature(): array {
	$over_limit   = orbit_blocks_ai_is_over_limit();
	$upgrade_type = get_option( ORBIT_BLOCKS_AI_UPGRADE_OPTION, 'default' );
	return array(
		'has-feature'           => orbit_blocks_ai_has_feature(),
		'is-over-limit'         => $over_limit,
		'requests-count'        => orbit_blocks_ai_requests_count(),
		'requests-limit'        => orbit_blocks_ai_requests_limit(),
		'site-require-upgrade'  => $over_limit,
		'error-message'         => '',
		'error-code'            => '',
		'upgrade-type'          => 'vip' === $upgrade_type ? 'vip' : 'default',
		'checkout-url'          => orbit_blocks_ai_checkout_url(),
		'is-playground-visible' => (bool) get_option( ORBIT_BLOCKS_AI_PLAYGROUND_FLAG, false ),
		'responder'             => orbit_blocks_ai_server() ? 'server' : 'offline',
	);
}

/**
 * The local checkout page (the Upgrade button's target under
 * ORBIT_BLOCKS_LOCAL_SERVICES only): an administrator
 * confirms, and the site gets unlimited AI requests (no money moves). The
 * same page can return the site to the free plan.
 */
function orbit_blocks_ai_checkout_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Only administrators can upgrade the site.', 'orbit-blocks' ), 403 );
	}
	$back = wp_get_referer();
	if ( 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) {
		check_admin_referer( 'orbit_blocks_ai_checkout' );
		$plan = isset( $_POST['plan'] ) && 'free' === $_POST['plan'] ? 'free' : 'unlimited';
		update_option( ORBIT_BLOCKS_AI_PLAN_OPTION, $plan, false );
		$redirect = isset( $_POST['redirect_to'] ) ? wp_validate_redirect( esc_url_raw( wp_unslash( $_POST['redirect_to'] ) ), admin_url() ) : admin_url();
		wp_safe_redirect( $redirect );
		exit;
	}
	$unlimited = orbit_blocks_ai_has_feature();
	header( 'Content-Type: text/html; charset=utf-8' );
	echo '<!doctype html><html><head><meta charset="utf-8"><title>' . esc_html__( 'AI plan', 'orbit-blocks' ) . '</title>';
	echo '<style>body{font:15px/1.5 -apple-system,system-ui,sans-serif;max-width:520px;margin:80px auto;padding:0 20px;color:#1e1e1e}button{font:inherit;padding:8px 16px;background:#3858e9;color:#fff;border:0;border-radius:2px;cursor:pointer}</style></head><body>';
	echo '<h1>' . esc_html__( 'AI plan (local checkout)', 'orbit-blocks' ) . '</h1>';
	echo '<p>' . esc_html(
		sprintf(
			/* translators: 1: requests made, 2: the free limit. */
			__( 'This site has made %1$d AI requests; the free plan allows %2$d. This local page stands in for the provider\'s checkout: no money moves.', 'orbit-blocks' ),
			orbit_blocks_ai_requests_count(),
			orbit_blocks_ai_requests_limit()
		)
	) . '</p>';
	echo '<form method="post">';
	wp_nonce_field( 'orbit_blocks_ai_checkout' );
	echo '<input type="hidden" name="redirect_to" value="' . esc_attr( $back ? $back : admin_url() ) . '">';
	if ( $unlimited ) {
		echo '<p>' . esc_html__( 'The site has unlimited AI requests.', 'orbit-blocks' ) . '</p>';
		echo '<input type="hidden" name="plan" value="free"><button type="submit">' . esc_html__( 'Return to the free plan', 'orbit-blocks' ) . '</button>';
	} else {
		echo '<input type="hidden" name="plan" value="unlimited"><button type="submit">' . esc_html__( 'Upgrade to unlimited AI requests', 'orbit-blocks' ) . '</button>';
	}
	echo '</form></body></html>';
	exit;
}
// A stand-in: only in development (includes/services.php).
if ( orbit_blocks_local_services_enabled() ) {
	add_action( 'admin_post_orbit_blocks_ai_checkout', 'orbit_blocks_ai_checkout_page' );
}
