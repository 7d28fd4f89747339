/**
 * The @wordpress/api-fetch test double of component and store tests: the
 * test file puts a bare jest.fn() in its place with
 * `jest.mock( '@wordpress/api-fetch', () => jest.fn() );` (jest hoists that
 * call only within the test file itself, so it stays there) and reads the
 * double here, typed, with what it was asked and a way to answer by request.
 */
import apiFetch from '@wordpress/api-fetch';

/** What api-fetch is called with, as far as the tests read it. */
export interface ApiFetchRequest {
	path: string;
	method?: string;
	data?: Record< string, unknown >;
}

if ( ! jest.isMockFunction( apiFetch ) ) {
	throw new Error(
		"api-fetch-double: call jest.mock( '@wordpress/api-fetch', () => jest.fn() ) in the test file first."
	);
}

/** The jest.fn() standing in for api-fetch. */
export const apiFetchDouble = apiFetch as unknown as jest.Mock;

/** The requests api-fetch was given, oldest first. */
export const apiFetchRequests = < Request = ApiFetchRequest >(): Request[] =>
	apiFetchDouble.mock.calls.map( ( [ request ] ) => request );

/**
 * Answers every request with what `answer` returns for it, as api-fetch's
 * promise would: a value resolves, a throw rejects.
 */
export function answerApiFetch< Request = ApiFetchRequest >(
	answer: ( request: Request ) => unknown
) {
	apiFetchDouble.mockImplementation( async ( request: Request ) =>
		answer( request )
	);
}
