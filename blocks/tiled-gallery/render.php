<?php
/**
 * Server render of jetpack/tiled-gallery: the visitor's gallery from the
 * saved images (the figures of blocks/tiled-gallery/save.tsx, read from
 * their data-* attributes) and the block's attributes. The markup is the
 * one the block saved before it rendered on the server:
 *
 * <div class="wp-block-jetpack-tiled-gallery align<align> <className>
 *      [is-style-rectangular] [has-rounded-corners-N] [filter__<name>] [columns-N]">
 *   <div class="tiled-gallery__gallery">
 *     <div class="tiled-gallery__row">
 *       <div class="tiled-gallery__col" style="flex-basis:<percent>%">
 *         <figure class="tiled-gallery__item">
 *           [<a href>]<img alt data-height data-id data-link data-url
 *                data-width src srcset width height/>[</a>]
 *
 * - Rows (widthsPlace and gridRows in blocks/tiled-gallery/layout/): the tiled mosaic's
 *   stored columnWidths when they place every image once (the editor
 *   stores them, layout/mosaic.ts); otherwise, and for circles and square
 *   tiles, rows of `columns` images of equal width. Tiled columns: one row
 *   of figures that the browser sets in columns (style.scss).
 * - src and srcset: with the setting image_cdn off (the default), the
 *   image's own address and WordPress's own sizes of its attachment
 *   (wp_get_attachment_image_srcset, when data-id is this site's
 *   attachment of that file), so a local or private site needs no outside
 *   service. With image_cdn on, through the image resizing service (spec 3
 *   section 9): widths from min(600, w) to min(2000, w) in steps of 300,
 *   edge cap 2000 px; <base>/<host>/<path>?strip=info&<size>, or <size>
 *   alone on the image's own address on a hosted files domain
 *   (*.files.wordpress.com); <size> is w=&h= (the image's shape) for the
 *   mosaic and tiled columns, resize=w,w&ulb=true for circles and square
 *   tiles (lb=w,w with imageCrop off): orbit_blocks_tiled_gallery_resize_params().
 *   The base is the service "image-resizer" (includes/rest/tiled-gallery.php).
 * - sizes: each tile's share of the gallery's width (its flex-basis, or
 *   100/columns for tiled columns) of the viewport, capped at that share of
 *   the theme's layout width when it is known in px
 *   (orbit_blocks_tiled_gallery_max_width(), _sizes()).
 * - Older saved versions carry their rows in the post: they show as saved.
 *
 * Every value is escaped; only http(s) addresses are written (a site-relative
 * one is resolved against the site's address: orbit_blocks_tiled_gallery_http()).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

if ( false !== strpos( $content, 'tiled-gallery__row' ) ) {
	echo $content;
	return;
}
$images = orbit_blocks_tiled_gallery_images( $content );
if ( ! $images ) {
	return;
}
$count      = count( $images );
$class_name = (string) ( $attributes['className'] ?? '' );
$layout     = preg_match( '/(?:^|\s)is-style-(rectangular|circle|square|columns)(?:\s|$)/', $class_name, $match ) ? $match[1] : 'rectangular';
$columns    = orbit_blocks_tiled_gallery_columns( $attributes['columns'] ?? null, $count );
$corners    = 'circle' === $layout ? 0 : max( 0, min( 20, (int) round( (float) ( $attributes['roundedCorners'] ?? 0 ) ) ) );
$filter     = (string) ( $attributes['imageFilter'] ?? '' );
$classes    = array( 'wp-block-jetpack-tiled-gallery' );
if ( ! empty( $attributes['align'] ) ) {
	$classes[] = 'align' . $attributes['align'];
}
if ( '' !== $class_name ) {
	$classes[] = $class_name;
}
if ( ! preg_match( '/(?:^|\s)is-style-/', $class_name ) ) {
	$classes[] = 'is-style-' . $layout;
}
if ( $corners > 0 ) {
	$classes[] = 'has-rounded-corners-' . $corners;
}
if ( in_array( $filter, array( 'black-and-white', 'sepia', '1977', 'clarendon', 'gingham' ), true ) ) {
	$classes[] = 'filter__' . $filter;
}
if ( 'columns' === $layout ) {
	$classes[] = 'columns-' . $columns;
}

// The image CDN only when the administrator turned it on (Settings →
// Orbit Blocks, Images): it must reach the site's files to resize them.
$base = '';
if ( '1' === orbit_blocks_setting( 'image_cdn' ) ) {
	$services = orbit_blocks_services();
	$base     = rtrim( (string) ( $services['image-resizer']['url'] ?? '' ), '/' );
	$base     = '' !== $base ? $base : ORBIT_BLOCKS_IMAGE_RESIZER;
}
$link_to  = (string) ( $attributes['linkTo'] ?? 'none' );
$shape    = array(
	'square' => in_array( $layout, array( 'circle', 'square' ), true ),
	'crop'   => false !== ( $attributes['imageCrop'] ?? true ),
);
// Each tile's share of the gallery's width (its sizes attribute): its
// column's flex-basis, or one of the tiled columns.
$max_width = orbit_blocks_tiled_gallery_max_width( (string) ( $attributes['align'] ?? '' ) );
$figure    = static function ( int $index, float $percent ) use ( $images, $link_to, $base, $shape, $max_width ): string {
	return orbit_blocks_tiled_gallery_figure( $images[ $index ], $link_to, $base, $shape, orbit_blocks_tiled_gallery_sizes( $percent, $max_width ) );
};

if ( 'columns' === $layout ) {
	$rows = '<div class="tiled-gallery__row">';
	foreach ( array_keys( $images ) as $index ) {
		$rows .= $figure( $index, 100 / $columns );
	}
	$rows .= '</div>';
} else {
	$stored = 'rectangular' === $layout ? ( $attributes['columnWidths'] ?? null ) : null;
	$rows   = '';
	$next   = 0;
	foreach ( orbit_blocks_tiled_gallery_rows( $count, $columns, $stored ) as $row ) {
		$rows .= '<div class="tiled-gallery__row">';
		foreach ( $row as $width ) {
			$rows .= '<div class="tiled-gallery__col" style="flex-basis:' . esc_attr( (string) $width ) . '%">' . $figure( $next++, (float) $width ) . '</div>';
		}
		$rows .= '</div>';
	}
}

printf(
	'<div class="%1$s"><div class="tiled-gallery__gallery">%2$s</div></div>',
	esc_attr( implode( ' ', array_unique( preg_split( '/\s+/', implode( ' ', $classes ) ) ) ) ),
	$rows
);
