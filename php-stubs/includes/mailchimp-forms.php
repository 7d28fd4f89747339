<?php
/**
 * The newsletter forms saved in posts (jetpack/mailchimp blocks): what a
 * visitor's sign-up may carry is the saved block's, never the request's.
 *
 * The form a visitor fills in (blocks/mailchimp/render.php) names its post
 * (post_id) and the form (form: a key made of the block's groups, signup
 * location tag and value). The public sign-up route
 * (includes/rest/mailchimp.php) parses that post's blocks and takes the groups
 * and the signup location from the block with that key. A post that is not
 * public, or a key no block of the post has (a form in a template, an old
 * cached page), gives none: the address alone is signed up.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * A block's sign-up settings from its attributes: the groups (ids of letters,
 * digits, _ and -), the merge tag (up to ten letters, digits or _) and its
 * value.
 *
 * @return array{interests: string[], tag: string, value: string}
 */
function orbit_blocks_mailchimp_form_settings( array $attributes ): array {
	$interests = array_values(
		array_filter(
			array_map( 'strval', array_filter( (array) ( $attributes['interests'] ?? array() ), 'is_scalar' ) ),
			static fn( string $id ) => 1 === preg_match( '/^[\w-]{1,64}$/', $id )
		)
	);
	$tag   = isset( $attributes['signupFieldTag'] ) && is_string( $attributes['signupFieldTag'] ) ? $attributes['signupFieldTag'] : '';
	$value = isset( $attributes['signupFieldValue'] ) && is_string( $attributes['signupFieldValue'] ) ? sanitize_text_field( $attributes['signupFieldValue'] ) : '';
	if ( ! preg_match( '/^[A-Za-z0-9_]{1,10}$/', $tag ) || '' === $value ) {
		$tag   = '';
		$value = '';
	}
	return array(
		'interests' => $interests,
		'tag'       => strtoupper( $tag ),
		'value'     => $value,
	);
}

/** The key naming a form in its post: the same settings give the same key. */
function orbit_blocks_mailchimp_form_key( array $attributes ): string {
	return substr( md5( (string) wp_json_encode( orbit_blocks_mailchimp_form_settings( $attributes ) ) ), 0, 16 );
}

/**
 * The sign-up settings of the form with this key in this post, or null when
 * the post is not public or has no such form.
 *
 * @return array{interests: string[], tag: string, value: string}|null
 */
function orbit_blocks_mailchimp_post_form( int $post_id, string $key ): ?array {
	$post = $post_id > 0 ? get_post( $post_id ) : null;
	if ( ! $post || '' === $key || ! is_post_publicly_viewable( $post ) ) {
		return null;
	}
	$pending = parse_blocks( (string) $post->post_content );
	while ( $pending ) {
		$block = array_shift( $pending );
		if ( ! is_array( $block ) ) {
			continue;
		}
		if ( 'jetpack/mailchimp' === ( $block['blockName'] ?? null ) ) {
			$attributes = (array) ( $block['attrs'] ?? array() );
			if ( hash_equals( orbit_blocks_mailchimp_form_key( $attributes ), $key ) ) {
				return orbit_blocks_mailchimp_form_settings( $attributes );
			}
		}
		foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
			$pending[] = $inner;
		}
	}
	return null;
}
