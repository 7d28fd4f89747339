/**
 * The connection client, configured from the editor state the host prints
 * (REST root and nonce), plus its error classes and types.
 */
import { getEditorState } from '../editor-state';
import { createConnectionClient, type ConnectionClient } from './client';

export * from './errors';
export * from './types';
export { createConnectionClient, CONNECTION_NAMESPACE } from './client';
export type { ConnectionClient } from './client';

let client: ConnectionClient | null = null;

/** The client for this page, created on first use. */
export function getConnectionClient(): ConnectionClient {
	if ( ! client ) {
		const { api } = getEditorState();
		client = createConnectionClient( { root: api.root, nonce: api.nonce } );
	}
	return client;
}
