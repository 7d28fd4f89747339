/**
 * The AI server relay without curl (php-stubs/includes/ai/server-socket.php),
 * run in WebAssembly PHP: chunked transfer coding undone whatever the
 * pieces it arrives in, and a stand-in chat-completions server on loopback
 * whose answer is relayed piece by piece — status first, then the events,
 * and an answer cut mid-stream reported as ended early.
 */
import { runPhpSnippets, runPhpWithLoopbackServer } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
require '/ai/server-socket.php';
`;

describe( 'chunked transfer coding', () => {
	it( 'is undone incrementally, whatever the pieces it arrives in', () => {
		const results = runPhpSnippets( [ 'includes/ai' ], STUBS, {
			whole: `$d = new Orbit_Blocks_Chunked_Decoder();
			echo json_encode( array( $d->feed( "5\\r\\nhello\\r\\n7;ext=1\\r\\n, world\\r\\n0\\r\\n\\r\\n" ), $d->done ) );`,
			byteByByte: `$d = new Orbit_Blocks_Chunked_Decoder();
			$out = '';
			foreach ( str_split( "a\\r\\ndata: one\\n\\r\\nB\\r\\ndata: two!\\n\\r\\n0\\r\\n\\r\\n" ) as $byte ) { $out .= $d->feed( $byte ); }
			echo json_encode( array( $out, $d->done ) );`,
			cut: `$d = new Orbit_Blocks_Chunked_Decoder();
			echo json_encode( array( $d->feed( "10\\r\\nonly part of" ), $d->done ) );`,
		} );
		expect( results.whole ).toEqual( [ 'hello, world', true ] );
		expect( results.byteByByte ).toEqual( [
			'data: one\ndata: two!\n',
			true,
		] );
		expect( results.cut ).toEqual( [ 'only part of', false ] );
	}, 60000 );
} );

describe( 'the relay over a socket', () => {
	it( 'hands on the status, then each event as it arrives; a cut answer is reported as ended early', async () => {
		const requests: string[] = [];
		// Both relays in one PHP run (each run loads WordPress anew).
		const output = await runPhpWithLoopbackServer(
			[ 'includes/ai' ],
			( request, response ) => {
				let body = '';
				request.on( 'data', ( chunk ) => ( body += chunk ) );
				request.on( 'end', async () => {
					requests.push(
						`${ request.method } ${ request.url } ${ request.headers[ 'content-type' ] } ${ body }`
					);
					if ( request.url === '/fail/chat/completions' ) {
						response.writeHead( 500, {
							'Content-Type': 'application/json',
						} );
						response.end( '{"error":{"message":"boom"}}' );
						return;
					}
					// Chunked (no length), three events, then the connection drops.
					response.writeHead( 200, {
						'Content-Type': 'text/event-stream',
					} );
					for ( const word of [ 'one ', 'two ', 'three ' ] ) {
						response.write(
							`data: {"choices":[{"delta":{"content":"${ word }"}}]}\n\n`
						);
						await new Promise( ( resolve ) =>
							setTimeout( resolve, 50 )
						);
					}
					response.socket?.destroy();
				} );
			},
			( port ) =>
				`${ STUBS }
				function relay( $path ) {
					$seen = array();
					$outcome = orbit_blocks_ai_socket_post(
						'http://127.0.0.1:${ port }' . $path,
						array( 'Content-Type: application/json', 'Accept: text/event-stream' ),
						'{"stream":true}',
						microtime( true ) + 20,
						static function ( int $status ) use ( &$seen ) { $seen[] = array( 'status', $status ); },
						static function ( string $data ) use ( &$seen ) { $seen[] = array( 'data', $data ); return true; }
					);
					return array( 'seen' => $seen, 'outcome' => $outcome );
				}
				echo json_encode( array( relay( '/cut/chat/completions' ), relay( '/fail/chat/completions' ) ) );`
		);
		const [ cut, failed ] = JSON.parse( output );
		expect( cut.seen[ 0 ] ).toEqual( [ 'status', 200 ] );
		const relayed = cut.seen
			.slice( 1 )
			.map( ( [ , data ]: [ string, string ] ) => data )
			.join( '' );
		expect( relayed ).toBe(
			[ 'one ', 'two ', 'three ' ]
				.map(
					( word ) =>
						`data: {"choices":[{"delta":{"content":"${ word }"}}]}\n\n`
				)
				.join( '' )
		);
		expect( cut.outcome ).toEqual( {
			ok: false,
			error: 'The AI server ended the answer early.',
			timed_out: false,
		} );

		expect( failed.seen ).toEqual( [
			[ 'status', 500 ],
			[ 'data', '{"error":{"message":"boom"}}' ],
		] );
		expect( requests[ 0 ] ).toBe(
			'POST /cut/chat/completions application/json {"stream":true}'
		);
	}, 60000 );
} );
