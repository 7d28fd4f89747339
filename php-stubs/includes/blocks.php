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
	$block_type = register_block_type( $dir, $args );
	if ( $block_type ) {
		orbit_blocks_use_rtl_styles( $block_type );
	}
}

/**
 * Right-to-left pages get the build's -rtl.css of a block's styles.
 * WordPress marks them for replacement (register_block_style_handle), but
 * it swaps "<suffix>.css" for "-rtl<suffix>.css", and its suffix is ".min"
 * unless SCRIPT_DEBUG is on: our files are style.css, so the address would
 * stay the left-to-right one. Our styles have no suffix.
 */
function orbit_blocks_use_rtl_styles( WP_Block_Type $block_type ): void {
	$handles = array_merge(
		(array) $block_type->style_handles,
		(array) $block_type->editor_style_handles,
		(array) $block_type->view_style_handles
	);
	foreach ( $handles as $handle ) {
		if ( wp_styles()->get_data( $handle, 'rtl' ) ) {
			wp_style_add_data( $handle, 'suffix', '' );
		}
	}
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
