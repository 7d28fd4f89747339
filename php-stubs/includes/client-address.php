<?php
/**
 * Which client a rate limit counts: one IPv4 address, or one IPv6 /64
 * network. A single IPv6 host usually holds a whole /64 (its provider's
 * smallest allocation), so counting its addresses one by one would give it
 * 2^64 fresh allowances. IPv4-mapped IPv6 addresses count as their IPv4
 * address. Used by every public route's limit (the contact form's guard,
 * the newsletter sign-up).
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
