// @ts-check
/**
 * The upload server for `npm run bench -- --only=upload`, in a process of its
 * own as under `npm start`: the bench's client (tus-js-client) must not share
 * its event loop and its modules. Loaded in the same process, the client
 * library alone slowed the server by a third (measured: raw 0.3–0.45 s for
 * 300 MB without it, 0.55–0.85 s with it).
 *
 * Usage: node tests/bench/upload-server.mjs <dir>. Prints one JSON line
 * { endpoint, url, secret } once it listens; stops on SIGTERM.
 */
import { startTusServer } from '../../tools/tus-server.mjs';

const dir = process.argv[ 2 ];
if ( ! dir ) {
	throw new Error( 'usage: upload-server.mjs <dir>' );
}
const server = await startTusServer( { dir } );
process.stdout.write(
	JSON.stringify( {
		endpoint: server.endpoint,
		url: server.url,
		secret: server.secret,
	} ) + '\n'
);
process.on( 'SIGTERM', () => {
	server.stop().then( () => process.exit( 0 ) );
} );
