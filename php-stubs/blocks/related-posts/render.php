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

/**
 * The size of the row each of $count posts sits in (blocks/related-posts/
 * rows.ts): rows of 2 for 2 and 4 posts, 2 then 3 for 5, otherwise rows of 3.
 *
 * @return int[]
 */
function orbit_blocks_related_posts_row_sizes( int $count ): array {
	$rows = array(
		2 => array( 2 ),
		4 => array( 2, 2 ),
		5 => array( 2, 3 ),
	);
	if ( isset( $rows[ $count ] ) ) {
		$sizes = $rows[ $count ];
	} else {
		$sizes = array();
		for ( $left = $count; $left > 0; $left -= 3 ) {
			$sizes[] = min( 3, $left );
		}
	}
	$each = array();
	foreach ( $sizes as $size ) {
		$each = array_merge( $each, array_fill( 0, $size, $size ) );
	}
	return $each;
}

/**
 * One post of the list; every value escaped.
 *
 * @param array<string, mixed> $post An item of orbit_blocks_related_posts().
 * @param array<string, bool>  $show Which parts to print.
 */
function orbit_blocks_related_posts_render_item( array $post, array $show, ?int $row_size ): string {
	$url       = esc_url( $post['url'] );
	$thumbnail = '';
	if ( $show['thumbnails'] ) {
		$thumbnail = '' !== $post['img']['src']
			? sprintf(
				'<a class="jetpack-related-posts__thumbnail" href="%1$s" tabindex="-1" aria-hidden="true"><img src="%2$s" alt="" loading="lazy" /></a>',
				$url,
				esc_url( $post['img']['src'] )
			)
			: '<span class="jetpack-related-posts__thumbnail is-empty" aria-hidden="true"></span>';
	}

	$meta = '';
	if ( $show['date'] && '' !== $post['date'] ) {
		$meta .= '<span class="jetpack-related-posts__date">' . esc_html( $post['date'] ) . '</span>';
	}
	if ( $show['author'] && '' !== $post['author'] ) {
		/* translators: %s: the post author's display name. */
		$meta .= '<span class="jetpack-related-posts__author">' . esc_html( sprintf( __( 'By %s', 'orbit-blocks' ), $post['author'] ) ) . '</span>';
	}
	if ( '' !== $meta ) {
		$meta = '<div class="jetpack-related-posts__meta">' . $meta . '</div>';
	}

	$context = '';
	$block   = $post['block_context'];
	if ( $show['context'] && '' !== $block['text'] ) {
		$context = '<div class="jetpack-related-posts__context">'
			. ( '' !== $block['link']
				? sprintf( '<a href="%1$s">%2$s</a>', esc_url( $block['link'] ), esc_html( $block['text'] ) )
				: esc_html( $block['text'] ) )
			. '</div>';
	}

	return sprintf(
		'<li class="jetpack-related-posts__post"%1$s>%2$s<div class="jetpack-related-posts__body"><a class="jetpack-related-posts__title" href="%3$s">%4$s</a>%5$s%6$s</div></li>',
		null === $row_size ? '' : sprintf( ' data-row-size="%s"', esc_attr( (string) $row_size ) ),
		$thumbnail,
		$url,
		esc_html( $post['title'] ),
		$meta,
		$context
	);
}

/** What someone who can edit the post sees where visitors see nothing. */
function orbit_blocks_related_posts_author_note( bool $enabled ): string {
	$text = $enabled
		? __( 'Related posts: there are no published posts sharing a category or tag with this one yet, so visitors do not see this block.', 'orbit-blocks' )
		: __( 'Related posts are turned off on this site, so visitors do not see this block. Activate them from the block in the editor.', 'orbit-blocks' );
	return sprintf(
		'<div %1$s><p class="jetpack-related-posts__author-note">%2$s</p></div>',
		get_block_wrapper_attributes( array( 'class' => 'is-author-note' ) ),
		esc_html( $text )
	);
}

/** The text of a block's inner headings (the incumbent's headline), or ''. */
function orbit_blocks_related_posts_inner_headline( WP_Block $block ): string {
	$texts = array();
	foreach ( $block->parsed_block['innerBlocks'] ?? array() as $inner ) {
		if ( 'core/heading' === ( $inner['blockName'] ?? '' ) ) {
			$texts[] = trim( html_entity_decode( wp_strip_all_tags( (string) ( $inner['innerHTML'] ?? '' ) ), ENT_QUOTES, 'UTF-8' ) );
		}
	}
	return implode( ' ', array_filter( $texts, 'strlen' ) );
}

return static function ( array $attributes, string $content, WP_Block $block ): string {
	$post_id = isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
	if ( $post_id < 1 ) {
		return '';
	}

	$count = $attributes['postsToShow'] ?? 3;
	$count = is_numeric( $count ) ? (int) round( (float) $count ) : 3;
	$count = max( 1, min( ORBIT_BLOCKS_RELATED_POSTS_MAX, $count ) );

	$enabled = orbit_blocks_related_posts_enabled();
	$posts   = $enabled ? orbit_blocks_related_posts( $post_id, $count ) : array();
	if ( ! $posts ) {
		return current_user_can( 'edit_post', $post_id ) ? orbit_blocks_related_posts_author_note( $enabled ) : '';
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
	return sprintf(
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
};
