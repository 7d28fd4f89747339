<?php
/**
 * Related posts (spec 2 "Related posts", sections 4 and 7), answered from
 * the site's own published posts:
 *
 * - GET  wpcom/v2/related-posts          { enabled } (anyone who edits posts)
 * - POST wpcom/v2/related-posts/enable   turns them on (administrators); { enabled: true }
 * - GET  wpcom/v2/related-posts/preview  ?post_id=N&size=K[&categories=1,2&tags=3]
 *                                        the related posts of post N, for the editor's preview
 *
 * "On" is the related-posts module (includes/modules.php, off until an
 * administrator activates it), so the block's Activate and the connection
 * sidebar's Related posts switch are one setting; the module route
 * (POST jetpack/v4/module/related-posts/active) turns it off again.
 *
 * orbit_blocks_related_posts() computes the list for both the preview route
 * and the server render (blocks/related-posts/render.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_RELATED_POSTS_MODULE = 'related-posts';
const ORBIT_BLOCKS_RELATED_POSTS_MAX    = 6;

function orbit_blocks_related_posts_enabled(): bool {
	return orbit_blocks_is_module_active( ORBIT_BLOCKS_RELATED_POSTS_MODULE );
}

/**
 * The terms a post is related through: its categories, except the site's
 * default one ("Uncategorized" says nothing about the content), and its tags.
 * $override gives the editor's unsaved terms instead: array( 'category' =>
 * int[]|null, 'post_tag' => int[]|null ); null keeps the saved ones.
 *
 * @return array<int, WP_Term> term_taxonomy_id => term
 */
function orbit_blocks_related_posts_source_terms( WP_Post $post, array $override = array() ): array {
	$default_category = (int) get_option( 'default_category' );
	$terms            = array();
	foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
		if ( ! is_object_in_taxonomy( $post->post_type, $taxonomy ) ) {
			continue;
		}
		if ( isset( $override[ $taxonomy ] ) ) {
			$ids  = array_filter( array_map( 'absint', (array) $override[ $taxonomy ] ) );
			$list = $ids
				? get_terms(
					array(
						'taxonomy'   => $taxonomy,
						'include'    => $ids,
						'hide_empty' => false,
					)
				)
				: array();
		} else {
			$list = get_the_terms( $post, $taxonomy );
		}
		foreach ( is_array( $list ) ? $list : array() as $term ) {
			if ( $term instanceof WP_Term && ! ( 'category' === $taxonomy && $term->term_id === $default_category ) ) {
				$terms[ (int) $term->term_taxonomy_id ] = $term;
			}
		}
	}
	return $terms;
}

/**
 * The ids of the published posts (same post type, no password) that share
 * terms with the post, in the order the block shows them: most shared terms
 * first (a post in the same category and with two of its tags is closer
 * than one that only shares the category), then the newest first (the
 * fresher of two equally close posts), then the higher id, so the order is
 * stable. One query counts the shared terms of every candidate.
 *
 * @param int[] $term_taxonomy_ids
 * @return int[]
 */
function orbit_blocks_related_posts_ids( WP_Post $post, array $term_taxonomy_ids, int $size ): array {
	global $wpdb;
	if ( ! $term_taxonomy_ids || $size < 1 ) {
		return array();
	}
	$placeholders = implode( ', ', array_fill( 0, count( $term_taxonomy_ids ), '%d' ) );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- only %d placeholders are interpolated.
	$sql = $wpdb->prepare(
		"SELECT p.ID, COUNT(*) AS shared
		FROM {$wpdb->posts} AS p
		INNER JOIN {$wpdb->term_relationships} AS tr ON tr.object_id = p.ID
		WHERE tr.term_taxonomy_id IN ( $placeholders )
			AND p.ID <> %d
			AND p.post_type = %s
			AND p.post_status = 'publish'
			AND p.post_password = ''
		GROUP BY p.ID
		ORDER BY shared DESC, MAX( p.post_date_gmt ) DESC, p.ID DESC
		LIMIT %d",
		array_merge( array_values( $term_taxonomy_ids ), array( $post->ID, $post->post_type, $size ) )
	);
	// phpcs:enable
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- prepared above; results change with every post.
	return array_map( 'intval', (array) $wpdb->get_col( $sql ) );
}

/**
 * One related post as the block needs it (spec 2 section 3): id, url,
 * title, img { src, alt_text }, date (the site's date format), author (its
 * display name) and block_context { text, link }: the first category it
 * shares with the source post ('In "Travel"', linking to the category), or
 * else the first shared tag. Values are plain text; whoever prints them
 * escapes them.
 *
 * @param array<int, WP_Term> $source_terms term_taxonomy_id => term
 */
function orbit_blocks_related_posts_item( WP_Post $related, array $source_terms ): array {
	$charset   = get_bloginfo( 'charset' );
	$plain     = static fn( string $html ): string => trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, $charset ) );
	$title     = $plain( get_the_title( $related ) );
	$thumbnail = (int) get_post_thumbnail_id( $related );
	$image     = $thumbnail ? wp_get_attachment_image_url( $thumbnail, 'medium_large' ) : '';

	$context = array(
		'text' => '',
		'link' => '',
	);
	foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
		$terms = get_the_terms( $related, $taxonomy );
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( isset( $source_terms[ (int) $term->term_taxonomy_id ] ) ) {
				$link    = get_term_link( $term );
				$context = array(
					/* translators: %s: the name of a category or tag the two posts share. */
					'text' => sprintf( __( 'In "%s"', 'orbit-blocks' ), $plain( $term->name ) ),
					'link' => is_wp_error( $link ) ? '' : $link,
				);
				break 2;
			}
		}
	}

	return array(
		'id'            => $related->ID,
		'url'           => (string) get_permalink( $related ),
		'title'         => '' !== $title ? $title : __( '(no title)', 'orbit-blocks' ),
		'img'           => array(
			'src'      => $image ? $image : '',
			'alt_text' => $thumbnail ? (string) get_post_meta( $thumbnail, '_wp_attachment_image_alt', true ) : '',
		),
		'date'          => (string) get_the_date( '', $related ),
		'author'        => (string) get_the_author_meta( 'display_name', (int) $related->post_author ),
		'block_context' => $context,
	);
}

/**
 * The related posts of a post: up to $size (1 to 6) items of
 * orbit_blocks_related_posts_item(), closest first. $override: the editor's
 * unsaved terms (see orbit_blocks_related_posts_source_terms()).
 *
 * @return array<int, array<string, mixed>>
 */
function orbit_blocks_related_posts( int $post_id, int $size, array $override = array() ): array {
	$post = get_post( $post_id );
	if ( ! $post instanceof WP_Post ) {
		return array();
	}
	$size   = max( 1, min( ORBIT_BLOCKS_RELATED_POSTS_MAX, $size ) );
	$source = orbit_blocks_related_posts_source_terms( $post, $override );
	$items  = array();
	foreach ( orbit_blocks_related_posts_ids( $post, array_keys( $source ), $size ) as $id ) {
		$related = get_post( $id );
		if ( $related instanceof WP_Post ) {
			$items[] = orbit_blocks_related_posts_item( $related, $source );
		}
	}
	return $items;
}

/** "1,2,3" (or an array) as term ids; null when the argument was not sent. */
function orbit_blocks_related_posts_id_arg( $value ): ?array {
	if ( null === $value ) {
		return null;
	}
	return array_values( array_filter( wp_parse_id_list( is_array( $value ) ? $value : (string) $value ) ) );
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/related-posts',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static fn() => rest_ensure_response(
					array( 'enabled' => orbit_blocks_related_posts_enabled() )
				),
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/related-posts/enable',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => 'orbit_blocks_can_manage',
				'callback'            => static function () {
					$result = orbit_blocks_set_module_active( ORBIT_BLOCKS_RELATED_POSTS_MODULE, true );
					if ( is_wp_error( $result ) ) {
						return $result;
					}
					return rest_ensure_response( array( 'enabled' => orbit_blocks_related_posts_enabled() ) );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/related-posts/preview',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'args'                => array(
					'post_id'    => array(
						'type'     => 'integer',
						'required' => true,
						'minimum'  => 1,
					),
					'size'       => array(
						'type'    => 'integer',
						'default' => 3,
						'minimum' => 1,
						'maximum' => ORBIT_BLOCKS_RELATED_POSTS_MAX,
					),
					'categories' => array(
						'type'        => 'string',
						'pattern'     => '^[0-9, ]*$',
						'description' => __( 'Comma-separated category ids: the post\'s categories as edited, instead of the saved ones.', 'orbit-blocks' ),
					),
					'tags'       => array(
						'type'        => 'string',
						'pattern'     => '^[0-9, ]*$',
						'description' => __( 'Comma-separated tag ids: the post\'s tags as edited, instead of the saved ones.', 'orbit-blocks' ),
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$post_id = (int) $request['post_id'];
					if ( ! get_post( $post_id ) ) {
						return new WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'orbit-blocks' ), array( 'status' => 404 ) );
					}
					if ( ! current_user_can( 'edit_post', $post_id ) ) {
						return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'orbit-blocks' ), array( 'status' => rest_authorization_required_code() ) );
					}
					return rest_ensure_response(
						orbit_blocks_related_posts(
							$post_id,
							(int) $request['size'],
							array(
								'category' => orbit_blocks_related_posts_id_arg( $request['categories'] ),
								'post_tag' => orbit_blocks_related_posts_id_arg( $request['tags'] ),
							)
						)
					);
				},
			)
		);
	}
);
