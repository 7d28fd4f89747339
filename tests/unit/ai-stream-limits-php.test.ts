/**
 * The AI endpoint's limits (php-stubs/includes/ai/), run in the
 * WebAssembly PHP that Playground serves the site with: the offline
 * responder's test switches are ignored on a site that does not define
 * ORBIT_BLOCKS_TEST_SWITCHES, and every stream, offline or relayed from a
 * chat-completions server (here a stand-in on loopback), ends at the time
 * limit with an error event and without [DONE].
 */
import {
	runPhpAsync,
	runPhpSnippets,
	runPhpWithLoopbackServer,
} from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
require '/ai/offline-responder.php';
require '/ai/stream.php';
require '/ai/server.php';
`;

/**
 * PHP that prints, once the script ends (the stream functions exit), how
 * long it ran from here: the time PHP itself took, whatever loading the
 * runtime cost on a busy machine.
 */
const TIMED = `$__started = microtime( true );
register_shutdown_function( function () use ( $__started ) { echo "\\n\\nelapsed " . round( ( microtime( true ) - $__started ) * 1000 ); } );`;

/** The milliseconds TIMED printed. */
function elapsedMs( output: string ): number {
	const match = /elapsed (\d+)$/.exec( output.trim() );
	if ( ! match ) {
		throw new Error( `No time in: ${ output.slice( -200 ) }` );
	}
	return Number( match[ 1 ] );
}

/** What a stream printed: each event's data, in order. */
function events( output: string ): string[] {
	return output
		.split( '\n\n' )
		.map( ( event ) => event.trim() )
		.filter( ( event ) => event.startsWith( 'data: ' ) )
		.map( ( event ) => event.slice( 'data: '.length ) );
}

/** The event that ends a stream cut at a limit of this many seconds. */
const timeLimitError = ( seconds: number ) => ( {
	error: {
		code: 'error_stream_time_limit',
		message: `The answer was stopped: it took longer than ${ seconds } seconds.`,
	},
} );

describe( 'the offline responder’s test switches', () => {
	it( 'are ignored (and still removed from the prompt) on a site without ORBIT_BLOCKS_TEST_SWITCHES', () => {
		const results = runPhpSnippets( [ 'includes/ai' ], STUBS, {
			switches: `$m = array( array( 'role' => 'user', 'content' => 'Hi [[offline:chunks=5000]] [[offline:delay=1000]] [[offline:status=503]] [[offline:drop-after=1]]' ) );
			$r = new WP_REST_Request();
			$r->set_query_params( array( 'delay' => '1000', 'chunks' => '5000', 'unclear' => '1' ) );
			echo json_encode( array( orbit_blocks_ai_offline_switches( $m, $r ), $m[0]['content'] ) );`,
		} );
		expect( results.switches ).toEqual( [
			{
				drop_after: null,
				unclear: false,
				status: null,
				chunks: null,
				delay: 20,
				function: false,
			},
			'Hi',
		] );
	}, 60000 );
} );

describe( 'the stream time limit', () => {
	it( 'ends an offline stream at the limit with an error event, without [DONE]', async () => {
		// 50 chunks 200 ms apart would take 10 s; the limit is 1 s.
		const output = await runPhpAsync(
			[ 'includes/ai' ],
			`${ STUBS }
			${ TIMED }
			define( 'ORBIT_BLOCKS_TEST_SWITCHES', true );
			define( 'ORBIT_BLOCKS_AI_STREAM_MAX_SECONDS', 1 );
			$m = array( array( 'role' => 'user', 'content' => 'Write a post [[offline:chunks=50]] [[offline:delay=200]]' ) );
			$switches = orbit_blocks_ai_offline_switches( $m, new WP_REST_Request() );
			orbit_blocks_ai_stream_offline( 'unused', $switches, array() );`
		);
		const data = events( output );
		expect( data ).not.toContain( '[DONE]' );
		expect( JSON.parse( data[ data.length - 1 ] ) ).toEqual(
			timeLimitError( 1 )
		);
		// The role chunk, then about five content chunks, not fifty.
		expect( data.length ).toBeGreaterThan( 2 );
		expect( data.length ).toBeLessThan( 12 );
		expect( elapsedMs( output ) ).toBeLessThan( 3000 );
	}, 60000 );

	it( 'ends a stream relayed from the AI server at the limit with an error event, without [DONE]', async () => {
		// The stand-in answers a chunk every 200 ms for 6 s, then [DONE]; the
		// limit is 2 s (WebAssembly PHP's curl takes most of a second to connect).
		const output = await runPhpWithLoopbackServer(
			[ 'includes/ai' ],
			( request, response ) => {
				request.resume();
				response.writeHead( 200, {
					'Content-Type': 'text/event-stream',
				} );
				let sent = 0;
				const timer = setInterval( () => {
					if ( ++sent > 30 ) {
						clearInterval( timer );
						response.end( 'data: [DONE]\n\n' );
						return;
					}
					response.write(
						`data: ${ JSON.stringify( {
							choices: [ { delta: { content: `w${ sent } ` } } ],
						} ) }\n\n`
					);
				}, 200 );
				response.on( 'close', () => clearInterval( timer ) );
			},
			( port ) =>
				`${ STUBS }
				${ TIMED }
				define( 'ORBIT_BLOCKS_AI_STREAM_MAX_SECONDS', 2 );
				// The stand-in is on loopback, as a development site's model server.
				define( 'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS', true );
				$server = array( 'url' => 'http://127.0.0.1:${ port }/v1', 'key' => '', 'model' => 'm' );
				$result = orbit_blocks_ai_forward( $server, array( array( 'role' => 'user', 'content' => 'Hi' ) ), array() );
				echo 'returned ' . $result->get_error_code();`
		);
		const data = events( output );
		expect( data[ 0 ] ).toContain( '"content":"w1 "' );
		expect( data ).not.toContain( '[DONE]' );
		expect( JSON.parse( data[ data.length - 1 ] ) ).toEqual(
			timeLimitError( 2 )
		);
		expect( elapsedMs( output ) ).toBeLessThan( 4500 );
	}, 60000 );
} );
