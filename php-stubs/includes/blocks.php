<?php
/**
 * Registers every built block from build/blocks/<slug>/block.json on the
 * server, so that WordPress loads a block's style.css and view script only on
 * pages that show it, and dynamic blocks render for visitors.
 *
 * A child block's folder nests in its parent's (build/blocks/<parent>/<child>/).
 * A dynamic block has php-stubs/blocks/<slug>/render.php, a file that returns
 * its render callback: function ( array $attributes, string $content, WP_Block $block ): string.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers one built block folder, with its render callback if it has one
 * (php-stubs/blocks/<path>/render.php).
 */
function orbit_blocks_register_block_dir( string $dir, string $path ): void {
	$args   = array();
	$render = ORBIT_BLOCKS_DIR . '/blocks/' . $path . '/render.php';
	if ( file_exists( $render ) ) {
		$callback = require $render;
		if ( is_callable( $callback ) ) {
			$args['render_callback'] = $callback;
		}
	}
	register_block_type( $dir, $args );
}

function orbit_blocks_register_blocks(): void {
	foreach ( (array) glob( ORBIT_BLOCKS_BUILD_DIR . '/blocks/*/block.json' ) as $metadata ) {
		$dir  = dirname( $metadata );
		$slug = basename( $dir );
		if ( ! orbit_blocks_should_register( $slug ) ) {
			continue;
		}
		orbit_blocks_register_block_dir( $dir, $slug );
		// Child blocks live in their parent's folder and follow its availability.
		foreach ( (array) glob( $dir . '/*/block.json' ) as $child ) {
			orbit_blocks_register_block_dir( dirname( $child ), $slug . '/' . basename( dirname( $child ) ) );
		}
	}
}
add_action( 'init', 'orbit_blocks_register_blocks' );
