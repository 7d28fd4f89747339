/**
 * Tracking (spec 1 sections 5 and 7): recordEvent() queues an event and
 * returns at once; the queue is sent on the next tick as pixel calls (a GET
 * of the pixel each, with the REST nonce), so a hot path pays only for an
 * array push. Event
 * names must start with a product prefix (jetpack_ or wpcom_): a wrong name
 * is a programming error, thrown in development and dropped with a warning
 * in production. A valid event is never dropped, except when the user has
 * opted out of tracking (the host prints that choice), which is the point
 * of opting out.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { getEditorState } from '../editor-state';

export const EVENT_PREFIXES = [ 'jetpack_', 'wpcom_' ] as const;

export type EventProps = Record<
	string,
	string | number | boolean | null | undefined
>;

export function isValidEventName( name: unknown ): name is string {
	return (
		typeof name === 'string' &&
		/^(?:jetpack|wpcom)_[a-z0-9_]+$/.test( name )
	);
}

interface QueuedEvent {
	name: string;
	props: EventProps;
	time: number;
}

let queue: QueuedEvent[] = [];
let flushScheduled = false;

/** The pixel request for one event: name, time and properties as query args. */
export function pixelUrl( base: string, event: QueuedEvent ): string {
	const props: Record< string, string | number | boolean > = {};
	for ( const [ key, value ] of Object.entries( event.props ) ) {
		if ( value !== undefined && value !== null ) {
			props[ key ] = value;
		}
	}
	return addQueryArgs( base, { ...props, _en: event.name, _ts: event.time } );
}

/**
 * The REST nonce: apiFetch's current one (WordPress renews it through the
 * heartbeat while the editor stays open), else the one the host printed.
 */
function restNonce(): string {
	const { nonceMiddleware } = apiFetch as unknown as {
		nonceMiddleware?: { nonce?: string };
	};
	return nonceMiddleware?.nonce || getEditorState().api.nonce;
}

/**
 * One pixel call: a GET of the pixel with the REST nonce in the X-WP-Nonce
 * header, which the host requires (an image element cannot send a header).
 * keepalive lets it finish when the editor page is left.
 */
function send( url: string, nonce: string ) {
	window
		.fetch( url, {
			credentials: 'same-origin',
			headers: { 'X-WP-Nonce': nonce },
			keepalive: true,
		} )
		// Tracking never disturbs the editor: a failed pixel is dropped.
		.catch( () => undefined );
}

/** Sends what is queued; called on the next tick after a record. */
export function flushEvents(): void {
	flushScheduled = false;
	const { tracking } = getEditorState();
	const events = queue;
	queue = [];
	if ( tracking.optOut || ! tracking.pixelUrl ) {
		return;
	}
	for ( const event of events ) {
		send( pixelUrl( tracking.pixelUrl, event ), restNonce() );
	}
}

export function recordEvent( name: string, props: EventProps = {} ): void {
	if ( ! isValidEventName( name ) ) {
		const message = `Tracking event names start with ${ EVENT_PREFIXES.join(
			' or '
		) } and use a-z, 0-9 and _: "${ String( name ) }"`;
		if ( process.env.NODE_ENV !== 'production' ) {
			throw new Error( message );
		}
		// eslint-disable-next-line no-console
		console.warn( message );
		return;
	}
	queue.push( { name, props, time: Date.now() } );
	if ( ! flushScheduled ) {
		flushScheduled = true;
		window.setTimeout( flushEvents, 0 );
	}
}

/** Events waiting for the next tick (tests and the bench read it). */
export function queuedEvents(): readonly QueuedEvent[] {
	return queue;
}
