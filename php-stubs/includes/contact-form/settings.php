<?php
/**
 * The form's settings as the host applies them when a visitor submits:
 * the same rules as blocks/contact-form/settings.ts, so that an invalid
 * value the author left in the sidebar falls back to the default instead
 * of reaching mail or a redirect.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * Valid addresses of the "to" list; the post author's address when none is
 * valid (or the site's admin address, when the author has none).
 *
 * @return string[]
 */
function orbit_blocks_contact_form_recipients( string $to, int $author_id ): array {
	$valid = array();
	foreach ( explode( ',', $to ) as $address ) {
		$address = trim( $address );
		if ( '' !== $address && is_email( $address ) && ! in_array( $address, $valid, true ) ) {
			$valid[] = $address;
		}
	}
	if ( $valid ) {
		return $valid;
	}
	$author = $author_id ? (string) get_the_author_meta( 'user_email', $author_id ) : '';
	return array( is_email( $author ) ? $author : (string) get_option( 'admin_email' ) );
}

/** The redirect target, when it is an absolute http(s) address with a host. */
function orbit_blocks_contact_form_redirect_url( string $url ): ?string {
	$url   = trim( $url );
	$parts = wp_parse_url( $url );
	if ( '' === $url || preg_match( '/[\s<>"]/', $url ) || ! is_array( $parts ) || empty( $parts['host'] )
		|| ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) ) {
		return null;
	}
	return $url;
}

/**
 * What visitors see after sending: heading and text.
 *
 * @param array<string, mixed> $attrs The form's attributes.
 * @return array{heading: string, message: string}
 */
function orbit_blocks_contact_form_thank_you( array $attrs ): array {
	$custom  = 'message' === ( $attrs['customThankyou'] ?? '' );
	$heading = $custom ? orbit_blocks_contact_form_plain( $attrs['customThankyouHeading'] ?? '' ) : '';
	$message = $custom && is_string( $attrs['customThankyouMessage'] ?? null ) ? trim( wp_strip_all_tags( $attrs['customThankyouMessage'] ) ) : '';
	return array(
		'heading' => '' !== $heading ? $heading : __( 'Your message has been sent', 'orbit-blocks' ),
		'message' => '' !== $message ? $message : __( 'Thank you for your submission!', 'orbit-blocks' ),
	);
}
