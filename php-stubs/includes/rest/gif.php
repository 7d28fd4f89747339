<?php
/**
 * GIF search (spec 2 "GIF search", section 7): the third-party GIF service.
 *
 * - The service "gif" (includes/services.php): with the setting
 *   giphy_api_key set (Settings → Orbit Blocks, or the constant
 *   ORBIT_BLOCKS_GIPHY_API_KEY), this site's own search routes
 *   (orbit-blocks/v1/gif/search and /gif/<id>, includes/adapters/giphy.php),
 *   which ask Giphy with the key, so that the key stays on the server.
 *   Without one the block searches nothing and tells the author what is
 *   missing (configured.gif is false in the editor state).
 * - Under ORBIT_BLOCKS_LOCAL_SERVICES (npm start, the e2e site) only, a
 *   local stand-in in Giphy's response shape answers while the site has no
 *   key (stand-ins/gif.php).
 * - Post content may hold the block's frame: an iframe whose src is a Giphy
 *   embed address (https://giphy.com/embed/<id>). Authors without
 *   unfiltered_html keep it; kses drops any other iframe address.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_GIPHY_API = 'https://api.giphy.com/v1/gifs';

add_filter(
	'orbit_blocks_services',
	static function ( array $services ): array {
		// The site's key never goes to browsers: with one set, includes/adapters/giphy.php
		// points the block at this site's search instead.
		$services['gif'] = array(
			'url' => ORBIT_BLOCKS_GIPHY_API,
			'key' => '',
		);
		return $services;
	}
);

// Searchable with the site's key (its own search holds it), or through the
// development stand-in (which has a key of its own).
add_filter(
	'orbit_blocks_services_configured',
	static function ( array $configured ): array {
		$configured['gif'] = '' !== orbit_blocks_setting( 'giphy_api_key' ) || '' !== ( orbit_blocks_services()['gif']['key'] ?? '' );
		return $configured;
	}
);

/** Whether a value is a Giphy embed address over https: https://giphy.com/embed/<id>. */
function orbit_blocks_is_giphy_embed_url( $value ): bool {
	return is_string( $value ) && 1 === preg_match( '#^https://(www\.)?giphy\.com/embed/[A-Za-z0-9]{1,64}$#', $value );
}

add_filter(
	'wp_kses_allowed_html',
	static function ( $tags, $context ) {
		if ( 'post' === $context && is_array( $tags ) && ! isset( $tags['iframe'] ) ) {
			$tags['iframe'] = array(
				'src'     => array( 'value_callback' => 'orbit_blocks_is_giphy_embed_url' ),
				'title'   => true,
				'loading' => true,
			);
		}
		return $tags;
	},
	10,
	2
);
