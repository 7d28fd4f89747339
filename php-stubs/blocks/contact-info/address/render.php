<?php
/**
 * jetpack/address (a child of jetpack/contact-info) is a static block: its
 * markup is saved in the post (blocks/contact-info/address/save.tsx) and
 * shown as saved.
 *
 * This file is here for the address's schema.org microdata: WordPress's
 * post HTML filter (kses), which cleans the posts of users without the
 * unfiltered_html capability (authors, contributors, everyone on a
 * multisite), drops itemscope, itemtype and itemprop. The saved markup would
 * then no longer match the block and the editor would call it invalid.
 * Allowing the three attributes on div, span and a keeps them. The filter is
 * added while the block registers (init), so only where the block is
 * available.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'wp_kses_allowed_html',
	static function ( $tags, $context ) {
		if ( 'post' !== $context || ! is_array( $tags ) ) {
			return $tags;
		}
		$microdata = array(
			'itemscope' => array( 'valueless' => 'y' ),
			'itemtype'  => true,
			'itemprop'  => true,
		);
		foreach ( array( 'div', 'span', 'a' ) as $tag ) {
			$tags[ $tag ] = array_merge( isset( $tags[ $tag ] ) && is_array( $tags[ $tag ] ) ? $tags[ $tag ] : array(), $microdata );
		}
		return $tags;
	},
	10,
	2
);

return static function ( array $attributes, string $content ): string {
	return $content;
};
