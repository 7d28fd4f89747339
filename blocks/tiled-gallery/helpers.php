<?php
/**
 * Functions of jetpack/tiled-gallery's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The saved images: each img's data-* attributes, in order.
 *
 * @return array<int, array<string, string>>
 */
function orbit_blocks_tiled_gallery_images( string $content ): array {
	$images    = array();
	$processor = new WP_HTML_Tag_Processor( $content );
	while ( $processor->next_tag( 'img' ) ) {
		$image = array();
		foreach ( array( 'alt', 'data-height', 'data-id', 'data-link', 'data-url', 'data-width' ) as $name ) {
			$value = $processor->get_attribute( $name );
			if ( is_string( $value ) ) {
				$image[ $name ] = $value;
			}
		}
		if ( '' !== orbit_blocks_tiled_gallery_http( $image['data-url'] ?? '' ) ) {
			$images[] = $image;
		}
	}
	return $images;
}

/**
 * The address when it is http(s); a site-relative one (/wp-content/…, as
 * the editor's browser showed it against the site) on the site's scheme and
 * host (site_url()); else '' (no script, data or protocol-relative address).
 */
function orbit_blocks_tiled_gallery_http( string $url ): string {
	if ( preg_match( '#^/(?![/\\\\])\S#', $url ) ) {
		$site = wp_parse_url( site_url() );
		if ( is_array( $site ) && ! empty( $site['host'] ) ) {
			$url = ( $site['scheme'] ?? 'http' ) . '://' . $site['host'] . ( isset( $site['port'] ) ? ':' . $site['port'] : '' ) . $url;
		}
	}
	return preg_match( '#^https?://\S#i', $url ) ? $url : '';
}

/**
 * The resizing parameters of one rendition $w px wide (spec 3 section 7:
 * w, h, lb, ulb, resize, strip). Square tiles (circles and square tiles)
 * are cut to a $w × $w square (resize=w,w; ulb=true first removes black
 * bars an image may carry, so the square shows the picture), or, with
 * imageCrop off, fitted whole into it (lb=w,w, letterboxed). Other layouts
 * keep the image's shape: w, and h from its ratio when its height is known.
 *
 * @param array{square?: bool, crop?: bool, ratio?: float} $shape
 */
function orbit_blocks_tiled_gallery_resize_params( int $w, array $shape ): array {
	if ( ! empty( $shape['square'] ) ) {
		return ( $shape['crop'] ?? true )
			? array(
				'resize' => $w . ',' . $w,
				'ulb'    => 'true',
			)
			: array( 'lb' => $w . ',' . $w );
	}
	$params = array( 'w' => $w );
	if ( ! empty( $shape['ratio'] ) ) {
		$params['h'] = (int) round( $w * $shape['ratio'] );
	}
	return $params;
}

/**
 * The resized address of an image $width px wide (capped at 2000).
 *
 * @param array{square?: bool, crop?: bool, ratio?: float} $shape see orbit_blocks_tiled_gallery_resize_params()
 */
function orbit_blocks_tiled_gallery_resized( string $url, float $width, string $base, array $shape = array() ): string {
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
		return $url;
	}
	$params = array();
	if ( ! empty( $parts['query'] ) ) {
		parse_str( $parts['query'], $params );
	}
	$resize = orbit_blocks_tiled_gallery_resize_params( (int) round( min( $width, 2000 ) ), $shape );
	if ( preg_match( '/\.files\.wordpress\.com$/i', $parts['host'] ) ) {
		$params  = array_merge( $params, $resize );
		$address = strtok( $url, '?#' );
	} else {
		$params  = array_merge( $params, array( 'strip' => 'info' ), $resize );
		$host    = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
		$address = $base . '/' . $host . ( $parts['path'] ?? '/' );
	}
	return $address . '?' . http_build_query( $params, '', '&', PHP_QUERY_RFC3986 );
}

/** The srcset of an image $width px wide, '' without a width. */
function orbit_blocks_tiled_gallery_srcset( string $url, float $width, string $base, array $shape = array() ): string {
	if ( $width <= 0 ) {
		return '';
	}
	$entries = array();
	$widest  = min( 2000, $width );
	for ( $w = min( 600, $width ); $w <= $widest; $w += 300 ) {
		$entries[] = orbit_blocks_tiled_gallery_resized( $url, $w, $base, $shape ) . ' ' . round( $w ) . 'w';
	}
	return implode( ', ', $entries );
}

/** Columns in force (blocks/tiled-gallery/layout/grid.ts). */
function orbit_blocks_tiled_gallery_columns( $columns, int $count ): int {
	if ( ! is_numeric( $columns ) || $columns < 1 ) {
		return max( 1, min( 3, $count ) );
	}
	return max( 1, min( (int) floor( $columns ), 20, max( $count, 1 ) ) );
}

/**
 * Each row's tile widths in percent (widthsPlace in layout/column-widths.ts, gridRows in layout/grid.ts).
 *
 * @param mixed $stored The stored columnWidths.
 * @return array<int, array<int, float>>
 */
function orbit_blocks_tiled_gallery_rows( int $count, int $columns, $stored ): array {
	$placed = 0;
	$fits   = is_array( $stored );
	foreach ( $fits ? $stored : array() as $row ) {
		if ( ! is_array( $row ) || ! $row ) {
			$fits = false;
			break;
		}
		foreach ( $row as $width ) {
			++$placed;
			$fits = $fits && ( is_int( $width ) || is_float( $width ) );
		}
	}
	if ( $fits && $placed === $count ) {
		return $stored;
	}
	$rows = array();
	for ( $start = 0; $start < $count; $start += $columns ) {
		$size   = min( $columns, $count - $start );
		$rows[] = array_fill( 0, $size, round( 100 / $size, 5 ) );
	}
	return $rows;
}

/**
 * The widest the gallery is drawn, in px, or 0 when it may take the whole
 * viewport: the theme's layout width (theme.json settings.layout: wideSize
 * for wide galleries, contentSize otherwise; a classic theme's
 * $content_width), none for full-width galleries. Only px values count.
 * Filter: orbit_blocks_tiled_gallery_max_width ($px, $align).
 */
function orbit_blocks_tiled_gallery_max_width( string $align ): int {
	$px = 0;
	if ( 'full' !== $align ) {
		$layout = function_exists( 'wp_get_global_settings' ) ? wp_get_global_settings( array( 'layout' ) ) : array();
		$size   = is_array( $layout ) ? ( 'wide' === $align ? ( $layout['wideSize'] ?? $layout['contentSize'] ?? '' ) : ( $layout['contentSize'] ?? '' ) ) : '';
		if ( is_string( $size ) && preg_match( '/^\s*(\d+(?:\.\d+)?)px\s*$/', $size, $match ) ) {
			$px = (int) round( (float) $match[1] );
		} elseif ( 'wide' !== $align && ! empty( $GLOBALS['content_width'] ) && is_numeric( $GLOBALS['content_width'] ) ) {
			$px = (int) $GLOBALS['content_width'];
		}
	}
	return max( 0, (int) apply_filters( 'orbit_blocks_tiled_gallery_max_width', $px, $align ) );
}

/**
 * The sizes attribute of a tile that takes $percent of the gallery's width
 * (its column's flex-basis, or one of the columns): that share of the
 * viewport, and of the gallery's widest ($max_width px) beyond it, so the
 * browser picks the srcset entry the tile needs, not one as wide as the
 * screen.
 */
function orbit_blocks_tiled_gallery_sizes( float $percent, int $max_width ): string {
	$percent = max( 0.01, min( 100.0, $percent ) );
	$share   = rtrim( rtrim( number_format( $percent, 2, '.', '' ), '0' ), '.' ) . 'vw';
	if ( $max_width <= 0 ) {
		return $share;
	}
	return sprintf( '(max-width: %1$dpx) %2$s, %3$dpx', $max_width, $share, (int) ceil( $max_width * $percent / 100 ) );
}

/**
 * WordPress's own srcset for a saved image: its attachment's sizes, when
 * data-id is an attachment of this site whose file the image shows (a
 * saved id cannot borrow another attachment's files); else ''.
 */
function orbit_blocks_tiled_gallery_wp_srcset( array $image, string $url ): string {
	$id = isset( $image['data-id'] ) && ctype_digit( (string) $image['data-id'] ) ? (int) $image['data-id'] : 0;
	if ( $id <= 0 || ! wp_attachment_is_image( $id ) ) {
		return '';
	}
	$file = (string) wp_get_attachment_url( $id );
	// The saved address is the file or one of its sizes (name-WxH.ext).
	$strip = static function ( string $address ): string {
		return (string) preg_replace( '/-\d+x\d+(?=\.[a-z0-9]+$)/i', '', strtok( $address, '?#' ) );
	};
	if ( '' === $file || $strip( $file ) !== $strip( $url ) ) {
		return '';
	}
	$srcset = wp_get_attachment_image_srcset( $id, 'full' );
	return is_string( $srcset ) ? $srcset : '';
}

/**
 * One saved image, as the visitor sees it.
 *
 * @param string $base  the image CDN's address, or '' for WordPress's own sizes
 * @param array  $shape see orbit_blocks_tiled_gallery_resize_params()
 * @param string $sizes the tile's sizes (orbit_blocks_tiled_gallery_sizes()), written with a srcset
 */
function orbit_blocks_tiled_gallery_figure( array $image, string $link_to, string $base, array $shape = array(), string $sizes = '' ): string {
	$url    = orbit_blocks_tiled_gallery_http( $image['data-url'] );
	$width  = (float) ( $image['data-width'] ?? 0 );
	$height = (float) ( $image['data-height'] ?? 0 );
	if ( empty( $shape['square'] ) && $width > 0 && $height > 0 ) {
		$shape['ratio'] = $height / $width;
	}
	$attrs = array( 'alt' => $image['alt'] ?? '' );
	foreach ( array( 'data-height', 'data-id', 'data-link', 'data-url', 'data-width' ) as $name ) {
		if ( isset( $image[ $name ] ) ) {
			$attrs[ $name ] = $image[ $name ];
		}
	}
	if ( '' === $base ) {
		$attrs['src'] = $url;
		$srcset       = orbit_blocks_tiled_gallery_wp_srcset( $image, $url );
	} else {
		$attrs['src'] = $width > 0 ? orbit_blocks_tiled_gallery_resized( $url, $width, $base, $shape ) : $url;
		$srcset       = orbit_blocks_tiled_gallery_srcset( $url, $width, $base, $shape );
	}
	if ( '' !== $srcset ) {
		$attrs['srcset'] = $srcset;
		if ( '' !== $sizes ) {
			$attrs['sizes'] = $sizes;
		}
	}
	// The image's size: the browser keeps its place before it loads (the
	// style sets width 100%, height auto), so nothing shifts, and WordPress's
	// content filter may then make images below the fold load lazily.
	if ( $width > 0 && $height > 0 ) {
		$attrs['width']  = (string) (int) round( $width );
		$attrs['height'] = (string) (int) round( $height );
	}
	$html = '<img';
	foreach ( $attrs as $name => $value ) {
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	$html .= '/>';
	$href  = 'media' === $link_to ? $url : ( 'attachment' === $link_to ? orbit_blocks_tiled_gallery_http( $image['data-link'] ?? '' ) : '' );
	if ( '' !== $href ) {
		$html = '<a href="' . esc_url( $href ) . '">' . $html . '</a>';
	}
	return '<figure class="tiled-gallery__item">' . $html . '</figure>';
}
