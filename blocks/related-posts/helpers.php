<?php
/**
 * Functions of jetpack/related-posts's visitor markup (render.php beside this file, which
 * loads them once).
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
