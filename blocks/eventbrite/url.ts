/**
 * Eventbrite addresses (spec 2 "Event checkout embed", section 5). An event
 * page ends with the event's numeric id
 * (https://www.eventbrite.com/e/jazz-night-tickets-123456789012): it can be
 * embedded. The bare site address (https://www.eventbrite.co.uk/) cannot,
 * but the block can become a link to it. Anything else is refused.
 *
 * Only Eventbrite's own hosts, over http(s), are accepted; the stored url is
 * rebuilt as https://<host>/e/<slug>, without query or fragment (they only
 * carry tracking). Used by save (the fallback link), so it stays small.
 */

// Eventbrite's country sites.
const TLD =
	'com|ca|co\\.uk|com\\.au|co\\.nz|ie|de|fr|es|it|nl|pt|se|be|ch|at|fi|dk|sg|hk|com\\.br|com\\.mx|com\\.ar|com\\.pe|cl|co';
const HOST = `(?:www\\.)?eventbrite\\.(?:${ TLD })`;
const EVENT = new RegExp(
	`^(?:https?://)?(${ HOST })/e/((?:[A-Za-z0-9_-]*?[-_])?(\\d{1,20}))/?(?:[?#]\\S*)?$`,
	'i'
);
const SITE = new RegExp( `^(?:https?://)?(${ HOST })/?(?:[?#]\\S*)?$`, 'i' );

export type EventbriteInput =
	| { kind: 'event'; url: string; eventId: number }
	| { kind: 'site'; url: string };

export function parseEventbriteInput( input: unknown ): EventbriteInput | null {
	if ( typeof input !== 'string' || input.length > 2000 ) {
		return null;
	}
	const text = input.trim();
	const event = EVENT.exec( text );
	if ( event ) {
		const eventId = Number( event[ 3 ] );
		return Number.isSafeInteger( eventId ) && eventId > 0
			? {
					kind: 'event',
					url: `https://${ event[ 1 ].toLowerCase() }/e/${
						event[ 2 ]
					}`,
					eventId,
			  }
			: null;
	}
	const site = SITE.exec( text );
	return site
		? { kind: 'site', url: `https://${ site[ 1 ].toLowerCase() }/` }
		: null;
}

/** The event url and id to embed, or null when `url` is not an event page. */
export function eventFromUrl(
	url: unknown
): { url: string; eventId: number } | null {
	const parsed = parseEventbriteInput( url );
	return parsed?.kind === 'event'
		? { url: parsed.url, eventId: parsed.eventId }
		: null;
}
