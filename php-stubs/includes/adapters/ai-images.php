<?php
/**
 * AI image generation on an OpenAI-compatible server (OpenAI API reference,
 * "Images → Create image": POST <base URL>/images/generations), when the
 * setting ai_image_base_url is set; the offline responder draws the images
 * otherwise (includes/ai/images.php).
 *
 * - Request: JSON { model, prompt, n, size: "1024x1024" } with
 *   Authorization: Bearer <ai_image_api_key> (no key: no header, for a
 *   server on the site's own network). response_format is not sent: some
 *   models refuse it; each image comes back as data[].b64_json or
 *   data[].url, and a url is downloaded here so the editor still receives
 *   base64 (the key and the service's address never reach the browser).
 * - Errors (the reference's { error: { message, type, code } }): 401/403 →
 *   ai_image_key_refused (502) naming the setting, with the settings
 *   screen's address for administrators; 429, 5xx or no answer →
 *   ai_image_service_busy (503), a message to try again; 400 (the prompt
 *   refused, e.g. content policy) → ai_image_refused (422) with the
 *   service's own words.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/ai/address.php';

/** Most bytes an image given by address may have. */
const ORBIT_BLOCKS_AI_IMAGE_MAX_BYTES = 20 * MB_IN_BYTES;

function orbit_blocks_ai_images_configured(): bool {
	return '' !== orbit_blocks_setting( 'ai_image_base_url' );
}

/** A failure of the image service as the author reads it. */
function orbit_blocks_ai_images_error( array $response ): WP_Error {
	$status = $response['status'];
	$said   = is_array( $response['body'] ) && is_array( $response['body']['error'] ?? null ) ? (string) ( $response['body']['error']['message'] ?? '' ) : '';
	$link   = current_user_can( 'manage_options' ) ? orbit_blocks_adapter_settings_url( 'ai' ) : '';
	if ( 401 === $status || 403 === $status ) {
		return new WP_Error(
			'ai_image_key_refused',
			/* translators: %s: a setting's name, "Image API key" */
			sprintf( __( 'The image service refused the key: check the %s in Settings → Orbit Blocks.', 'orbit-blocks' ), orbit_blocks_adapter_setting_label( 'ai_image_api_key' ) ),
			array(
				'status'       => 502,
				'settings_url' => $link,
			)
		);
	}
	if ( orbit_blocks_http_is_transient( $status ) ) {
		return new WP_Error(
			'ai_image_service_busy',
			__( 'The image service is busy or could not be reached. Please try again in a moment.', 'orbit-blocks' ),
			array(
				'status'    => 503,
				'retryable' => true,
			)
		);
	}
	return new WP_Error(
		'ai_image_refused',
		'' !== $said
			/* translators: %s: the image service's own message */
			? sprintf( __( 'The image service refused the request: %s', 'orbit-blocks' ), wp_strip_all_tags( $said ) )
			: __( 'The image service refused the request.', 'orbit-blocks' ),
		array( 'status' => 422 )
	);
}

/**
 * An image given by address, as base64 (PNG, JPEG or WebP only, judged
 * from its bytes), or null.
 */
function orbit_blocks_ai_images_fetch( string $url ): ?string {
	// A public address, or one on the image server's own host (which the
	// administrator chose, perhaps on the site's own network).
	$server = wp_parse_url( orbit_blocks_setting( 'ai_image_base_url' ) );
	$parts  = wp_parse_url( $url );
	$same   = is_array( $server ) && is_array( $parts )
		&& in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true )
		&& ( $parts['host'] ?? '' ) === ( $server['host'] ?? '' )
		&& ( $parts['port'] ?? null ) === ( $server['port'] ?? null );
	if ( ! $same && ! wp_http_validate_url( $url ) ) {
		return null;
	}
	$get      = static fn() => wp_remote_get(
		$url,
		array(
			'timeout'             => ORBIT_BLOCKS_HTTP_TIMEOUT * 3,
			// The image server's own host is checked once (includes/ai/address.php): no redirect elsewhere.
			'redirection'         => $same ? 0 : 2,
			'limit_response_size' => ORBIT_BLOCKS_AI_IMAGE_MAX_BYTES,
		)
	);
	$response = $same ? orbit_blocks_ai_checked_request( $url, $get ) : $get();
	if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
		return null;
	}
	$bytes = (string) wp_remote_retrieve_body( $response );
	$info  = '' !== $bytes ? getimagesizefromstring( $bytes ) : false;
	if ( ! $info || ! in_array( $info['mime'] ?? '', array( 'image/png', 'image/jpeg', 'image/webp' ), true ) ) {
		return null;
	}
	return base64_encode( $bytes ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the image for a data URL.
}

/**
 * Images for a prompt from the configured server.
 *
 * @return array<int, array{b64_json: string, revised_prompt: string}>|WP_Error
 */
function orbit_blocks_ai_images_generate( string $prompt, int $count ) {
	$headers = array( 'Content-Type' => 'application/json' );
	$key     = orbit_blocks_setting( 'ai_image_api_key' );
	if ( '' !== $key ) {
		$headers['Authorization'] = 'Bearer ' . $key;
	}
	$body  = array(
		'prompt' => $prompt,
		'n'      => $count,
		'size'   => '1024x1024',
	);
	$model = orbit_blocks_setting( 'ai_image_model' );
	if ( '' !== $model ) {
		$body = array( 'model' => $model ) + $body;
	}
	// dall-e-3 makes one image a request (the reference's `n`).
	if ( 'dall-e-3' === $model ) {
		$body['n'] = 1;
	}
	// Generation takes longer than the adapters' usual wait.
	add_filter( 'http_request_args', 'orbit_blocks_ai_images_timeout' );
	$url      = untrailingslashit( orbit_blocks_setting( 'ai_image_base_url' ) ) . '/images/generations';
	// A public address only, unless wp-config.php allows private hosts (includes/ai/address.php).
	$response = orbit_blocks_ai_checked_request( $url, static fn() => orbit_blocks_http_json( 'POST', $url, $headers, $body ) );
	remove_filter( 'http_request_args', 'orbit_blocks_ai_images_timeout' );
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'ai_image_unavailable', __( 'The image service is unavailable right now. Please try again later.', 'orbit-blocks' ), array( 'status' => 503 ) );
	}
	if ( 200 !== $response['status'] || ! is_array( $response['body'] ) ) {
		return orbit_blocks_ai_images_error( $response );
	}
	$images = array();
	foreach ( (array) ( $response['body']['data'] ?? array() ) as $item ) {
		if ( ! is_array( $item ) ) {
			continue;
		}
		$b64 = isset( $item['b64_json'] ) && is_string( $item['b64_json'] ) ? $item['b64_json'] : null;
		if ( null === $b64 && isset( $item['url'] ) && is_string( $item['url'] ) ) {
			$b64 = orbit_blocks_ai_images_fetch( $item['url'] );
		}
		if ( null !== $b64 && 1 === preg_match( '/^[A-Za-z0-9+\/=\s]+$/', $b64 ) ) {
			$images[] = array(
				'b64_json'       => $b64,
				'revised_prompt' => isset( $item['revised_prompt'] ) && is_string( $item['revised_prompt'] ) ? $item['revised_prompt'] : $prompt,
			);
		}
	}
	if ( ! $images ) {
		return orbit_blocks_ai_images_error(
			array(
				'status' => 502,
				'body'   => null,
			)
		);
	}
	return $images;
}

/** An image server may take a minute. */
function orbit_blocks_ai_images_timeout( array $args ): array {
	$args['timeout'] = 60;
	return $args;
}
