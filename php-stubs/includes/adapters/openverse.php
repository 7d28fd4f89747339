<?php
/**
 * Openverse (https://api.openverse.org/v1/, "Search images" and "Get an
 * image"): openly licensed images for the external media picker, when the
 * setting openverse_enabled is on. No key: anonymous requests, at most 20
 * results a page.
 *
 * - GET /v1/images/?q=&page=&page_size= → { result_count, page_count,
 *   page_size, page, results: [ { id, title, url, thumbnail, creator,
 *   license, license_version, foreign_landing_url } ] }
 * - GET /v1/images/{id}/ → one such result
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

function orbit_blocks_openverse_enabled(): bool {
	return '' !== orbit_blocks_setting( 'openverse_enabled' );
}

/** @return array{status: int, body: mixed, headers: array, error: string} */
function orbit_blocks_openverse_api( string $path ): array {
	return orbit_blocks_http_json( 'GET', orbit_blocks_service_endpoint( 'openverse', 'https://api.openverse.org' ) . '/v1' . $path );
}

/** An Openverse image as the picker lists it. */
function orbit_blocks_openverse_item( array $image ): array {
	$title   = (string) ( $image['title'] ?? '' );
	$creator = (string) ( $image['creator'] ?? '' );
	$license = strtoupper( trim( (string) ( $image['license'] ?? '' ) . ' ' . (string) ( $image['license_version'] ?? '' ) ) );
	$url     = esc_url_raw( (string) ( $image['url'] ?? '' ) );
	$thumb   = esc_url_raw( (string) ( $image['thumbnail'] ?? $url ) );
	return array(
		'ID'         => (string) $image['id'],
		'type'       => 'image',
		'title'      => $title,
		'name'       => $title,
		/* translators: 1: image title, 2: its creator, 3: its licence, e.g. CC BY 4.0 */
		'caption'    => '' === $creator ? $title : sprintf( __( '"%1$s" by %2$s (%3$s)', 'orbit-blocks' ), $title, $creator, $license ),
		'URL'        => $url,
		'guid'       => $url,
		'thumbnails' => array(
			'thumbnail' => $thumb,
			'medium'    => $thumb,
			'fmt_hd'    => $url,
		),
	);
}

/**
 * One page of a search.
 *
 * @return array|WP_Error { media, meta: { next_page } }
 */
function orbit_blocks_openverse_search( string $search, int $number, int $page ) {
	$query = array(
		'page'      => max( 1, $page ),
		'page_size' => max( 1, min( 20, $number ) ),
	);
	if ( '' !== $search ) {
		$query['q'] = $search;
	}
	$response = orbit_blocks_openverse_api( '/images/?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ) );
	if ( 200 !== $response['status'] || ! is_array( $response['body'] ) ) {
		return orbit_blocks_stock_photos_error( $response, 'Openverse', '' );
	}
	$body = $response['body'];
	return array(
		'media' => array_map( 'orbit_blocks_openverse_item', array_values( array_filter( (array) ( $body['results'] ?? array() ), 'is_array' ) ) ),
		'meta'  => array(
			'next_page' => (int) ( $body['page'] ?? $query['page'] ) < (int) ( $body['page_count'] ?? 0 ) ? (string) ( $query['page'] + 1 ) : false,
		),
	);
}

/**
 * One image by id (for the copy: its address comes from Openverse, never from the browser).
 *
 * @return array|WP_Error the picker's item
 */
function orbit_blocks_openverse_image( string $id ) {
	if ( ! preg_match( '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/', $id ) ) {
		return new WP_Error( 'rest_not_found', __( 'The media item was not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
	}
	$response = orbit_blocks_openverse_api( '/images/' . $id . '/' );
	if ( 200 !== $response['status'] || ! is_array( $response['body'] ) ) {
		return orbit_blocks_stock_photos_error( $response, 'Openverse', '' );
	}
	return orbit_blocks_openverse_item( $response['body'] );
}
