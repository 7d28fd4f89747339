<?php
/**
 * Registers every built block from build/blocks/<slug>/block.json on the
 * server, so that WordPress loads a block's style.css and view script only on
 * pages that show it, and dynamic blocks render for visitors.
 *
 * A dynamic block has php-stubs/blocks/<slug>/render.php, a file that returns
 * its render callback: function ( array $attributes, string $content, WP_Block $block ): string.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

function orbit_blocks_register_blocks(): void {
	foreach ( (array) glob( ORBIT_BLOCKS_BUILD_DIR . '/blocks/*/block.json' ) as $metadata ) {
		$dir  = dirname( $metadata );
		$slug = basename( $dir );
		if ( ! orbit_blocks_should_register( $slug ) ) {
			continue;
		}
		$args   = array();
		$render = ORBIT_BLOCKS_DIR . '/blocks/' . $slug . '/render.php';
		if ( file_exists( $render ) ) {
			$callback = require $render;
			if ( is_callable( $callback ) ) {
				$args['render_callback'] = $callback;
			}
		}
		register_block_type( $dir, $args );
	}
}
add_action( 'init', 'orbit_blocks_register_blocks' );
