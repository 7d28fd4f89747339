<?php
/**
 * Server-sent events out of a REST callback. Playground's PHP (and PHP
 * behind a normal web server) hands each flush() to the client at once, so
 * the browser sees the answer chunk by chunk: tests/e2e/ai-provider.spec.ts
 * measures it.
 *
 * Every stream, offline or relayed from the AI server, ends after at most
 * orbit_blocks_ai_stream_max_seconds() (300 by default): a request holds one
 * PHP worker for as long as it streams. A stream cut there ends with an
 * error event (orbit_blocks_ai_stream_time_limit) and without [DONE].
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The longest a stream may last, in seconds, unless the site sets another. */
const ORBIT_BLOCKS_AI_STREAM_DEFAULT_MAX_SECONDS = 300;

/**
 * The longest a stream may last, in seconds: the constant
 * ORBIT_BLOCKS_AI_STREAM_MAX_SECONDS (wp-config.php) or the default, through
 * the filter orbit_blocks_ai_stream_max_seconds; at least 1.
 */
function orbit_blocks_ai_stream_max_seconds(): int {
	$seconds = defined( 'ORBIT_BLOCKS_AI_STREAM_MAX_SECONDS' ) ? (int) ORBIT_BLOCKS_AI_STREAM_MAX_SECONDS : ORBIT_BLOCKS_AI_STREAM_DEFAULT_MAX_SECONDS;
	return max( 1, (int) apply_filters( 'orbit_blocks_ai_stream_max_seconds', $seconds ) );
}

/**
 * Ends a stream that reached its time limit: an error event in the shape
 * chat-completions servers use for errors in a stream, then no [DONE], so
 * the client treats the answer as cut short.
 */
function orbit_blocks_ai_stream_time_limit(): void {
	$seconds = orbit_blocks_ai_stream_max_seconds();
	orbit_blocks_ai_stream_send(
		(string) wp_json_encode(
			array(
				'error' => array(
					'code'    => 'error_stream_time_limit',
					'message' => sprintf(
						/* translators: %d: the longest an answer may stream, in seconds. */
						__( 'The answer was stopped: it took longer than %d seconds.', 'orbit-blocks' ),
						$seconds
					),
				),
			)
		)
	);
}

/** Starts the event stream: headers, no output buffers left to hold it back. */
function orbit_blocks_ai_stream_start( string $responder ): void {
	if ( function_exists( 'apache_setenv' ) ) {
		apache_setenv( 'no-gzip', '1' );
	}
	// phpcs:ignore WordPress.PHP.IniSet.Risky -- compression would buffer the stream.
	ini_set( 'zlib.output_compression', '0' );
	status_header( 200 );
	header( 'Content-Type: text/event-stream; charset=utf-8' );
	header( 'Cache-Control: no-cache, no-transform' );
	header( 'X-Accel-Buffering: no' );
	header( 'X-Orbit-AI-Responder: ' . $responder );
	while ( ob_get_level() > 0 ) {
		ob_end_flush();
	}
	flush();
}

/** Sends one event's data and pushes it out. */
function orbit_blocks_ai_stream_send( string $data ): void {
	echo 'data: ' . $data . "\n\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- an event stream, not HTML.
	flush();
}

/** One chunk in the chat-completions stream format. */
function orbit_blocks_ai_chunk( string $id, array $delta, ?string $finish = null ): string {
	return (string) wp_json_encode(
		array(
			'id'      => $id,
			'object'  => 'chat.completion.chunk',
			'created' => time(),
			'model'   => 'orbit-offline',
			'choices' => array(
				array(
					'index'         => 0,
					'delta'         => (object) $delta,
					'finish_reason' => $finish,
				),
			),
		)
	);
}

/**
 * Streams the offline reply and ends the request.
 *
 * @param array{drop_after: ?int, unclear: bool, chunks: ?int, delay: int, function: bool} $switches
 * @param array<int, mixed> $functions functions the request offered
 */
function orbit_blocks_ai_stream_offline( string $reply, array $switches, array $functions ): void {
	$id = 'chatcmpl-offline-' . substr( md5( $reply ), 0, 12 );
	if ( $switches['unclear'] ) {
		$pieces = array( '__JETPACK_AI', '_ERROR__' );
	} elseif ( null !== $switches['chunks'] ) {
		$pieces = array();
		for ( $i = 1; $i <= $switches['chunks']; $i++ ) {
			$pieces[] = 'w' . $i . ( 0 === $i % 12 ? "\n\n" : ' ' );
		}
	} else {
		$pieces = orbit_blocks_ai_reply_chunks( $reply );
	}
	$call = null;
	if ( $switches['function'] && $functions && is_array( $functions[0] ) && isset( $functions[0]['name'] ) ) {
		$call   = (string) $functions[0]['name'];
		$pieces = array();
	}

	$deadline = microtime( true ) + orbit_blocks_ai_stream_max_seconds();
	orbit_blocks_ai_stream_start( 'offline' );
	orbit_blocks_ai_stream_send( orbit_blocks_ai_chunk( $id, array( 'role' => 'assistant' ) ) );
	$sent = 0;
	foreach ( $pieces as $piece ) {
		if ( null !== $switches['drop_after'] && $sent >= $switches['drop_after'] ) {
			// A dropped connection: the stream ends without [DONE].
			exit;
		}
		if ( $switches['delay'] > 0 && $sent > 0 ) {
			// Never sleeps past the deadline.
			usleep( (int) min( $switches['delay'] * 1000, max( 0, $deadline - microtime( true ) ) * 1000000 ) );
		}
		if ( microtime( true ) >= $deadline ) {
			orbit_blocks_ai_stream_time_limit();
			exit;
		}
		orbit_blocks_ai_stream_send( orbit_blocks_ai_chunk( $id, array( 'content' => $piece ) ) );
		++$sent;
		if ( connection_aborted() ) {
			exit;
		}
	}
	if ( null !== $call ) {
		$arguments = (string) wp_json_encode( array( 'content' => $reply ) );
		foreach ( ( function_exists( 'mb_str_split' ) ? mb_str_split( $arguments, 24 ) : str_split( $arguments, 24 ) ) as $i => $part ) {
			orbit_blocks_ai_stream_send(
				orbit_blocks_ai_chunk(
					$id,
					array(
						'function_call' => 0 === $i ? array(
							'name'      => $call,
							'arguments' => $part,
						) : array( 'arguments' => $part ),
					)
				)
			);
		}
	}
	orbit_blocks_ai_stream_send( orbit_blocks_ai_chunk( $id, array(), null !== $call ? 'function_call' : 'stop' ) );
	orbit_blocks_ai_stream_send( '[DONE]' );
	exit;
}
