<?php
/**
 * The one way the adapters call a third-party API: wp_remote_request with a
 * timeout, the answer decoded from JSON.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** Seconds an adapter waits for a service before giving up. */
const ORBIT_BLOCKS_HTTP_TIMEOUT = 10;

/**
 * Calls a service and decodes its JSON answer.
 *
 * @param string $method  GET, POST, PUT ...
 * @param string $url     the full address
 * @param array  $headers request headers
 * @param mixed  $body    an array (sent as JSON, or form-encoded when the
 *                        Content-Type header says so), a string, or null
 * @return array{status: int, body: mixed, headers: array, error: string}
 *         status 0 and error set when the service could not be reached
 */
function orbit_blocks_http_json( string $method, string $url, array $headers = array(), $body = null ): array {
	$args = array(
		'method'      => $method,
		'timeout'     => ORBIT_BLOCKS_HTTP_TIMEOUT,
		'redirection' => 0,
		'headers'     => array_merge( array( 'Accept' => 'application/json' ), $headers ),
	);
	if ( null !== $body ) {
		$type = strtolower( (string) ( $headers['Content-Type'] ?? 'application/json' ) );
		if ( is_array( $body ) && 0 === strpos( $type, 'application/x-www-form-urlencoded' ) ) {
			$args['body'] = orbit_blocks_form_encode( $body );
		} elseif ( is_array( $body ) ) {
			$args['headers']['Content-Type'] = 'application/json';
			$args['body']                    = wp_json_encode( $body );
		} else {
			$args['body'] = (string) $body;
		}
	}
	$response = wp_remote_request( $url, $args );
	if ( is_wp_error( $response ) ) {
		return array(
			'status'  => 0,
			'body'    => null,
			'headers' => array(),
			'error'   => $response->get_error_message(),
		);
	}
	$raw     = (string) wp_remote_retrieve_body( $response );
	$headers = wp_remote_retrieve_headers( $response );
	return array(
		'status'  => (int) wp_remote_retrieve_response_code( $response ),
		'body'    => '' === $raw ? null : json_decode( $raw, true ),
		'headers' => is_object( $headers ) ? $headers->getAll() : (array) $headers,
		'error'   => '',
	);
}

/**
 * Form-encodes nested arrays the way Stripe reads them:
 * line_items[0][price_data][currency]=usd.
 */
function orbit_blocks_form_encode( array $fields, string $prefix = '' ): string {
	$pairs = array();
	foreach ( $fields as $key => $value ) {
		$name = '' === $prefix ? (string) $key : $prefix . '[' . $key . ']';
		if ( is_array( $value ) ) {
			$nested = orbit_blocks_form_encode( $value, $name );
			if ( '' !== $nested ) {
				$pairs[] = $nested;
			}
			continue;
		}
		if ( is_bool( $value ) ) {
			$value = $value ? 'true' : 'false';
		}
		$pairs[] = rawurlencode( $name ) . '=' . rawurlencode( (string) $value );
	}
	return implode( '&', $pairs );
}

/** Whether a status means "try again later": rate limited, the service failing or unreachable. */
function orbit_blocks_http_is_transient( int $status ): bool {
	return 0 === $status || 429 === $status || $status >= 500;
}
