<?php
/**
 * A configured OpenAI-compatible chat-completions server, which the query
 * endpoint forwards to (streaming its answer through as it arrives).
 *
 * Configuration: the settings ai_base_url, ai_api_key and ai_model
 * (includes/settings.php: Settings → Orbit Blocks, or the wp-config.php
 * constants ORBIT_BLOCKS_AI_BASE_URL, ORBIT_BLOCKS_AI_API_KEY,
 * ORBIT_BLOCKS_AI_MODEL, or their older names ORBIT_BLOCKS_AI_SERVER_URL,
 * _KEY, _MODEL, which win over the screen), else environment variables
 * of those older names (a PHP host that passes them). The base URL is the
 * API's, e.g. http://127.0.0.1:11434/v1 (the endpoint is
 * url/chat/completions); the key is optional; the model defaults to the
 * request's, else gpt-4o-mini.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The option older versions kept the server in; moved into the settings (includes/settings-migrate.php). */
const ORBIT_BLOCKS_AI_SERVER_OPTION = 'orbit_blocks_ai_server';

/**
 * @return array{url: string, key: string, model: string}|null
 */
function orbit_blocks_ai_server(): ?array {
	$read = static function ( string $field, string $env ): string {
		$value = orbit_blocks_setting( $field );
		if ( '' !== $value ) {
			return $value;
		}
		$value = getenv( $env );
		return is_string( $value ) ? $value : '';
	};
	$url = esc_url_raw( $read( 'ai_base_url', 'ORBIT_BLOCKS_AI_SERVER_URL' ), array( 'http', 'https' ) );
	if ( '' === $url ) {
		return null;
	}
	return array(
		'url'   => untrailingslashit( $url ),
		'key'   => $read( 'ai_api_key', 'ORBIT_BLOCKS_AI_SERVER_KEY' ),
		'model' => $read( 'ai_model', 'ORBIT_BLOCKS_AI_SERVER_MODEL' ),
	);
}

/** The status the client sees for a refusal of the upstream server. */
function orbit_blocks_ai_upstream_status( int $status, string $body ): int {
	if ( 413 === $status || ( 400 === $status && false !== stripos( $body, 'context_length' ) ) ) {
		return 413;
	}
	if ( 422 === $status || false !== stripos( $body, 'content_policy' ) || false !== stripos( $body, 'flagged' ) ) {
		return 422;
	}
	// The site's own quota is ours to count; any other trouble upstream
	// (a bad key, its rate limit, its outage) is "AI services unavailable".
	return 503;
}

/**
 * Forwards the conversation and streams the server's answer through.
 * Returns only on failure before anything was sent (the caller answers
 * with the error); otherwise it ends the request.
 *
 * @param array{url: string, key: string, model: string} $server
 * @param array<int, array{role: string, content: string}> $messages
 * @return WP_Error
 */
function orbit_blocks_ai_forward( array $server, array $messages, array $request_body ): WP_Error {
	$body = array(
		'model'    => '' !== $server['model'] ? $server['model'] : ( is_string( $request_body['model'] ?? null ) && '' !== $request_body['model'] ? $request_body['model'] : 'gpt-4o-mini' ),
		'messages' => $messages,
		'stream'   => true,
	);
	if ( ! empty( $request_body['functions'] ) && is_array( $request_body['functions'] ) ) {
		$body['functions'] = $request_body['functions'];
	}
	$headers = array( 'Content-Type: application/json', 'Accept: text/event-stream' );
	if ( '' !== $server['key'] ) {
		$headers[] = 'Authorization: Bearer ' . $server['key'];
	}
	if ( ! function_exists( 'curl_init' ) ) {
		return new WP_Error( 'error_service_unavailable', 'curl is missing', array( 'status' => 503 ) );
	}
	$status   = 0;
	$started  = false;
	$failed   = '';
	$limit    = orbit_blocks_ai_stream_max_seconds();
	$deadline = microtime( true ) + $limit;
	$too_long = false;
	// phpcs:disable WordPress.WP.AlternativeFunctions -- curl streams the answer as it arrives; the HTTP API buffers it.
	$curl = curl_init( $server['url'] . '/chat/completions' );
	curl_setopt_array(
		$curl,
		array(
			CURLOPT_POST           => true,
			CURLOPT_POSTFIELDS     => wp_json_encode( $body ),
			CURLOPT_HTTPHEADER     => $headers,
			CURLOPT_CONNECTTIMEOUT => min( 10, $limit ),
			// The whole exchange, a server that stalls included.
			CURLOPT_TIMEOUT        => $limit,
			CURLOPT_HEADERFUNCTION => static function ( $handle, string $line ) use ( &$status ): int {
				if ( preg_match( '#^HTTP/\S+\s+(\d{3})#', $line, $m ) ) {
					$status = (int) $m[1];
				}
				return strlen( $line );
			},
			CURLOPT_WRITEFUNCTION  => static function ( $handle, string $data ) use ( &$status, &$started, &$failed, $deadline, &$too_long ): int {
				if ( 200 !== $status ) {
					$failed .= $data;
					return strlen( $data );
				}
				if ( ! $started ) {
					$started = true;
					orbit_blocks_ai_stream_start( 'server' );
				}
				if ( microtime( true ) >= $deadline ) {
					// Returning less than was given makes curl stop.
					$too_long = true;
					return 0;
				}
				echo $data; // phpcs:ignore WordPress.Security.EscapeOutput -- the upstream event stream, relayed.
				flush();
				return connection_aborted() ? 0 : strlen( $data );
			},
		)
	);
	$ok       = curl_exec( $curl );
	$error    = curl_error( $curl );
	$too_long = $too_long || CURLE_OPERATION_TIMEDOUT === curl_errno( $curl );
	curl_close( $curl );
	// phpcs:enable
	if ( $started ) {
		if ( $too_long && ! connection_aborted() ) {
			// An event may have been cut mid-way: a blank line ends it first.
			echo "\n\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- an event stream.
			orbit_blocks_ai_stream_time_limit();
		}
		exit;
	}
	if ( false === $ok ) {
		return new WP_Error( 'error_service_unavailable', $error, array( 'status' => 503 ) );
	}
	$code = orbit_blocks_ai_upstream_status( $status, $failed );
	return new WP_Error( 'error_service_unavailable', sprintf( 'The AI server answered %d.', $status ), array( 'status' => $code ) );
}
