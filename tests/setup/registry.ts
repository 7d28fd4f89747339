/**
 * A fresh @wordpress/data registry for a store test, so that resolved
 * selectors and state never leak from one test into the next. The 6.8 type
 * declarations of WPDataRegistry omit register and resolveSelect, which the
 * runtime registry has; this gives them their public types.
 */
import {
	createRegistry,
	type dispatch,
	type resolveSelect,
	type select,
	type StoreDescriptor,
} from '@wordpress/data';

export interface TestRegistry {
	select: typeof select;
	dispatch: typeof dispatch;
	resolveSelect: typeof resolveSelect;
}

export function freshRegistry( ...stores: StoreDescriptor[] ): TestRegistry {
	const registry = createRegistry() as unknown as TestRegistry & {
		register: ( store: StoreDescriptor ) => void;
	};
	stores.forEach( ( store ) => registry.register( store ) );
	return registry;
}
