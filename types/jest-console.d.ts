/**
 * The matchers of @wordpress/jest-console (part of the jest preset of
 * @wordpress/scripts), which ships no type declarations: a test that
 * expects console output says so with them.
 */
declare namespace jest {
	interface Matchers< R > {
		toHaveLogged(): R;
		toHaveWarned(): R;
		toHaveErrored(): R;
		toHaveErroredWith( ...args: unknown[] ): R;
		toHaveInformed(): R;
	}
}
