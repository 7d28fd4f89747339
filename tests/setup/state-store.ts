/**
 * A stand-in for one of the editor's stores in a component test: it holds
 * the state the test gives, its `set` action merges a change into that
 * state (as the editor's own actions would change it: a selection, a save
 * starting), and `selectors` read it, each given the state first.
 */
import { createReduxStore } from '@wordpress/data';

export function stateStore< State extends object >(
	name: string,
	initial: State,
	selectors: Record< string, ( state: State, ...args: never[] ) => unknown >
) {
	return createReduxStore( name, {
		reducer: (
			state: State = initial,
			action: { type: string; change?: Partial< State > }
		) => ( action.type === 'SET' ? { ...state, ...action.change } : state ),
		actions: {
			set: ( change: Partial< State > ) => ( { type: 'SET', change } ),
		},
		selectors,
	} );
}

/** The `set` action of a stateStore registered in `registry`. */
export const setStoreState = < State extends object >(
	registry: { dispatch: ( name: string ) => unknown },
	name: string,
	change: Partial< State >
) =>
	(
		registry.dispatch( name ) as { set: ( c: Partial< State > ) => void }
	 ).set( change );
