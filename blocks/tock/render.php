<?php
/**
 * Server render of jetpack/tock: Tock's booking button for the block's
 * business name (blocks/tock/widget.ts prints the same in the editor's
 * preview). The name is checked as blocks/tock/name.ts checks it (letters,
 * digits, ., - and _), and reaches the page only as the view script's
 * server data (includes/view-data.php) and URL-encoded in the fallback
 * link. The block's view script (blocks/tock/view.ts) makes the start-up
 * call and loads Tock's script once, however many blocks a page shows,
 * when the first comes near the viewport.
 *
 * Without a valid name visitors get nothing; someone who can edit the post
 * gets a short note instead.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

$name = is_string( $attributes['url'] ?? null ) ? $attributes['url'] : '';
if ( ! preg_match( '/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/', $name ) || false !== strpos( $name, '..' ) ) {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	printf(
		'<div %s><p>%s</p></div>',
		get_block_wrapper_attributes( array( 'class' => 'is-unconfigured' ) ),
		esc_html__( 'This Tock block is hidden from visitors until its business name is set.', 'orbit-blocks' )
	);
	return;
}

// The first block's name starts the page's one widget (Tock's container id is fixed).
$render = orbit_blocks_view_render(
	$block,
	'orbitBlocksTockView',
	array(
		'script' => 'https://www.exploretock.com/tock.js',
		'name'   => $name,
	)
);

printf(
	'<div %1$s><div id="Tock_widget_container" data-tock-display-mode="Button" data-tock-color-mode="Blue" data-tock-locale="en-us" data-tock-timezone="America/New_York"></div><noscript><a href="%2$s">%3$s</a></noscript></div>',
	get_block_wrapper_attributes( array( ORBIT_BLOCKS_RENDER_ATTRIBUTE => $render ) ),
	esc_url( 'https://www.exploretock.com/' . rawurlencode( $name ) ),
	esc_html__( 'Reserve a table on Tock', 'orbit-blocks' )
);
