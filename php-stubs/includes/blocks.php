<?php
/**
 * Registers every built block from build/blocks/<slug>/block.json on the
 * server, so that WordPress loads a block's style.css and view script only on
 * pages that show it, and dynamic blocks render for visitors.
 *
 * A child block's folder nests in its parent's (build/blocks/<parent>/<child>/).
 * A dynamic block's block.json names its visitor markup, "render":
 * "file:./render.php" (blocks/<slug>/render.php, copied into the build):
 * WordPress renders that file with $attributes, $content and $block.
 *
 * Why: docs/decisions.md, "A dynamic block's render.php lives beside its block.json".
 *
 * What WordPress does not do is here: the rollout (a block the site does not
 * offer is not registered), child blocks that follow their parent's
 * availability, and right-to-left block styles.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** Registers one built block folder, with right-to-left styles. */
function orbit_blocks_register_block_dir( string $dir ): void {
	$block_type = register_block_type( $dir );
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
		orbit_blocks_register_block_dir( $dir );
		// Child blocks live in their parent's folder and follow its availability.
		foreach ( (array) glob( $dir . '/*/block.json' ) as $child ) {
			orbit_blocks_register_block_dir( dirname( $child ) );
		}
	}
}
add_action( 'init', 'orbit_blocks_register_blocks' );

/**
 * jetpack/address (a child of jetpack/contact-info) saves schema.org
 * microdata. WordPress's post HTML filter (kses), which cleans the posts of
 * users without the unfiltered_html capability (authors, contributors,
 * everyone on a multisite), drops itemscope, itemtype and itemprop: the
 * saved markup would no longer match the block and the editor would call it
 * invalid. The three attributes are allowed on div, span and a, only while
 * the block is registered (the site offers contact info).
 */
function orbit_blocks_allow_address_microdata( $tags, $context ) {
	if ( 'post' !== $context || ! is_array( $tags ) || ! WP_Block_Type_Registry::get_instance()->is_registered( 'jetpack/address' ) ) {
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
}
add_filter( 'wp_kses_allowed_html', 'orbit_blocks_allow_address_microdata', 10, 2 );
