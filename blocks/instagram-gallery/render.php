<?php
/**
 * Server render of jetpack/instagram-gallery: the connected account's
 * latest images (orbit_blocks_instagram_gallery_images(), includes/rest/
 * instagram-gallery.php) as a grid, the same markup as the editor's preview
 * (blocks/instagram-gallery/components/grid.tsx): `count` images (1 to 30)
 * in `columns` columns (1 to 6, a class), `spacing` px between them (0 to
 * 50, the grid's gap), one column on small screens when stacked on mobile.
 * Each image links to its full size.
 *
 * Nothing is printed when the token is not a connected account (never set,
 * or disconnected since), when the post's author may not show that account
 * (orbit_blocks_instagram_post_may_use(): its owner, or an author who may edit
 * others' posts), or when the account has no images.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$connection = orbit_blocks_instagram_connection( $attributes['accessToken'] ?? '' );
$post_id    = isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
if ( ! $connection || ! orbit_blocks_instagram_post_may_use( $connection, $post_id ) ) {
	return;
}
$count   = orbit_blocks_instagram_range( $attributes['count'] ?? 9, 1, ORBIT_BLOCKS_INSTAGRAM_MAX_POSTS, 9 );
$columns = orbit_blocks_instagram_range( $attributes['columns'] ?? 3, 1, 6, 3 );
$spacing = orbit_blocks_instagram_range( $attributes['spacing'] ?? 10, 0, 50, 10 );
$stacked = (bool) ( $attributes['isStackedOnMobile'] ?? true );

// A failing account (Instagram busy, the token revoked) shows visitors nothing.
$images = orbit_blocks_instagram_gallery_images( orbit_blocks_instagram_token( $attributes['accessToken'] ?? '' ), $connection, $count );
if ( is_wp_error( $images ) || ! $images ) {
	return;
}

$items = '';
foreach ( $images as $index => $image ) {
	$alt = $image['title'];
	if ( '' === $alt ) {
		/* translators: %d: the image's position in the gallery */
		$alt = sprintf( __( 'Instagram image %d', 'orbit-blocks' ), $index + 1 );
	}
	$items .= sprintf(
		'<a class="wp-block-jetpack-instagram-gallery__grid-post" href="%1$s"><img src="%2$s" alt="%3$s" loading="lazy" decoding="async" /></a>',
		esc_url( $image['link'] ),
		esc_url( $image['url'] ),
		esc_attr( $alt )
	);
}

$classes = array(
	'wp-block-jetpack-instagram-gallery__grid',
	'wp-block-jetpack-instagram-gallery__grid-columns-' . $columns,
);
if ( $stacked ) {
	$classes[] = 'is-stacked-on-mobile';
}
printf(
	'<div %1$s><div class="%2$s" style="%3$s">%4$s</div></div>',
	get_block_wrapper_attributes(
		array(
			/* translators: %s: an Instagram username */
			'aria-label' => sprintf( __( 'Latest Instagram posts of @%s', 'orbit-blocks' ), $connection['username'] ),
			'role'       => 'group',
		)
	),
	esc_attr( implode( ' ', $classes ) ),
	esc_attr( sprintf( 'gap:%dpx', $spacing ) ),
	$items
);
