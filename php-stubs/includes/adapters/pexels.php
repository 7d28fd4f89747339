<?php
/**
 * Pexels (https://www.pexels.com/api/documentation/, "Search for Photos",
 * "Curated Photos", "Get a Photo"): stock photos for the external media
 * picker, when the setting pexels_api_key is set. The key goes in the
 * Authorization header, as it is (no scheme).
 *
 * - GET /v1/search?query=&per_page=&page= (or /v1/curated without a
 *   search) → { page, per_page, total_results, next_page?, photos: [ { id,
 *   alt, photographer, src: { original, large, medium, small, tiny … } } ] }
 * - GET /v1/photos/{id} → one photo
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

function orbit_blocks_pexels_configured(): bool {
	return '' !== orbit_blocks_setting( 'pexels_api_key' );
}

/** @return array{status: int, body: mixed, headers: array, error: string} */
function orbit_blocks_pexels_api( string $path ): array {
	return orbit_blocks_http_json(
		'GET',
		orbit_blocks_service_endpoint( 'pexels', 'https://api.pexels.com' ) . '/v1' . $path,
		array( 'Authorization' => orbit_blocks_setting( 'pexels_api_key' ) )
	);
}

/** A Pexels photo as the picker lists it. */
function orbit_blocks_pexels_item( array $photo ): array {
	$src   = is_array( $photo['src'] ?? null ) ? $photo['src'] : array();
	$title = (string) ( $photo['alt'] ?? '' );
	$url   = esc_url_raw( (string) ( $src['large2x'] ?? ( $src['original'] ?? '' ) ) );
	return array(
		'ID'         => (string) $photo['id'],
		'type'       => 'image',
		'title'      => $title,
		'name'       => $title,
		/* translators: %s: the photographer's name */
		'caption'    => sprintf( __( 'Photo by %s on Pexels', 'orbit-blocks' ), (string) ( $photo['photographer'] ?? '' ) ),
		'URL'        => $url,
		'guid'       => $url,
		'thumbnails' => array(
			'thumbnail' => esc_url_raw( (string) ( $src['tiny'] ?? $url ) ),
			'medium'    => esc_url_raw( (string) ( $src['medium'] ?? $url ) ),
			'fmt_hd'    => esc_url_raw( (string) ( $src['large'] ?? $url ) ),
		),
	);
}

/**
 * One page of a search (or of the curated photos without a search).
 *
 * @return array|WP_Error { media, meta: { next_page } }
 */
function orbit_blocks_pexels_search( string $search, int $number, int $page ) {
	$query = array(
		'per_page' => max( 1, min( 80, $number ) ),
		'page'     => max( 1, $page ),
	);
	if ( '' !== $search ) {
		$query = array( 'query' => $search ) + $query;
	}
	$path     = ( '' === $search ? '/curated?' : '/search?' ) . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
	$response = orbit_blocks_pexels_api( $path );
	if ( 200 !== $response['status'] || ! is_array( $response['body'] ) ) {
		return orbit_blocks_stock_photos_error( $response, 'Pexels', 'pexels_api_key' );
	}
	$body = $response['body'];
	return array(
		'media' => array_map( 'orbit_blocks_pexels_item', array_values( array_filter( (array) ( $body['photos'] ?? array() ), 'is_array' ) ) ),
		'meta'  => array(
			'next_page' => empty( $body['next_page'] ) ? false : (string) ( $query['page'] + 1 ),
		),
	);
}

/**
 * One photo by id (for the copy: its address comes from Pexels, never from the browser).
 *
 * @return array|WP_Error the picker's item
 */
function orbit_blocks_pexels_photo( string $id ) {
	if ( ! ctype_digit( $id ) ) {
		return new WP_Error( 'rest_not_found', __( 'The media item was not found.', 'orbit-blocks' ), array( 'status' => 404 ) );
	}
	$response = orbit_blocks_pexels_api( '/photos/' . $id );
	if ( 200 !== $response['status'] || ! is_array( $response['body'] ) ) {
		return orbit_blocks_stock_photos_error( $response, 'Pexels', 'pexels_api_key' );
	}
	return orbit_blocks_pexels_item( $response['body'] );
}
