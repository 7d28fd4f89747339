<?php
/**
 * The AI feature status (spec 1 sections 3 and 9), for the current user,
 * from the site's policy (includes/ai/policy.php):
 *
 * - has-feature: no monthly limit applies to the user (neither a per-user
 *   nor a site limit is set), so nothing nudges them about quotas;
 * - is-over-limit / site-require-upgrade: a limit set in Settings → Orbit
 *   Blocks is reached; requests-count and requests-limit are the user's
 *   count and limit this month (or the site's, when the site's limit is the
 *   one reached, or the only one set);
 * - error-message: the quota message with the date AI is available again;
 * - checkout-url: where the over-limit banner's button leads an
 *   administrator: the AI card of Settings → Orbit Blocks, where the limit
 *   is changed, or the network's when the network set the limits ('' for
 *   everyone who cannot change them);
 * - next-reset: the 1st of next month in the site's time zone (Y-m-d);
 * - user-allowed / not-allowed-message: whether the site's policy lets the
 *   user use AI, and if not why (turned off for them, or for their role);
 * - upgrade-type: 'vip' shows the spec's VIP message instead (the option
 *   orbit_blocks_ai_upgrade_type, for hosts that handle quotas themselves);
 * - is-playground-visible: the AI Playground panel (option
 *   orbit_blocks_ai_playground).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/policy.php';

const ORBIT_BLOCKS_AI_UPGRADE_OPTION  = 'orbit_blocks_ai_upgrade_type';
const ORBIT_BLOCKS_AI_PLAYGROUND_FLAG = 'orbit_blocks_ai_playground';

/**
 * Which count and limit the status reports: the reached limit, else the
 * user's own when one is set, else the site's.
 *
 * @return array{scope: string, limit: int, used: int}|null null: no limit is set
 */
function orbit_blocks_ai_status_limit( int $user_id ): ?array {
	$reached = orbit_blocks_ai_reached_limit( $user_id );
	if ( $reached ) {
		return $reached;
	}
	$user_limit = orbit_blocks_ai_limit( 'ai_limit_user' );
	if ( $user_limit > 0 ) {
		return array(
			'scope' => 'user',
			'limit' => $user_limit,
			'used'  => orbit_blocks_ai_used( $user_id ),
		);
	}
	$site_limit = orbit_blocks_ai_limit( 'ai_limit_site' );
	if ( $site_limit > 0 ) {
		return array(
			'scope' => 'site',
			'limit' => $site_limit,
			'used'  => orbit_blocks_ai_used( 0 ),
		);
	}
	return null;
}

/** The feature status as GET wpcom/v2/ai/ai-assistant-feature answers it. */
function orbit_blocks_ai_feature(): array {
	$user_id      = get_current_user_id();
	$limit        = orbit_blocks_ai_status_limit( $user_id );
	$reached      = orbit_blocks_ai_reached_limit( $user_id );
	$over_limit   = null !== $reached;
	$upgrade_type = get_option( ORBIT_BLOCKS_AI_UPGRADE_OPTION, 'default' );
	$refusal      = orbit_blocks_ai_refusal( $user_id );
	return array(
		'has-feature'           => null === $limit,
		'is-over-limit'         => $over_limit,
		'requests-count'        => $limit ? $limit['used'] : orbit_blocks_ai_used( $user_id ),
		'requests-limit'        => $limit ? $limit['limit'] : 0,
		'limit-scope'           => $limit ? $limit['scope'] : '',
		'site-require-upgrade'  => $over_limit,
		'error-message'         => $over_limit ? orbit_blocks_ai_limit_message( $reached ) : '',
		'error-code'            => $over_limit ? 'error_quota_exceeded' : '',
		'next-reset'            => orbit_blocks_ai_next_reset()->format( 'Y-m-d' ),
		'upgrade-type'          => 'vip' === $upgrade_type ? 'vip' : 'default',
		'checkout-url'          => orbit_blocks_ai_limits_url(),
		'user-allowed'          => '' === $refusal,
		'not-allowed-message'   => in_array( $refusal, array( 'user', 'role' ), true ) ? orbit_blocks_ai_refusal_message( $refusal ) : '',
		'is-playground-visible' => (bool) get_option( ORBIT_BLOCKS_AI_PLAYGROUND_FLAG, false ),
		'responder'             => orbit_blocks_ai_server() ? 'server' : 'offline',
	);
}
