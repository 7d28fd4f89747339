/**
 * Creates an `@wordpress/data` store and registers it on the default
 * registry: every store of `store/` is made this way when its module loads,
 * so that `select( STORE_NAME )` works anywhere after one import.
 */
import { createReduxStore, register } from '@wordpress/data';

export const registerReduxStore: typeof createReduxStore = ( name, config ) => {
	const store = createReduxStore( name, config );
	register( store );
	return store;
};
