<?php
/**
 * Which client a rate limit counts: one IPv4 address, or one IPv6 /64
 * network. A single IPv6 host usually holds a whole /64 (its provider's
 * smallest allocation), so counting its addresses one by one would give it
 * 2^64 fresh allowances. IPv4-mapped IPv6 addresses count as their IPv4
 * address. Used by every public route's limit (the contact form's guard,
 * the newsletter sign-up, the Stripe checkout).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The bucket a client address is counted in: the IPv4 address, or the IPv6 /64 ("2001:db8:1:2::/64"). */
function orbit_blocks_rate_bucket( string $address ): string {
	$address = trim( $address, "[] \t" );
	$bin     = filter_var( $address, FILTER_VALIDATE_IP ) ? inet_pton( $address ) : false;
	if ( false === $bin ) {
		return $address;
	}
	if ( 4 === strlen( $bin ) ) {
		return (string) inet_ntop( $bin );
	}
	if ( str_repeat( "\0", 10 ) . "\xff\xff" === substr( $bin, 0, 12 ) ) {
		return (string) inet_ntop( substr( $bin, 12 ) );
	}
	return inet_ntop( substr( $bin, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
}

/** The requesting client's address as the web server saw it (forwarded headers can be forged). */
function orbit_blocks_client_address(): string {
	return isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REMOTE_ADDR'] ) ) : '';
}

/**
 * Counts one request of this client (its rate bucket) against $limit in a
 * window of $window seconds; false, and nothing counted, once the limit is
 * reached. Read and counted under a lock (includes/lock.php), so requests
 * arriving together, on one web server or several, are counted one after
 * another.
 *
 * @param string $name   The limit's name; its transient is "<name>_<md5 of the bucket>".
 * @param int    $limit  Requests allowed in the window.
 * @param int    $window Seconds the count lives from its last request.
 */
function orbit_blocks_client_within_limit( string $name, int $limit, int $window ): bool {
	$key = $name . '_' . md5( orbit_blocks_rate_bucket( orbit_blocks_client_address() ) );
	return (bool) orbit_blocks_with_lock(
		$key,
		static function () use ( $key, $limit, $window ): bool {
			$count = (int) get_transient( $key );
			if ( $count >= $limit ) {
				return false;
			}
			set_transient( $key, $count + 1, $window );
			return true;
		},
		orbit_blocks_transient_options( $key )
	);
}
