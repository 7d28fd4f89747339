/**
 * The connection store, 'orbit-blocks/connection': site and user connection
 * status, the provider user, connected plugins and connection errors, and the
 * registration / disconnection flows.
 */
import { registerReduxStore } from '../../shared/register-store';
import { getEditorState } from '../../shared/editor-state';
import * as actions from './actions';
import { initialState, reducer, type ConnectionState } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export const STORE_NAME = 'orbit-blocks/connection';

export const store = registerReduxStore( STORE_NAME, {
	reducer: ( state: ConnectionState | undefined, action ) =>
		reducer( state ?? initialState( getEditorState().connection ), action ),
	actions,
	selectors,
	resolvers,
} );
