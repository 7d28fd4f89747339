/**
 * A fetch test double: records each call and answers with the next scripted
 * response (status, body text, redirect), or throws to mimic a dropped network.
 */
export interface ScriptedResponse {
	status?: number;
	statusText?: string;
	body?: string;
	redirected?: boolean;
	url?: string;
	networkError?: Error;
}

export interface RecordedCall {
	url: string;
	method: string;
	headers: Record< string, string >;
	body: unknown;
}

export function fakeFetch( responses: ScriptedResponse[] = [] ) {
	const calls: RecordedCall[] = [];
	const queue = [ ...responses ];
	const fetch = jest.fn( async ( url: string, init: RequestInit = {} ) => {
		calls.push( {
			url,
			method: init.method ?? 'GET',
			headers: ( init.headers ?? {} ) as Record< string, string >,
			body:
				typeof init.body === 'string'
					? JSON.parse( init.body )
					: undefined,
		} );
		const next = queue.shift() ?? { body: '{}' };
		if ( next.networkError ) {
			throw next.networkError;
		}
		const status = next.status ?? 200;
		return {
			ok: status >= 200 && status < 300,
			status,
			statusText: next.statusText ?? '',
			redirected: next.redirected ?? false,
			url: next.url ?? url,
			text: async () => next.body ?? '',
		} as unknown as Response;
	} );
	return { fetch: fetch as unknown as typeof window.fetch, calls };
}
