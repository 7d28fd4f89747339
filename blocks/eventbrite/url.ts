/**
 * Eventbrite event pages (spec 2 "Event checkout embed", section 5): an
 * event page ends with the event's numeric id
 * (https://www.eventbrite.com/e/jazz-night-tickets-123456789012).
 *
 * Only Eventbrite's own hosts, over http(s) (or without a protocol), are
 * accepted; the url found is rebuilt as https://<host>/e/<slug>, without
 * query or fragment (they only carry tracking). Used by save (the fallback
 * link) and the paste transform, so it stays small; input.ts reads the rest
 * of what an author may type.
 */

// Eventbrite's country sites.
export const HOST =
	'(?:www\\.)?eventbrite\\.(?:com(?:\\.(?:au|br|mx|ar|pe))?|co(?:\\.(?:uk|nz))?|ca|ie|de|fr|es|it|nl|pt|se|be|ch|at|fi|dk|sg|hk|cl)';
const EVENT = new RegExp(
	`^(?:https?://)?(${ HOST })/e/((?:[\\w-]*?[-_])?(\\d{1,20}))/?(?:[?#]\\S*)?$`,
	'i'
);

/** The event url and id to embed, or null when `url` is not an event page. */
export function eventFromUrl(
	url: unknown
): { url: string; eventId: number } | null {
	const event =
		typeof url === 'string' && url.length < 2000
			? EVENT.exec( url.trim() )
			: null;
	const eventId = Number( event?.[ 3 ] );
	return event && Number.isSafeInteger( eventId ) && eventId > 0
		? {
				url: `https://${ event[ 1 ].toLowerCase() }/e/${ event[ 2 ] }`,
				eventId,
		  }
		: null;
}
