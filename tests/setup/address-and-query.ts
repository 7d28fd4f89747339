/**
 * An address split as a test compares it: the address without its query
 * (origin and path) and the query's parameters as an object, so that the
 * parameters' order does not matter and an extra or missing one fails.
 */
export function addressAndQuery( url: string | URL ) {
	const parsed = new URL( url );
	return {
		address: parsed.origin + parsed.pathname,
		query: Object.fromEntries( parsed.searchParams ),
	};
}
