/**
 * Saved markup, the incumbent's static fallback: a plain link to the
 * calendar (<a class="wp-block-jetpack-google-calendar" href="…">…</a>),
 * what feed readers and sites without the plugin show; nothing for an
 * address that is not a Google Calendar embed. The host's render
 * (blocks/google-calendar/render.php) replaces it for visitors
 * with the calendar's iframe, made from the attributes.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { GoogleCalendarAttributes } from './types';
import { isCalendarEmbedUrl } from './url';

export default function save( {
	attributes,
}: {
	attributes: GoogleCalendarAttributes;
} ) {
	if ( ! isCalendarEmbedUrl( attributes.url ) ) {
		return null;
	}
	return (
		<a { ...useBlockProps.save() } href={ attributes.url }>
			{ attributes.url }
		</a>
	);
}
