<?php
/**
 * The slideshow's images for visitors (render.php): each slide of this
 * site's media library is shown at the size the author chose (sizeSlug) and
 * gets WordPress's srcset and sizes for it, so that a visitor's browser
 * downloads the file that fits its screen instead of the original.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * True when the saved address is the attachment's file or one of its sizes
 * (name-WxH.ext, or the original of a "-scaled" upload): a saved data-id
 * cannot borrow another attachment's files.
 */
function orbit_blocks_slideshow_is_file_of( int $id, string $src ): bool {
	$file = (string) wp_get_attachment_url( $id );
	$path = static function ( string $address ): string {
		$path = (string) wp_parse_url( $address, PHP_URL_PATH );
		return (string) preg_replace( '/-(\d+x\d+|scaled)(?=\.[a-z0-9]+$)/i', '', $path );
	};
	return '' !== $file && '' !== $src && $path( $file ) === $path( $src );
}

/**
 * The attributes to set on one slide's image: src at the chosen size (when
 * a size is chosen), srcset and sizes; none for an image that is not this
 * site's attachment of that file.
 *
 * @param int    $id        the image's data-id
 * @param string $src       the saved address
 * @param string $size_slug the block's sizeSlug ('' in a slideshow saved
 *                          before the setting: its images are originals)
 * @return array<string, string>
 */
function orbit_blocks_slideshow_image_attributes( int $id, string $src, string $size_slug ): array {
	if ( $id <= 0 || ! wp_attachment_is_image( $id ) || ! orbit_blocks_slideshow_is_file_of( $id, $src ) ) {
		return array();
	}
	$size  = '' !== $size_slug ? $size_slug : 'full';
	$attrs = array();
	if ( '' !== $size_slug ) {
		$image = wp_get_attachment_image_src( $id, $size_slug );
		if ( is_array( $image ) && ! empty( $image[0] ) ) {
			$attrs['src'] = (string) $image[0];
		}
	}
	$srcset = wp_get_attachment_image_srcset( $id, $size );
	$sizes  = wp_get_attachment_image_sizes( $id, $size );
	if ( is_string( $srcset ) && '' !== $srcset && is_string( $sizes ) && '' !== $sizes ) {
		$attrs['srcset'] = $srcset;
		$attrs['sizes']  = $sizes;
	}
	return $attrs;
}
