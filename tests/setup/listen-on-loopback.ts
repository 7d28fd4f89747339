/**
 * Starts `server` on a free port of 127.0.0.1 (a stand-in server a test's
 * PHP calls) and gives the port.
 */
import type { Server } from 'http';
import type { AddressInfo } from 'net';

export async function listenOnLoopback( server: Server ): Promise< number > {
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	return ( server.address() as AddressInfo ).port;
}
