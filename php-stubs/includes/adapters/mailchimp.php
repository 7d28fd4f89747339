<?php
/**
 * Mailchimp Marketing API v3 (https://mailchimp.com/developer/marketing/api/):
 * the newsletter block's audience, groups and sign-ups, once the settings
 * mailchimp_api_key and mailchimp_audience_id are set.
 *
 * - The API lives at https://<dc>.api.mailchimp.com/3.0, <dc> being the
 *   key's suffix (…-us21); Basic auth, any user name, the key as password.
 * - A sign-up only adds a member, POST /lists/{list_id}/members ("Add
 *   member to list"), status "pending" with double opt-in (Mailchimp mails
 *   the confirmation; on unless the administrator turned it off) else
 *   "subscribed"; the groups as interests { id: true }, the signup location
 *   as a merge field, all from the saved form. A member already on the list
 *   (Mailchimp's 400 "Member Exists") is left as it is: a public request
 *   never changes a member's fields, groups or status.
 * - Every sign-up is first kept as a subscriber post (includes/rest/
 *   mailchimp.php) with a delivery state (_orbit_mc_delivery): sent,
 *   pending (Mailchimp was unreachable, limited us with 429, failed with
 *   5xx, or refused the key or audience) or rejected (Mailchimp's 400:
 *   the address itself). Pending ones are sent again by the WP-Cron event
 *   orbit_blocks_mailchimp_retry, one minute later, then doubling up to six
 *   hours, until they go through.
 * - A refused key or unknown audience is also kept (the option
 *   orbit_blocks_mailchimp_problem) and shown to administrators, naming the
 *   setting to fix, until a request succeeds.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_MAILCHIMP_RETRY_HOOK    = 'orbit_blocks_mailchimp_retry';
const ORBIT_BLOCKS_MAILCHIMP_RETRY_ROUND   = 'orbit_blocks_mailchimp_retry_round';
const ORBIT_BLOCKS_MAILCHIMP_PROBLEM       = 'orbit_blocks_mailchimp_problem';
const ORBIT_BLOCKS_MAILCHIMP_DELIVERY_META = '_orbit_mc_delivery';
const ORBIT_BLOCKS_MAILCHIMP_BATCH         = 25;

/** Whether the real Mailchimp is configured (a key and an audience). */
function orbit_blocks_mailchimp_configured(): bool {
	return '' !== orbit_blocks_setting( 'mailchimp_api_key' ) && '' !== orbit_blocks_setting( 'mailchimp_audience_id' );
}

/** The API's base address for the key's data center, or '' when the key names none. */
function orbit_blocks_mailchimp_api_base(): string {
	$key = orbit_blocks_setting( 'mailchimp_api_key' );
	if ( ! preg_match( '/-([a-z]+[0-9]+)$/', $key, $match ) ) {
		return '';
	}
	return orbit_blocks_service_endpoint( 'mailchimp', 'https://' . $match[1] . '.api.mailchimp.com/3.0' );
}

/**
 * One API call.
 *
 * @return array{status: int, body: mixed, headers: array, error: string}
 */
function orbit_blocks_mailchimp_api( string $method, string $path, ?array $body = null ): array {
	$base = orbit_blocks_mailchimp_api_base();
	if ( '' === $base ) {
		return array(
			'status'  => 401,
			'body'    => array( 'detail' => 'The API key has no data center suffix.' ),
			'headers' => array(),
			'error'   => '',
		);
	}
	$headers = array(
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic auth.
		'Authorization' => 'Basic ' . base64_encode( 'orbit-blocks:' . orbit_blocks_setting( 'mailchimp_api_key' ) ),
	);
	return orbit_blocks_http_json( $method, $base . $path, $headers, $body );
}

/** Mailchimp's id of a list member: the md5 of the lower-cased address. */
function orbit_blocks_mailchimp_subscriber_hash( string $email ): string {
	return md5( strtolower( $email ) );
}

/**
 * The new member's body.
 *
 * @param string[] $interests group (interest) ids
 */
function orbit_blocks_mailchimp_member_body( string $email, array $interests, string $tag, string $value ): array {
	$body = array(
		'email_address' => $email,
		'status'        => orbit_blocks_setting( 'mailchimp_double_opt_in' ) ? 'pending' : 'subscribed',
	);
	if ( $interests ) {
		$body['interests'] = array_fill_keys( array_map( 'strval', $interests ), true );
	}
	// A merge tag is at most ten letters, digits or underscores (SIGNUP).
	if ( '' !== $value && preg_match( '/^[A-Za-z0-9_]{1,10}$/', $tag ) ) {
		$body['merge_fields'] = array( strtoupper( $tag ) => $value );
	}
	return $body;
}

/**
 * Why a failed answer failed, for the delivery state and the administrator.
 *
 * @return array{kind: string, field: string, detail: string}
 *         kind: transient (try later), config (a setting is wrong; try
 *         later too) or rejected (the request itself, never retried)
 */
function orbit_blocks_mailchimp_failure( array $response ): array {
	$status = $response['status'];
	$detail = is_array( $response['body'] ) && isset( $response['body']['detail'] ) ? (string) $response['body']['detail'] : $response['error'];
	if ( 401 === $status || 403 === $status ) {
		return array( 'kind' => 'config', 'field' => 'mailchimp_api_key', 'detail' => $detail );
	}
	if ( 404 === $status ) {
		return array( 'kind' => 'config', 'field' => 'mailchimp_audience_id', 'detail' => $detail );
	}
	if ( orbit_blocks_http_is_transient( $status ) ) {
		return array( 'kind' => 'transient', 'field' => '', 'detail' => $detail );
	}
	return array( 'kind' => 'rejected', 'field' => '', 'detail' => $detail );
}

/** Keeps (or clears, with null) what the administrator is told is wrong. */
function orbit_blocks_mailchimp_set_problem( ?array $failure ): void {
	if ( null === $failure ) {
		delete_option( ORBIT_BLOCKS_MAILCHIMP_PROBLEM );
		return;
	}
	update_option(
		ORBIT_BLOCKS_MAILCHIMP_PROBLEM,
		array(
			'field'  => $failure['field'],
			'detail' => $failure['detail'],
			'time'   => time(),
		),
		false
	);
}

/**
 * Sends one stored sign-up to Mailchimp and records the outcome on it.
 *
 * @return string sent, pending or rejected
 */
function orbit_blocks_mailchimp_deliver( int $post_id ): string {
	$post = get_post( $post_id );
	if ( ! $post || ORBIT_BLOCKS_MAILCHIMP_POST_TYPE !== $post->post_type ) {
		return 'rejected';
	}
	$email    = $post->post_title;
	$list     = rawurlencode( orbit_blocks_setting( 'mailchimp_audience_id' ) );
	$response = orbit_blocks_mailchimp_api(
		'POST',
		'/lists/' . $list . '/members',
		orbit_blocks_mailchimp_member_body(
			$email,
			array_map( 'strval', (array) get_post_meta( $post_id, '_orbit_interests', true ) ),
			(string) get_post_meta( $post_id, '_orbit_signup_tag', true ),
			(string) get_post_meta( $post_id, '_orbit_signup_value', true )
		)
	);
	// Already a member: nothing to add, and nothing of theirs is changed.
	if ( ( $response['status'] >= 200 && $response['status'] < 300 ) || orbit_blocks_mailchimp_member_exists( $response ) ) {
		update_post_meta( $post_id, ORBIT_BLOCKS_MAILCHIMP_DELIVERY_META, 'sent' );
		delete_post_meta( $post_id, '_orbit_mc_error' );
		orbit_blocks_mailchimp_set_problem( null );
		return 'sent';
	}
	$failure = orbit_blocks_mailchimp_failure( $response );
	update_post_meta( $post_id, '_orbit_mc_error', sanitize_text_field( $failure['detail'] ) );
	if ( 'rejected' === $failure['kind'] ) {
		update_post_meta( $post_id, ORBIT_BLOCKS_MAILCHIMP_DELIVERY_META, 'rejected' );
		return 'rejected';
	}
	if ( 'config' === $failure['kind'] ) {
		orbit_blocks_mailchimp_set_problem( $failure );
	}
	update_post_meta( $post_id, ORBIT_BLOCKS_MAILCHIMP_DELIVERY_META, 'pending' );
	orbit_blocks_mailchimp_schedule_retry();
	return 'pending';
}

/** Whether Mailchimp refused to add the member because the address is already on the list. */
function orbit_blocks_mailchimp_member_exists( array $response ): bool {
	return 400 === $response['status'] && is_array( $response['body'] ) && 'Member Exists' === ( $response['body']['title'] ?? '' );
}

/** Seconds before the next retry round: one minute, doubling, at most six hours. */
function orbit_blocks_mailchimp_retry_delay( int $round ): int {
	return (int) min( 6 * HOUR_IN_SECONDS, MINUTE_IN_SECONDS * ( 2 ** min( $round, 20 ) ) );
}

/** Schedules the retry event, unless one is already waiting. */
function orbit_blocks_mailchimp_schedule_retry(): void {
	if ( wp_next_scheduled( ORBIT_BLOCKS_MAILCHIMP_RETRY_HOOK ) ) {
		return;
	}
	$round = (int) get_option( ORBIT_BLOCKS_MAILCHIMP_RETRY_ROUND, 0 );
	wp_schedule_single_event( time() + orbit_blocks_mailchimp_retry_delay( $round ), ORBIT_BLOCKS_MAILCHIMP_RETRY_HOOK );
}

/** The ids of the sign-ups waiting to be sent, oldest first. */
function orbit_blocks_mailchimp_pending_ids( int $limit = -1 ): array {
	return array_map(
		'intval',
		get_posts(
			array(
				'post_type'   => ORBIT_BLOCKS_MAILCHIMP_POST_TYPE,
				'post_status' => 'private',
				'numberposts' => $limit,
				'orderby'     => 'ID',
				'order'       => 'ASC',
				'fields'      => 'ids',
				// phpcs:ignore WordPress.DB.SlowDBQuery -- a small private list.
				'meta_query'  => array(
					array(
						'key'   => ORBIT_BLOCKS_MAILCHIMP_DELIVERY_META,
						'value' => 'pending',
					),
				),
			)
		)
	);
}

/**
 * The retry round: sends the waiting sign-ups, stopping at the first that
 * still cannot go; schedules the next round, later each time, while some
 * wait.
 */
function orbit_blocks_mailchimp_retry_pending(): void {
	if ( ! orbit_blocks_mailchimp_configured() ) {
		return;
	}
	foreach ( orbit_blocks_mailchimp_pending_ids( ORBIT_BLOCKS_MAILCHIMP_BATCH ) as $id ) {
		if ( 'pending' === orbit_blocks_mailchimp_deliver( $id ) ) {
			break;
		}
	}
	wp_clear_scheduled_hook( ORBIT_BLOCKS_MAILCHIMP_RETRY_HOOK );
	if ( orbit_blocks_mailchimp_pending_ids( 1 ) ) {
		update_option( ORBIT_BLOCKS_MAILCHIMP_RETRY_ROUND, (int) get_option( ORBIT_BLOCKS_MAILCHIMP_RETRY_ROUND, 0 ) + 1, false );
		orbit_blocks_mailchimp_schedule_retry();
	} else {
		delete_option( ORBIT_BLOCKS_MAILCHIMP_RETRY_ROUND );
	}
}
add_action( ORBIT_BLOCKS_MAILCHIMP_RETRY_HOOK, 'orbit_blocks_mailchimp_retry_pending' );

/**
 * The audience's groups: GET /lists/{id}/interest-categories, then each
 * category's interests; kept ten minutes.
 *
 * @return array|WP_Error [ { id, title, interests: [ { id, name } ] } ]
 */
function orbit_blocks_mailchimp_remote_groups() {
	$list      = orbit_blocks_setting( 'mailchimp_audience_id' );
	$cache_key = 'orbit_mc_groups_' . md5( $list );
	$cached    = get_transient( $cache_key );
	if ( is_array( $cached ) ) {
		return $cached;
	}
	$base       = '/lists/' . rawurlencode( $list ) . '/interest-categories';
	$categories = orbit_blocks_mailchimp_api( 'GET', $base . '?count=100' );
	if ( 200 !== $categories['status'] ) {
		return orbit_blocks_mailchimp_error( $categories );
	}
	$groups = array();
	foreach ( (array) ( $categories['body']['categories'] ?? array() ) as $category ) {
		$interests = orbit_blocks_mailchimp_api( 'GET', $base . '/' . rawurlencode( (string) $category['id'] ) . '/interests?count=100' );
		if ( 200 !== $interests['status'] ) {
			return orbit_blocks_mailchimp_error( $interests );
		}
		$groups[] = array(
			'id'        => (string) $category['id'],
			'title'     => (string) ( $category['title'] ?? '' ),
			'interests' => array_map(
				static fn( $interest ) => array(
					'id'   => (string) $interest['id'],
					'name' => (string) ( $interest['name'] ?? '' ),
				),
				array_values( (array) ( $interests['body']['interests'] ?? array() ) )
			),
		);
	}
	set_transient( $cache_key, $groups, 10 * MINUTE_IN_SECONDS );
	return $groups;
}

/**
 * The account's audiences, GET /lists.
 *
 * @return array|WP_Error [ { id, name } ]
 */
function orbit_blocks_mailchimp_audiences() {
	$response = orbit_blocks_mailchimp_api( 'GET', '/lists?count=100&fields=lists.id,lists.name' );
	if ( 200 !== $response['status'] ) {
		return orbit_blocks_mailchimp_error( $response );
	}
	return array_map(
		static fn( $list ) => array(
			'id'   => (string) $list['id'],
			'name' => (string) ( $list['name'] ?? '' ),
		),
		array_values( (array) ( $response['body']['lists'] ?? array() ) )
	);
}

/** A failed answer as an administrator reads it, naming the setting to fix. */
function orbit_blocks_mailchimp_error( array $response ): WP_Error {
	$failure = orbit_blocks_mailchimp_failure( $response );
	if ( 'config' === $failure['kind'] ) {
		/* translators: %s: a setting's name, e.g. Mailchimp API key */
		$message = sprintf( __( 'Mailchimp refused the request: check the %s in Settings → Orbit Blocks.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( $failure['field'] ) );
	} elseif ( 'transient' === $failure['kind'] ) {
		$message = __( 'Mailchimp could not be reached or is busy. Please try again later.', 'orbit-blocks' );
	} else {
		$message = __( 'Mailchimp refused the request.', 'orbit-blocks' );
	}
	// Mailchimp's own words are for the administrators' debug log (includes/debug-log.php).
	orbit_blocks_debug_log( 'Mailchimp', sprintf( '%d %s', $response['status'], $failure['detail'] ) );
	return new WP_Error(
		'mailchimp_' . $failure['kind'],
		$message,
		array(
			'status' => 'transient' === $failure['kind'] ? 503 : 502,
			'field'  => $failure['field'],
		)
	);
}

/** What the administrator should know: sign-ups waiting, and a setting Mailchimp refused. */
function orbit_blocks_mailchimp_admin_summary(): array {
	$problem = get_option( ORBIT_BLOCKS_MAILCHIMP_PROBLEM );
	return array(
		'pending' => count( orbit_blocks_mailchimp_pending_ids() ),
		'field'   => is_array( $problem ) ? (string) ( $problem['field'] ?? '' ) : '',
		'next'    => (int) wp_next_scheduled( ORBIT_BLOCKS_MAILCHIMP_RETRY_HOOK ),
	);
}

/*
 * The settings screen's "Test" for the newsletter section: the key works
 * (GET /lists), its audiences, and what waits.
 */
add_filter(
	'orbit_blocks_settings_test_newsletter',
	static function ( $outcome ) {
		if ( is_array( $outcome ) ) {
			return $outcome;
		}
		if ( '' === orbit_blocks_setting( 'mailchimp_api_key' ) ) {
			return array(
				'ok'      => false,
				/* translators: %s: a setting's name */
				'message' => sprintf( __( 'Enter the %s first.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'mailchimp_api_key' ) ),
			);
		}
		$audiences = orbit_blocks_mailchimp_audiences();
		if ( is_wp_error( $audiences ) ) {
			return array(
				'ok'      => false,
				'message' => $audiences->get_error_message(),
				'field'   => $audiences->get_error_data()['field'] ?? '',
			);
		}
		$summary = orbit_blocks_mailchimp_admin_summary();
		$ids     = wp_list_pluck( $audiences, 'id' );
		$list    = orbit_blocks_setting( 'mailchimp_audience_id' );
		$message = '' === $list || in_array( $list, $ids, true )
			? __( 'Mailchimp accepted the API key.', 'orbit-blocks' )
			/* translators: %s: a setting's name */
			: sprintf( __( 'Mailchimp accepted the API key, but the %s is not one of its audiences.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'mailchimp_audience_id' ) );
		if ( $summary['pending'] ) {
			/* translators: %d: number of sign-ups */
			$message .= ' ' . sprintf( _n( '%d sign-up is waiting to be sent.', '%d sign-ups are waiting to be sent.', $summary['pending'], 'orbit-blocks' ), $summary['pending'] );
		}
		return array(
			'ok'        => '' === $list || in_array( $list, $ids, true ),
			'message'   => $message,
			'audiences' => $audiences,
			'pending'   => $summary['pending'],
		);
	}
);

/* Administrators see the sign-ups waiting and the setting to fix, on the dashboard and the settings screen. */
add_action(
	'admin_notices',
	static function () {
		if ( ! current_user_can( 'manage_options' ) || ! orbit_blocks_mailchimp_configured() ) {
			return;
		}
		$screen = get_current_screen();
		if ( ! $screen || ! in_array( $screen->id, array( 'dashboard', 'settings_page_orbit-blocks' ), true ) ) {
			return;
		}
		$summary = orbit_blocks_mailchimp_admin_summary();
		if ( ! $summary['pending'] && '' === $summary['field'] ) {
			return;
		}
		$lines = array();
		if ( $summary['pending'] ) {
			/* translators: %d: number of sign-ups */
			$lines[] = sprintf( _n( '%d newsletter sign-up is kept on this site and waits to be sent to Mailchimp; it is retried automatically.', '%d newsletter sign-ups are kept on this site and wait to be sent to Mailchimp; they are retried automatically.', $summary['pending'], 'orbit-blocks' ), $summary['pending'] );
		}
		if ( '' !== $summary['field'] ) {
			/* translators: %s: a setting's name, e.g. Mailchimp API key */
			$lines[] = sprintf( __( 'Mailchimp refused the %s: please check it.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( $summary['field'] ) );
		}
		printf(
			'<div class="notice notice-warning orbit-blocks-mailchimp-notice"><p>%1$s <a href="%2$s">%3$s</a></p></div>',
			esc_html( implode( ' ', $lines ) ),
			esc_url( orbit_blocks_adapter_settings_url( 'newsletter' ) ),
			esc_html__( 'Newsletter settings', 'orbit-blocks' )
		);
	}
);
