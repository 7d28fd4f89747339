/**
 * What an author types into the placeholder (spec 2 section 5): an event
 * page can be embedded; the bare site address (https://www.eventbrite.co.uk/)
 * cannot, but the block can become a link to it; anything else is refused.
 * Loaded with the edit code.
 */
import { HOST, eventFromUrl } from './url';

const SITE = new RegExp( `^(?:https?://)?(${ HOST })/?(?:[?#]\\S*)?$`, 'i' );

export type EventbriteInput =
	| { kind: 'event'; url: string; eventId: number }
	| { kind: 'site'; url: string };

export function parseEventbriteInput( input: unknown ): EventbriteInput | null {
	const event = eventFromUrl( input );
	if ( event ) {
		return { kind: 'event', ...event };
	}
	const site =
		typeof input === 'string' && input.length < 2000
			? SITE.exec( input.trim() )
			: null;
	return site
		? { kind: 'site', url: `https://${ site[ 1 ].toLowerCase() }/` }
		: null;
}
