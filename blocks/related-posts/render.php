<?php
/**
 * Server render of jetpack/related-posts: the same headline and list as the
 * editor's preview (blocks/related-posts/components/posts-preview.tsx), in
 * a <nav>, with the posts of orbit_blocks_related_posts()
 * (includes/rest/related-posts.php).
 *
 * A post saved by the incumbent holds its headline as inner heading blocks
 * (its save: the block's div around them) until it is opened and saved
 * again; their text is the headline meanwhile, as the block's deprecation
 * makes it (blocks/related-posts/deprecated/incumbent-inner-heading.tsx).
 *
 * Visitors get nothing while related posts are off or when the post has no
 * related posts. Someone who can edit the post gets a short note instead,
 * so that an author looking at the post knows why the block is empty.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

$post_id = isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
if ( $post_id < 1 ) {
	return;
}

$count = $attributes['postsToShow'] ?? 3;
$count = is_numeric( $count ) ? (int) round( (float) $count ) : 3;
$count = max( 1, min( ORBIT_BLOCKS_RELATED_POSTS_MAX, $count ) );

$enabled = orbit_blocks_related_posts_enabled();
$posts   = $enabled ? orbit_blocks_related_posts( $post_id, $count ) : array();
if ( ! $posts ) {
	echo current_user_can( 'edit_post', $post_id ) ? orbit_blocks_related_posts_author_note( $enabled ) : '';
	return;
}

$is_grid = 'list' !== ( $attributes['postLayout'] ?? 'grid' );
$show    = array(
	'thumbnails' => ! empty( $attributes['displayThumbnails'] ),
	'date'       => (bool) ( $attributes['displayDate'] ?? true ),
	'author'     => ! empty( $attributes['displayAuthor'] ),
	'context'    => ! empty( $attributes['displayContext'] ),
);

$inner = empty( $attributes['displayHeadline'] ) ? orbit_blocks_related_posts_inner_headline( $block ) : '';
if ( '' !== $inner ) {
	$attributes['displayHeadline'] = true;
	$attributes['headline']        = $inner;
}

$headline = '';
$label    = __( 'Related posts', 'orbit-blocks' );
if ( ! empty( $attributes['displayHeadline'] ) ) {
	$text     = is_string( $attributes['headline'] ?? null ) ? trim( $attributes['headline'] ) : '';
	$text     = '' !== $text ? $text : __( 'Related', 'orbit-blocks' );
	$headline = '<h3 class="jetpack-related-posts__headline">' . esc_html( $text ) . '</h3>';
	$label    = $text;
}

$rows  = orbit_blocks_related_posts_row_sizes( count( $posts ) );
$items = '';
foreach ( array_values( $posts ) as $index => $post ) {
	$items .= orbit_blocks_related_posts_render_item( $post, $show, $is_grid ? $rows[ $index ] : null );
}

$classes = ( $is_grid ? 'is-grid' : 'is-list' ) . ( $show['thumbnails'] ? ' has-thumbnails' : '' );
printf(
	'<nav %1$s>%2$s<ul class="jetpack-related-posts__posts">%3$s</ul></nav>',
	get_block_wrapper_attributes(
		array(
			'class'      => $classes,
			'aria-label' => $label,
		)
	),
	$headline,
	$items
);
