<?php
/**
 * The AI server relay without PHP's curl extension (many PHP builds lack
 * it; WordPress's HTTP API buffers the whole answer, which a stream cannot
 * wait for): one HTTP/1.1 POST over a socket (TLS for https, checked
 * against WordPress's certificate bundle), the answer handed on piece by
 * piece as it arrives, chunked transfer coding undone.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * Undoes chunked transfer coding incrementally: feed it what arrived, get
 * back the data it holds so far.
 */
final class Orbit_Blocks_Chunked_Decoder {
	/** @var string Bytes not decoded yet. */
	private $pending = '';
	/** @var int Bytes left in the current chunk; -1 while reading a size line. */
	private $left = -1;
	/** @var bool Whether the last (zero-size) chunk came. */
	public $done = false;

	public function feed( string $bytes ): string {
		$this->pending .= $bytes;
		$out            = '';
		while ( ! $this->done && '' !== $this->pending ) {
			if ( $this->left < 0 ) {
				$end = strpos( $this->pending, "\r\n" );
				if ( false === $end ) {
					break;
				}
				$size          = hexdec( trim( explode( ';', substr( $this->pending, 0, $end ) )[0] ) );
				$this->pending = (string) substr( $this->pending, $end + 2 );
				if ( 0 === (int) $size ) {
					$this->done = true;
					break;
				}
				$this->left = (int) $size;
				continue;
			}
			if ( 0 === $this->left ) {
				// The CRLF after a chunk's data.
				if ( strlen( $this->pending ) < 2 ) {
					break;
				}
				$this->pending = (string) substr( $this->pending, 2 );
				$this->left    = -1;
				continue;
			}
			$take          = (string) substr( $this->pending, 0, $this->left );
			$this->pending = (string) substr( $this->pending, strlen( $take ) );
			$this->left   -= strlen( $take );
			$out          .= $take;
		}
		return $out;
	}
}

/**
 * POSTs $body to $url and hands the answer on as it arrives: $on_status
 * gets the status code once the headers are in, $on_data each piece of the
 * body (returning false stops reading). Gives up at $deadline (microtime).
 *
 * @param string[] $headers    "Name: value" lines.
 * @param string   $connect_ip the IP to connect to (the one checked, includes/ai/address.php); '' the host's.
 * @return array{ok: bool, error: string, timed_out: bool}
 */
function orbit_blocks_ai_socket_post( string $url, array $headers, string $body, float $deadline, callable $on_status, callable $on_data, string $connect_ip = '' ): array {
	$parts  = wp_parse_url( $url );
	$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
	$host   = (string) ( $parts['host'] ?? '' );
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host ) {
		return array(
			'ok'        => false,
			'error'     => 'The AI server address is not http or https.',
			'timed_out' => false,
		);
	}
	$default = 'https' === $scheme ? 443 : 80;
	$port    = (int) ( $parts['port'] ?? $default );
	$path    = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
	$context = stream_context_create(
		array(
			'ssl' => array(
				'verify_peer'      => true,
				'verify_peer_name' => true,
				'peer_name'        => $host,
				'cafile'           => ABSPATH . WPINC . '/certificates/ca-bundle.crt',
			),
		)
	);
	$errno  = 0;
	$error  = '';
	$socket = @stream_socket_client( // phpcs:ignore WordPress.PHP.NoSilencedErrors -- the error is returned.
		( 'https' === $scheme ? 'ssl://' : 'tcp://' ) . ( '' === $connect_ip ? $host : ( false !== strpos( $connect_ip, ':' ) ? '[' . $connect_ip . ']' : $connect_ip ) ) . ':' . $port,
		$errno,
		$error,
		max( 1, min( 10, $deadline - microtime( true ) ) ),
		STREAM_CLIENT_CONNECT,
		$context
	);
	if ( ! $socket ) {
		return array(
			'ok'        => false,
			'error'     => '' !== $error ? $error : 'The AI server could not be reached.',
			'timed_out' => false,
		);
	}
	$request = "POST {$path} HTTP/1.1\r\n"
		. 'Host: ' . $host . ( $port === $default ? '' : ':' . $port ) . "\r\n"
		. 'Content-Length: ' . strlen( $body ) . "\r\n"
		. "Connection: close\r\n"
		. implode( "\r\n", $headers ) . "\r\n\r\n" . $body;
	// phpcs:disable WordPress.WP.AlternativeFunctions -- a socket, not a file.
	fwrite( $socket, $request );

	$head      = '';
	$in_body   = false;
	$chunked   = null;
	$timed_out = false;
	$ended     = false;
	while ( ! feof( $socket ) ) {
		$left = $deadline - microtime( true );
		if ( $left <= 0 ) {
			$timed_out = true;
			break;
		}
		stream_set_timeout( $socket, (int) floor( $left ), (int) ( ( $left - floor( $left ) ) * 1000000 ) );
		$block = fread( $socket, 8192 );
		if ( stream_get_meta_data( $socket )['timed_out'] ) {
			$timed_out = true;
			break;
		}
		if ( false === $block || '' === $block ) {
			continue;
		}
		if ( ! $in_body ) {
			$head .= $block;
			$end   = strpos( $head, "\r\n\r\n" );
			if ( false === $end ) {
				continue;
			}
			$block   = (string) substr( $head, $end + 4 );
			$head    = substr( $head, 0, $end );
			$in_body = true;
			if ( preg_match( '#^HTTP/\S+\s+(\d{3})#', $head, $m ) ) {
				$on_status( (int) $m[1] );
			}
			$chunked = preg_match( '/^transfer-encoding:\s*chunked\s*$/im', $head ) ? new Orbit_Blocks_Chunked_Decoder() : null;
		}
		$data = $chunked ? $chunked->feed( $block ) : $block;
		if ( '' !== $data && ! $on_data( $data ) ) {
			$ended = true;
			break;
		}
		if ( $chunked && $chunked->done ) {
			break;
		}
	}
	fclose( $socket );
	// phpcs:enable
	$complete = $in_body && ( $chunked ? $chunked->done : ! $timed_out );
	return array(
		'ok'        => $complete || $ended,
		'error'     => $in_body ? ( $complete ? '' : 'The AI server ended the answer early.' ) : 'The AI server closed the connection without an answer.',
		'timed_out' => $timed_out,
	);
}
