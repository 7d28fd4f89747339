/**
 * Test doubles for the AI query: a fetch whose response body is fed by the
 * test, piece by piece, as a server would send it.
 */
import { TextDecoder, TextEncoder } from 'util';

// jsdom has no TextEncoder/TextDecoder; fetch-event-source decodes with one.
Object.assign( globalThis, { TextDecoder, TextEncoder } );

const encoder = new TextEncoder();

/** An SSE event carrying one OpenAI-style content delta. */
export const contentEvent = ( content: string ) =>
	`data: ${ JSON.stringify( { choices: [ { delta: { content } } ] } ) }\n\n`;

/** An SSE event carrying a function_call delta. */
export const functionEvent = ( call: { name?: string; arguments?: string } ) =>
	`data: ${ JSON.stringify( {
		choices: [ { delta: { function_call: call } } ],
	} ) }\n\n`;

export const DONE_EVENT = 'data: [DONE]\n\n';

/** A response body the test writes into. */
export class FakeBody {
	private queue: Array< Uint8Array | Error | null > = [];
	private waiting: ( () => void ) | null = null;
	cancelled = false;

	push( text: string ): void {
		this.pushBytes( encoder.encode( text ) );
	}

	pushBytes( bytes: Uint8Array ): void {
		this.queue.push( bytes );
		this.wake();
	}

	/** The server ends the response. */
	end(): void {
		this.queue.push( null );
		this.wake();
	}

	/** The connection fails mid-stream. */
	fail( error: Error ): void {
		this.queue.push( error );
		this.wake();
	}

	private wake() {
		const waiting = this.waiting;
		this.waiting = null;
		waiting?.();
	}

	getReader() {
		return {
			read: async (): Promise<
				| { done: true; value?: undefined }
				| { done: false; value: Uint8Array }
			> => {
				while ( this.queue.length === 0 ) {
					await new Promise< void >( ( resolve ) => {
						this.waiting = resolve;
					} );
				}
				const next = this.queue.shift();
				if ( next instanceof Error ) {
					throw next;
				}
				if ( next === null || next === undefined ) {
					this.queue.unshift( null );
					return { done: true };
				}
				return { done: false, value: next };
			},
			cancel: async () => {
				this.cancelled = true;
			},
			releaseLock: () => {},
		};
	}
}

export type FakeRequest = {
	url: string;
	method?: string;
	headers: Record< string, string >;
	body: Record< string, unknown >;
	signal?: AbortSignal;
};

/**
 * A fetch that records its requests and answers with `body` (an event
 * stream) or with the given status.
 */
export function fakeFetch(
	answer: {
		status?: number;
		body?: FakeBody;
		headers?: Record< string, string >;
		reject?: Error;
		/** The JSON a refusal carries (a WordPress REST error). */
		json?: unknown;
	} = {}
) {
	const requests: FakeRequest[] = [];
	const body = answer.body ?? new FakeBody();
	const fetch = jest.fn( async ( url: string, init: RequestInit ) => {
		requests.push( {
			url,
			method: init.method,
			headers: init.headers as Record< string, string >,
			body: JSON.parse( String( init.body ) ),
			signal: init.signal ?? undefined,
		} );
		if ( answer.reject ) {
			throw answer.reject;
		}
		const status = answer.status ?? 200;
		const headers: Record< string, string > = {
			'content-type': 'text/event-stream; charset=UTF-8',
			...answer.headers,
		};
		return {
			ok: status >= 200 && status < 300,
			status,
			headers: {
				get: ( name: string ) => headers[ name.toLowerCase() ] ?? null,
			},
			body,
			json: async () => {
				if ( answer.json === undefined ) {
					throw new SyntaxError( 'Unexpected end of JSON input' );
				}
				return answer.json;
			},
		} as unknown as Response;
	} );
	return { fetch: fetch as unknown as typeof window.fetch, requests, body };
}

/** Lets pending promises and microtasks run. */
export const settle = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
