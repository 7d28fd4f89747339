/**
 * The modules store, 'orbit-blocks/modules': GET module/all and
 * POST module/{slug}/active through the connection client.
 */
import { registerReduxStore } from '../../shared/register-store';
import * as actions from './actions';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export const STORE_NAME = 'orbit-blocks/modules';

export const store = registerReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );
