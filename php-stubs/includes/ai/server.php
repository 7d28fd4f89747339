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

require_once __DIR__ . '/server-socket.php';
require_once __DIR__ . '/address.php';

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
 * POSTs $body to $url with curl and hands the answer on as it arrives
 * (includes/ai/server-socket.php does the same without curl).
 *
 * @param string[] $headers "Name: value" lines.
 * @return array{ok: bool, error: string, timed_out: bool}
 */
function orbit_blocks_ai_curl_post( string $url, array $headers, string $body, int $limit, callable $on_status, callable $on_data, string $resolve = '' ): array {
	// phpcs:disable WordPress.WP.AlternativeFunctions -- curl streams the answer as it arrives; the HTTP API buffers it.
	$curl = curl_init( $url );
	if ( '' !== $resolve ) {
		// Connect to the address checked (includes/ai/address.php), not to what the name resolves to by then.
		curl_setopt( $curl, CURLOPT_RESOLVE, array( $resolve ) );
	}
	curl_setopt_array(
		$curl,
		array(
			CURLOPT_FOLLOWLOCATION => false,
			CURLOPT_PROTOCOLS      => CURLPROTO_HTTP | CURLPROTO_HTTPS,
			CURLOPT_POST           => true,
			CURLOPT_POSTFIELDS     => $body,
			CURLOPT_HTTPHEADER     => $headers,
			CURLOPT_CONNECTTIMEOUT => min( 10, $limit ),
			// The whole exchange, a server that stalls included.
			CURLOPT_TIMEOUT        => $limit,
			CURLOPT_HEADERFUNCTION => static function ( $handle, string $line ) use ( $on_status ): int {
				if ( preg_match( '#^HTTP/\S+\s+(\d{3})#', $line, $m ) ) {
					$on_status( (int) $m[1] );
				}
				return strlen( $line );
			},
			// Returning less than was given makes curl stop.
			CURLOPT_WRITEFUNCTION  => static fn( $handle, string $data ): int => $on_data( $data ) ? strlen( $data ) : 0,
		)
	);
	$ok        = curl_exec( $curl );
	$error     = curl_error( $curl );
	$timed_out = CURLE_OPERATION_TIMEDOUT === curl_errno( $curl );
	curl_close( $curl );
	// phpcs:enable
	return array(
		'ok'        => false !== $ok,
		'error'     => $error,
		'timed_out' => $timed_out,
	);
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
	$status   = 0;
	$started  = false;
	$failed   = '';
	$limit    = orbit_blocks_ai_stream_max_seconds();
	$deadline = microtime( true ) + $limit;
	$too_long = false;
	$on_status = static function ( int $code ) use ( &$status ): void {
		$status = $code;
	};
	// Relays the answer as it arrives; false stops the transfer.
	$on_data = static function ( string $data ) use ( &$status, &$started, &$failed, $deadline, &$too_long ): bool {
		if ( 200 !== $status ) {
			$failed .= $data;
			return true;
		}
		if ( ! $started ) {
			$started = true;
			orbit_blocks_ai_stream_start( 'server' );
		}
		if ( microtime( true ) >= $deadline ) {
			$too_long = true;
			return false;
		}
		echo $data; // phpcs:ignore WordPress.Security.EscapeOutput -- the upstream event stream, relayed.
		flush();
		return ! connection_aborted();
	};
	$url     = $server['url'] . '/chat/completions';
	$payload = (string) wp_json_encode( $body );
	// A public address only (unless wp-config.php allows private hosts),
	// checked now and connected to as checked.
	$address = orbit_blocks_ai_address( $url );
	if ( is_wp_error( $address ) ) {
		return new WP_Error( 'error_service_unavailable', __( 'AI services are unavailable right now. Please try again later.', 'orbit-blocks' ), array( 'status' => 503 ) );
	}
	$outcome = function_exists( 'curl_init' )
		? orbit_blocks_ai_curl_post( $url, $headers, $payload, $limit, $on_status, $on_data, '' === $address['ip'] ? '' : orbit_blocks_ai_resolve_entry( $address ) )
		: orbit_blocks_ai_socket_post( $url, $headers, $payload, $deadline, $on_status, $on_data, $address['ip'] );
	$ok       = $outcome['ok'];
	$error    = $outcome['error'];
	$too_long = $too_long || $outcome['timed_out'];
	if ( $started ) {
		if ( $too_long && ! connection_aborted() ) {
			// An event may have been cut mid-way: a blank line ends it first.
			echo "\n\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- an event stream.
			orbit_blocks_ai_stream_time_limit();
		}
		exit;
	}
	// What went wrong (curl's message names the server's address) is for the
	// administrators' debug log (includes/debug-log.php); authors get ours.
	if ( false === $ok ) {
		orbit_blocks_debug_log( 'AI server', $error );
		return new WP_Error( 'error_service_unavailable', __( 'AI services are unavailable right now. Please try again later.', 'orbit-blocks' ), array( 'status' => 503 ) );
	}
	$code = orbit_blocks_ai_upstream_status( $status, $failed );
	orbit_blocks_debug_log( 'AI server', sprintf( 'answered %d: %s', $status, $failed ) );
	return new WP_Error( 'error_service_unavailable', __( 'AI services are unavailable right now. Please try again later.', 'orbit-blocks' ), array( 'status' => $code ) );
}
