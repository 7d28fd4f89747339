<?php
/**
 * What a block's view script learns from the server, never from page markup
 * (docs/security.md, "Script origins"; the reader is shared/view-data.ts):
 * the addresses it may load scripts from (the services, includes/
 * services.php, so npm start's stand-ins and a site's override still apply),
 * the keys and settings it needs, and the ids of the wrappers the server
 * rendered on this page.
 *
 * A post's markup is its author's: a contributor's Custom HTML block keeps a
 * block's class and any data-* attribute. So a server render calls
 * orbit_blocks_view_render(), prints the id it returns on its wrapper as
 * data-orbit-render, and the view script acts only on wrappers whose id is
 * listed. Ids are random for each render, so none can be typed into a post
 * ahead of time.
 *
 * The data is an inline script before the block's view script; the page's
 * first render of the block defines it, every render adds its id:
 *   window["orbitBlocksEventbriteView"] = {"values":{...},"renders":[]};
 *   window["orbitBlocksEventbriteView"].renders.push("<id>");
 * A render that happens after the view script was printed (the view script
 * is out by then) leaves its wrapper to the block's no-script fallback.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The wrapper's attribute that carries the id of its server render. */
const ORBIT_BLOCKS_RENDER_ATTRIBUTE = 'data-orbit-render';

/**
 * Registers one server render of a block with its view script and returns
 * the id its wrapper must carry as data-orbit-render.
 *
 * @param WP_Block|null         $block  The block being rendered; its type names the view script.
 * @param string                $global The window property the view script reads.
 * @param array<string, string> $values What the view script needs: services' addresses, keys, settings.
 */
function orbit_blocks_view_render( $block, string $global, array $values ): string {
	$handle = $block instanceof WP_Block && $block->block_type ? ( $block->block_type->view_script_handles[0] ?? '' ) : '';
	return orbit_blocks_view_render_for_script( $handle, $global, $values );
}

/**
 * The same for a view script that is not a block's own (its handle given):
 * e.g. the multi-step form's, enqueued only with such a form
 * (contact-form/steps.php).
 *
 * @param array<string, string> $values What the view script needs.
 */
function orbit_blocks_view_render_for_script( string $handle, string $global, array $values ): string {
	static $defined = array();
	$id = bin2hex( random_bytes( 16 ) );
	if ( '' === $handle ) {
		return $id;
	}
	$flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES;
	$name  = wp_json_encode( $global, $flags );
	if ( ! isset( $defined[ $handle ] ) ) {
		$defined[ $handle ] = true;
		$data               = array(
			'values'  => (object) array_map( 'strval', $values ),
			'renders' => array(),
		);
		wp_add_inline_script( $handle, sprintf( 'window[%s] = %s;', $name, wp_json_encode( $data, $flags ) ), 'before' );
	}
	wp_add_inline_script( $handle, sprintf( 'window[%s].renders.push(%s);', $name, wp_json_encode( $id, $flags ) ), 'before' );
	return $id;
}
