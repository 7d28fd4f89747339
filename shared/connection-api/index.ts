/**
 * The connection client over the page's apiFetch (REST root and nonce from
 * WordPress's own middlewares), plus its error classes and types.
 */
import { createConnectionClient, type ConnectionClient } from './client';

export * from './errors';
export * from './types';
export { createConnectionClient, CONNECTION_NAMESPACE } from './client';
export type { ConnectionClient } from './client';

let client: ConnectionClient | null = null;

/** The client for this page, created on first use. */
export function getConnectionClient(): ConnectionClient {
	if ( ! client ) {
		client = createConnectionClient();
	}
	return client;
}
