/**
 * An answer a test double gives only when the test releases it, so the test
 * can see the state while a request is under way: `answer` (handed to the
 * double) returns a promise that settles with what `release` is given.
 */
export function heldAnswer< Value = unknown >() {
	let settle: ( value: Value ) => void = () => undefined;
	return {
		answer: () =>
			new Promise< Value >( ( resolve ) => {
				settle = resolve;
			} ),
		release: ( value: Value ) => settle( value ),
	};
}
