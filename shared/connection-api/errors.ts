/**
 * The errors of the connection client (spec 1 section 8, "Connection API").
 * Each failure has its own class so that callers can tell a missing route
 * from a broken server from a dropped network with `instanceof`. The
 * messages they write themselves are translated; an ApiError carries the
 * server's own message (WordPress translates it for the user).
 */
import { __ } from '@wordpress/i18n';

/** A non-2xx answer: the server's message (or the status text) and status. */
export class ApiError extends Error {
	readonly status: number;
	/** The server's error code (WP_Error code) when the body carried one. */
	readonly code: string | undefined;
	readonly body: unknown;

	constructor(
		message: string,
		status: number,
		code?: string,
		body?: unknown
	) {
		super( message );
		this.name = 'ApiError';
		this.status = status;
		this.code = code;
		this.body = body;
	}
}

/** A 404: the route does not exist (for example the plugin is inactive). */
export class NotFoundError extends ApiError {
	constructor( message: string, code?: string, body?: unknown ) {
		super( message, 404, code, body );
		this.name = 'NotFoundError';
	}
}

/**
 * A 404 reached after the request was redirected: usually a site whose REST
 * root redirects (http to https, or a changed permalink structure), so the
 * route exists but not where the redirect led.
 */
export class NotFoundAfterRedirectError extends NotFoundError {
	readonly redirectedTo: string;

	constructor( message: string, redirectedTo: string, code?: string ) {
		super( message, code );
		this.name = 'NotFoundAfterRedirectError';
		this.redirectedTo = redirectedTo;
	}
}

/** A 2xx answer whose body is not JSON (a PHP notice, an HTML error page). */
export class JsonParseError extends Error {
	readonly status: number;
	readonly text: string;

	constructor( status: number, text: string ) {
		super(
			__(
				'The server answered with something that is not JSON.',
				'orbit-blocks'
			)
		);
		this.name = 'JsonParseError';
		this.status = status;
		this.text = text;
	}
}

/** No answer at all: offline, DNS, CORS, connection reset. */
export class FetchNetworkError extends Error {
	override readonly cause: unknown;

	constructor( cause: unknown ) {
		super(
			__(
				'The request could not reach the site. Check your network connection.',
				'orbit-blocks'
			)
		);
		this.name = 'FetchNetworkError';
		this.cause = cause;
	}
}
