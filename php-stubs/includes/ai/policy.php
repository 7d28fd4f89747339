<?php
/**
 * AI use is the site owner's policy (Settings → Orbit Blocks, AI card):
 *
 * - Who may use AI: the roles in the setting ai_roles (role slugs, comma
 *   separated); empty means every user who can edit posts. An administrator
 *   can also turn AI off for one user on that user's profile (the user meta
 *   orbit_blocks_ai_off).
 * - How much: ai_limit_user (requests per user per month) and ai_limit_site
 *   (requests of the whole site per month); empty means no limit. A month
 *   is a calendar month in the site's time zone: counts start again on the
 *   1st.
 * - What counts: a request answered by a configured AI server (text or
 *   images). The offline responder's answers cost nothing and never count.
 *
 * Why: docs/decisions.md, "Users are connected by being logged in; AI use is the owner's policy".
 *
 * The counts live in one option, orbit_blocks_ai_usage_log (not autoloaded),
 * changed under a lock (includes/lock.php) so that two web servers counting
 * at once lose nothing: { months: { "2026-11": { <user id>: count } },
 * last: { <user id>: unix time } }. Only this month and the last are kept,
 * which is what the usage table shows.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_AI_USAGE_LOG_OPTION = 'orbit_blocks_ai_usage_log';
const ORBIT_BLOCKS_AI_OFF_META        = 'orbit_blocks_ai_off';

/**
 * The roles that may use AI; empty means every role whose users can edit
 * posts.
 *
 * @return string[]
 */
function orbit_blocks_ai_roles(): array {
	$roles = array_filter( array_map( 'trim', explode( ',', orbit_blocks_setting( 'ai_roles' ) ) ) );
	return array_values( array_unique( $roles ) );
}

/** Why a user may not use AI: 'capability', 'role', 'user', or '' when they may. */
function orbit_blocks_ai_refusal( int $user_id ): string {
	$user = $user_id ? get_userdata( $user_id ) : false;
	if ( ! $user || ! user_can( $user, 'edit_posts' ) ) {
		return 'capability';
	}
	if ( get_user_meta( $user_id, ORBIT_BLOCKS_AI_OFF_META, true ) ) {
		return 'user';
	}
	$roles = orbit_blocks_ai_roles();
	if ( $roles && ! array_intersect( $roles, (array) $user->roles ) && ! is_super_admin( $user_id ) ) {
		return 'role';
	}
	return '';
}

/** Whether the site's policy lets the user use AI. */
function orbit_blocks_ai_user_allowed( int $user_id ): bool {
	return '' === orbit_blocks_ai_refusal( $user_id );
}

/** The message for a user whom the policy keeps from AI. */
function orbit_blocks_ai_refusal_message( string $refusal ): string {
	if ( 'user' === $refusal ) {
		return __( 'A site administrator has turned AI off for your account.', 'orbit-blocks' );
	}
	if ( orbit_blocks_setting_in_network( 'ai_roles' ) ) {
		return __( 'AI is not available to your role on the sites of this network. The network administrator decides who may use AI.', 'orbit-blocks' );
	}
	return __( 'AI is not available to your role on this site. A site administrator can change who may use AI in Settings → Orbit Blocks.', 'orbit-blocks' );
}

/**
 * Whether the user may change this month's counts (start them again, or set
 * their own for a demo): a site administrator, unless on a network whose
 * administrator set the monthly limits, which only a network administrator
 * may then get around.
 */
function orbit_blocks_ai_can_change_counts( WP_REST_Request $request ): bool {
	if ( ! current_user_can( 'manage_options' ) ) {
		return false;
	}
	if ( 'POST' === $request->get_method() && null === $request->get_param( 'requests-count' ) ) {
		return true;
	}
	return ! orbit_blocks_ai_limits_by_network() || current_user_can( 'manage_network_options' );
}

/** Whether, on a network, its administrator set a monthly limit for every site. */
function orbit_blocks_ai_limits_by_network(): bool {
	return orbit_blocks_setting_in_network( 'ai_limit_user' ) || orbit_blocks_setting_in_network( 'ai_limit_site' );
}

/**
 * Where the current user changes the monthly limits: the AI card of the
 * network's screen when the network set them (for a network administrator),
 * else of the site's (for a site administrator); '' for anyone who cannot.
 */
function orbit_blocks_ai_limits_url(): string {
	if ( orbit_blocks_ai_limits_by_network() ) {
		return current_user_can( 'manage_network_options' ) ? orbit_blocks_network_settings_url() . '#orbit-blocks-settings-ai' : '';
	}
	return current_user_can( 'manage_options' ) ? orbit_blocks_settings_url() . '#orbit-blocks-settings-ai' : '';
}

/** A monthly limit setting as a number; 0 means no limit. */
function orbit_blocks_ai_limit( string $name ): int {
	$value = orbit_blocks_setting( $name );
	return ctype_digit( $value ) ? (int) $value : 0;
}

/** The month a request counts in, in the site's time zone ("2026-11"). */
function orbit_blocks_ai_month( ?int $time = null ): string {
	return wp_date( 'Y-m', $time ?? time() );
}

/** The month before $month ("2026-10" for "2026-11"). */
function orbit_blocks_ai_previous_month( string $month ): string {
	$first = date_create_immutable( $month . '-01', wp_timezone() );
	return $first ? $first->modify( '-1 month' )->format( 'Y-m' ) : $month;
}

/** When the counts start again: the 1st of the next month, in the site's time zone. */
function orbit_blocks_ai_next_reset( ?int $time = null ): DateTimeImmutable {
	$first = date_create_immutable( orbit_blocks_ai_month( $time ) . '-01 00:00:00', wp_timezone() );
	return $first->modify( '+1 month' );
}

/** The usage log, with only this month and the last kept. */
function orbit_blocks_ai_usage_log(): array {
	$log    = get_option( ORBIT_BLOCKS_AI_USAGE_LOG_OPTION, array() );
	$log    = is_array( $log ) ? $log : array();
	$months = isset( $log['months'] ) && is_array( $log['months'] ) ? $log['months'] : array();
	$now    = orbit_blocks_ai_month();
	$keep   = array( $now, orbit_blocks_ai_previous_month( $now ) );
	return array(
		'months' => array_intersect_key( $months, array_flip( $keep ) ),
		'last'   => isset( $log['last'] ) && is_array( $log['last'] ) ? $log['last'] : array(),
	);
}

/** Requests in a month: one user's, or the whole site's (user 0). */
function orbit_blocks_ai_used( int $user_id, ?string $month = null ): int {
	$counts = orbit_blocks_ai_usage_log()['months'][ $month ?? orbit_blocks_ai_month() ] ?? array();
	if ( $user_id ) {
		return max( 0, (int) ( $counts[ $user_id ] ?? 0 ) );
	}
	return (int) array_sum( array_map( 'intval', (array) $counts ) );
}

/**
 * The limit that stops the user now, if any: which one ('user' or 'site'),
 * the limit and what was used.
 *
 * @return array{scope: string, limit: int, used: int}|null
 */
function orbit_blocks_ai_reached_limit( int $user_id ): ?array {
	$user_limit = orbit_blocks_ai_limit( 'ai_limit_user' );
	if ( $user_limit > 0 && orbit_blocks_ai_used( $user_id ) >= $user_limit ) {
		return array(
			'scope' => 'user',
			'limit' => $user_limit,
			'used'  => orbit_blocks_ai_used( $user_id ),
		);
	}
	$site_limit = orbit_blocks_ai_limit( 'ai_limit_site' );
	if ( $site_limit > 0 && orbit_blocks_ai_used( 0 ) >= $site_limit ) {
		return array(
			'scope' => 'site',
			'limit' => $site_limit,
			'used'  => orbit_blocks_ai_used( 0 ),
		);
	}
	return null;
}

/** The quota message: which limit, and when it resets (in the site's words for dates). */
function orbit_blocks_ai_limit_message( array $reached ): string {
	$reset = wp_date( get_option( 'date_format' ) ? (string) get_option( 'date_format' ) : 'F j, Y', orbit_blocks_ai_next_reset()->getTimestamp() );
	if ( 'site' === $reached['scope'] ) {
		/* translators: 1: the site's monthly limit of AI requests, 2: the date the count starts again. */
		return sprintf( __( 'This site has used its %1$d AI requests for this month. AI is available again on %2$s.', 'orbit-blocks' ), $reached['limit'], $reset );
	}
	/* translators: 1: the monthly limit of AI requests per user, 2: the date the count starts again. */
	return sprintf( __( 'You have used your %1$d AI requests for this month. AI is available again on %2$s.', 'orbit-blocks' ), $reached['limit'], $reset );
}

/** The 429 answer for a user over a limit. */
function orbit_blocks_ai_quota_error( array $reached ): WP_Error {
	return new WP_Error(
		'error_quota_exceeded',
		orbit_blocks_ai_limit_message( $reached ),
		array(
			'status'       => 429,
			'scope'        => $reached['scope'],
			'next_reset'   => orbit_blocks_ai_next_reset()->format( 'Y-m-d' ),
			'settings_url' => orbit_blocks_ai_limits_url(),
		)
	);
}

/**
 * Counts one request of the user, under the lock: checked again there, so
 * that requests arriving together cannot pass a limit.
 *
 * @return true|WP_Error the quota error when the limit was reached meanwhile
 */
function orbit_blocks_ai_record_request( int $user_id ) {
	return orbit_blocks_with_lock(
		ORBIT_BLOCKS_AI_USAGE_LOG_OPTION,
		static function () use ( $user_id ) {
			$reached = orbit_blocks_ai_reached_limit( $user_id );
			if ( $reached ) {
				return orbit_blocks_ai_quota_error( $reached );
			}
			$log   = orbit_blocks_ai_usage_log();
			$month = orbit_blocks_ai_month();
			$log['months'][ $month ][ $user_id ] = (int) ( $log['months'][ $month ][ $user_id ] ?? 0 ) + 1;
			$log['last'][ $user_id ]             = time();
			update_option( ORBIT_BLOCKS_AI_USAGE_LOG_OPTION, $log, false );
			return true;
		},
		array( ORBIT_BLOCKS_AI_USAGE_LOG_OPTION )
	);
}

/**
 * Sets a user's count for this month (the feature route's POST, for
 * administrators: demos and tests of the over-limit states).
 */
function orbit_blocks_ai_set_used( int $user_id, int $count ): void {
	orbit_blocks_with_lock(
		ORBIT_BLOCKS_AI_USAGE_LOG_OPTION,
		static function () use ( $user_id, $count ) {
			$log = orbit_blocks_ai_usage_log();
			$log['months'][ orbit_blocks_ai_month() ][ $user_id ] = max( 0, $count );
			update_option( ORBIT_BLOCKS_AI_USAGE_LOG_OPTION, $log, false );
		},
		array( ORBIT_BLOCKS_AI_USAGE_LOG_OPTION )
	);
}

/**
 * The usage table of the settings screen: each user who used AI this month
 * or last month, most requests first, and the site's totals.
 *
 * @return array{thisMonth: string, lastMonth: string, users: array, total: array{thisMonth: int, lastMonth: int}, nextReset: string, canReset: bool}
 */
function orbit_blocks_ai_usage_report(): array {
	$log   = orbit_blocks_ai_usage_log();
	$now   = orbit_blocks_ai_month();
	$prev  = orbit_blocks_ai_previous_month( $now );
	$ids   = array_unique( array_merge( array_keys( $log['months'][ $now ] ?? array() ), array_keys( $log['months'][ $prev ] ?? array() ) ) );
	$users = array();
	foreach ( $ids as $id ) {
		$id   = (int) $id;
		$user = get_userdata( $id );
		$last = (int) ( $log['last'][ $id ] ?? 0 );
		$users[] = array(
			'id'        => $id,
			'name'      => $user ? $user->display_name : __( 'Deleted user', 'orbit-blocks' ),
			'thisMonth' => orbit_blocks_ai_used( $id, $now ),
			'lastMonth' => orbit_blocks_ai_used( $id, $prev ),
			'lastUse'   => $last ? wp_date( 'c', $last ) : '',
		);
	}
	usort(
		$users,
		static fn( array $a, array $b ) => array( $b['thisMonth'], $b['lastMonth'] ) <=> array( $a['thisMonth'], $a['lastMonth'] )
	);
	return array(
		'thisMonth' => $now,
		'lastMonth' => $prev,
		'users'     => $users,
		'total'     => array(
			'thisMonth' => orbit_blocks_ai_used( 0, $now ),
			'lastMonth' => orbit_blocks_ai_used( 0, $prev ),
		),
		'nextReset' => orbit_blocks_ai_next_reset()->format( 'Y-m-d' ),
		// On a network whose administrator set the limits, only they may
		// start the counts again (orbit_blocks_ai_can_change_counts).
		'canReset'  => ! orbit_blocks_ai_limits_by_network() || current_user_can( 'manage_network_options' ),
	);
}
