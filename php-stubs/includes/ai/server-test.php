<?php
/**
 * The AI section's Test button (orbit_blocks_settings_test_ai, see
 * includes/rest/settings.php): one GET <base URL>/models on the text server
 * and, when one is set, on the image server, with the saved key. The
 * address must be a public one unless wp-config.php allows private hosts
 * (includes/ai/address.php), checked again now and the request pinned to
 * the checked IP. The answer names only the status and whether the models
 * list parsed, never the body: a Test must not read any server's answer
 * back (issue 36, finding 3).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/address.php';

const ORBIT_BLOCKS_AI_TEST_TIMEOUT = 10;

/**
 * Asks one OpenAI-compatible server for its models.
 *
 * @return array{ok: bool, message: string}
 */
function orbit_blocks_ai_test_server( string $label, string $base_url, string $key, string $model ): array {
	$headers = array( 'Accept' => 'application/json' );
	if ( '' !== $key ) {
		$headers['Authorization'] = 'Bearer ' . $key;
	}
	// A public address, checked now and pinned (or any, where wp-config.php
	// allows private hosts: a model server on this machine or network).
	$url      = untrailingslashit( $base_url ) . '/models';
	$response = orbit_blocks_ai_checked_request(
		$url,
		static fn() => wp_remote_get(
			$url,
			array(
				'timeout'     => ORBIT_BLOCKS_AI_TEST_TIMEOUT,
				'headers'     => $headers,
				'redirection' => 0,
			)
		)
	);
	if ( is_wp_error( $response ) && 0 === strpos( (string) $response->get_error_code(), 'ai_address_' ) ) {
		return array(
			'ok'      => false,
			/* translators: 1: "Text server" or "Image server", 2: why its address is refused. */
			'message' => sprintf( __( '%1$s: %2$s', 'orbit-blocks' ), $label, $response->get_error_message() ),
		);
	}
	if ( is_wp_error( $response ) ) {
		return array(
			'ok'      => false,
			/* translators: 1: "Text server" or "Image server", 2: the error, e.g. "cURL error 7: Failed to connect". */
			'message' => sprintf( __( '%1$s: could not connect: %2$s', 'orbit-blocks' ), $label, $response->get_error_message() ),
		);
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$body   = (string) wp_remote_retrieve_body( $response );
	if ( $status < 200 || $status >= 300 ) {
		return array(
			'ok'      => false,
			/* translators: 1: "Text server" or "Image server", 2: an HTTP status. */
			'message' => sprintf( __( '%1$s answered with HTTP status %2$d.', 'orbit-blocks' ), $label, $status ),
		);
	}
	$decoded = json_decode( $body, true );
	$models  = is_array( $decoded ) && isset( $decoded['data'] ) && is_array( $decoded['data'] ) ? array_filter( array_column( $decoded['data'], 'id' ), 'is_string' ) : null;
	if ( null === $models ) {
		return array(
			'ok'      => false,
			/* translators: 1: "Text server" or "Image server". */
			'message' => sprintf( __( '%1$s answered, but not with a list of models.', 'orbit-blocks' ), $label ),
		);
	}
	if ( '' !== $model && $models && ! in_array( $model, $models, true ) ) {
		return array(
			'ok'      => false,
			/* translators: 1: "Text server" or "Image server", 2: the model set, 3: the models the server has, comma-separated. */
			'message' => sprintf( __( '%1$s is reachable, but has no model %2$s. It has: %3$s', 'orbit-blocks' ), $label, $model, implode( ', ', array_slice( $models, 0, 20 ) ) ),
		);
	}
	return array(
		'ok'      => true,
		/* translators: 1: "Text server" or "Image server", 2: how many models it lists. */
		'message' => sprintf( _n( '%1$s is reachable: it lists %2$d model.', '%1$s is reachable: it lists %2$d models.', count( $models ), 'orbit-blocks' ), $label, count( $models ) ),
	);
}

/**
 * The AI section's test: both servers, or what answers when none is set.
 *
 * @return array{ok: bool, message: string}
 */
function orbit_blocks_ai_settings_test(): array {
	$text = orbit_blocks_setting( 'ai_base_url' );
	if ( '' === $text ) {
		return array(
			'ok'      => true,
			'message' => __( 'No AI server is set: the built-in offline responder answers AI requests.', 'orbit-blocks' ),
		);
	}
	$outcomes = array( orbit_blocks_ai_test_server( __( 'Text server', 'orbit-blocks' ), $text, orbit_blocks_setting( 'ai_api_key' ), orbit_blocks_setting( 'ai_model' ) ) );
	$images   = orbit_blocks_setting( 'ai_image_base_url' );
	if ( '' !== $images ) {
		$outcomes[] = orbit_blocks_ai_test_server( __( 'Image server', 'orbit-blocks' ), $images, orbit_blocks_setting( 'ai_image_api_key' ), orbit_blocks_setting( 'ai_image_model' ) );
	}
	return array(
		'ok'      => ! in_array( false, array_column( $outcomes, 'ok' ), true ),
		'message' => implode( ' ', array_column( $outcomes, 'message' ) ),
	);
}

add_filter(
	'orbit_blocks_settings_test_ai',
	static fn( $outcome ) => is_array( $outcome ) ? $outcome : orbit_blocks_ai_settings_test()
);
