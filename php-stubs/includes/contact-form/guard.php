<?php
/**
 * Who may send a form, and how often (submit.php asks before it stores or
 * mails anything):
 *
 * - where: a published post that anyone may view and that is not behind a
 *   password, or a post the current user may edit (the author trying the
 *   form in a preview). A draft, pending, private or scheduled post takes no
 *   submissions from anyone else, so a contributor's unpublished form does
 *   not relay mail;
 * - how often: ORBIT_BLOCKS_CONTACT_FORM_RATE_LIMIT sent submissions per
 *   client address per form within ORBIT_BLOCKS_CONTACT_FORM_RATE_WINDOW
 *   seconds, counted in a transient. The count is checked and taken in one
 *   step under a lock (includes/lock.php), so a burst of submissions at the
 *   same moment gets no more through than one after another. Five in ten minutes covers a visitor
 *   who sends a message, then a correction or two, while a script can relay
 *   at most 30 messages an hour through one form from one address. The
 *   window starts at the first counted submission; the refusal says how
 *   many seconds are left;
 * - to whom: a form on a post that is not published mails its post's
 *   author only, whatever addresses the form names, so a preview cannot
 *   send mail to strangers either.
 *
 * The client address is REMOTE_ADDR: forwarded headers can be forged by the
 * sender. A site behind a reverse proxy gives the real address through the
 * filter orbit_blocks_contact_form_client_address.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_CONTACT_FORM_RATE_LIMIT  = 5;
const ORBIT_BLOCKS_CONTACT_FORM_RATE_WINDOW = 600;

/** Whether this post's forms take submissions from the current user. */
function orbit_blocks_contact_form_accepts_post( WP_Post $post ): bool {
	if ( 'publish' === $post->post_status && is_post_publicly_viewable( $post ) && ! post_password_required( $post ) ) {
		return true;
	}
	return current_user_can( 'edit_post', $post->ID );
}

/**
 * Where a submission's e-mail goes: the form's addresses on a published
 * post, else the post's author.
 *
 * @param array<string, mixed> $attrs The form block's attributes.
 * @return string[]
 */
function orbit_blocks_contact_form_mail_recipients( array $attrs, WP_Post $post ): array {
	$to = 'publish' === $post->post_status && is_string( $attrs['to'] ?? null ) ? $attrs['to'] : '';
	return orbit_blocks_contact_form_recipients( $to, (int) $post->post_author );
}

/** The address the submission came from. */
function orbit_blocks_contact_form_client_address(): string {
	return (string) apply_filters( 'orbit_blocks_contact_form_client_address', orbit_blocks_client_address() );
}

/**
 * The transient that counts one client's submissions to one form: an IPv4
 * address, or an IPv6 /64 (orbit_blocks_rate_bucket(), includes/client-address.php).
 */
function orbit_blocks_contact_form_rate_key( string $address, int $post_id, string $hash ): string {
	// Hashed: an address is personal data, and transient names are short.
	return 'orbit_cf_rate_' . md5( orbit_blocks_rate_bucket( $address ) . '|' . $post_id . '|' . $hash );
}

/**
 * Seconds until this address may send this form again; 0 when it may now.
 */
function orbit_blocks_contact_form_rate_wait( string $address, int $post_id, string $hash, ?int $now = null ): int {
	$now     = $now ?? time();
	$counter = get_transient( orbit_blocks_contact_form_rate_key( $address, $post_id, $hash ) );
	if ( ! is_array( $counter ) || ! isset( $counter['count'], $counter['start'] ) ) {
		return 0;
	}
	$left = (int) $counter['start'] + ORBIT_BLOCKS_CONTACT_FORM_RATE_WINDOW - $now;
	if ( $left <= 0 || (int) $counter['count'] < ORBIT_BLOCKS_CONTACT_FORM_RATE_LIMIT ) {
		return 0;
	}
	return $left;
}

/** Counts one sent submission of this address to this form. */
function orbit_blocks_contact_form_rate_count( string $address, int $post_id, string $hash, ?int $now = null ): void {
	$now     = $now ?? time();
	$key     = orbit_blocks_contact_form_rate_key( $address, $post_id, $hash );
	$counter = get_transient( $key );
	if ( ! is_array( $counter ) || ! isset( $counter['count'], $counter['start'] ) || (int) $counter['start'] + ORBIT_BLOCKS_CONTACT_FORM_RATE_WINDOW <= $now ) {
		$counter = array(
			'count' => 0,
			'start' => $now,
		);
	}
	++$counter['count'];
	set_transient( $key, $counter, max( 1, (int) $counter['start'] + ORBIT_BLOCKS_CONTACT_FORM_RATE_WINDOW - $now ) );
}

/**
 * Checks and counts one submission of this address to this form in one
 * step, under a lock: the seconds to wait (nothing counted), or 0 when this
 * submission was counted and may be stored.
 */
function orbit_blocks_contact_form_rate_take( string $address, int $post_id, string $hash ): int {
	$key = orbit_blocks_contact_form_rate_key( $address, $post_id, $hash );
	return (int) orbit_blocks_with_lock(
		$key,
		static function () use ( $address, $post_id, $hash ): int {
			$wait = orbit_blocks_contact_form_rate_wait( $address, $post_id, $hash );
			if ( 0 === $wait ) {
				orbit_blocks_contact_form_rate_count( $address, $post_id, $hash );
			}
			return $wait;
		},
		orbit_blocks_transient_options( $key )
	);
}

/** The notice of a refused submission. */
function orbit_blocks_contact_form_rate_notice( int $seconds ): string {
	return sprintf(
		/* translators: %d: seconds until the form may be sent again. */
		_n( 'Too many submissions. Please try again in %d second.', 'Too many submissions. Please try again in %d seconds.', $seconds, 'orbit-blocks' ),
		$seconds
	);
}
