/**
 * The address the inline widget loads (editor preview): see embedUrl. Only
 * the edit code needs it, so it stays out of the editor entry.
 */
import {
	CALENDLY_ORIGIN,
	DEFAULT_COLORS,
	colorParam,
	parseCalendlyUrl,
} from './url';

/** Whether a stored url is one the block may embed (empty is not). */
export function isCalendlyUrl( url: unknown ): url is string {
	return (
		typeof url === 'string' &&
		url.startsWith( CALENDLY_ORIGIN + '/' ) &&
		parseCalendlyUrl( url )?.url === url
	);
}

export interface EmbedSettings {
	url: string;
	hideEventTypeDetails?: boolean;
	backgroundColor?: string;
	primaryColor?: string;
	textColor?: string;
}

/**
 * The address the inline widget loads: the calendar with embed_domain (the
 * site's host, spec 2 section 9), embed_type and the colours. Mirrored by
 * blocks/calendly/render.php. Null for a url that is not Calendly's.
 */
export function embedUrl(
	settings: EmbedSettings,
	host: string,
	embedType: 'Inline' | 'PopupText' = 'Inline'
): string | null {
	if ( ! isCalendlyUrl( settings.url ) ) {
		return null;
	}
	const query = new URLSearchParams();
	query.set( 'embed_domain', host );
	query.set( 'embed_type', embedType );
	if ( settings.hideEventTypeDetails ) {
		query.set( 'hide_event_type_details', '1' );
	}
	query.set(
		'background_color',
		colorParam( settings.backgroundColor ) ?? DEFAULT_COLORS.backgroundColor
	);
	query.set(
		'primary_color',
		colorParam( settings.primaryColor ) ?? DEFAULT_COLORS.primaryColor
	);
	query.set(
		'text_color',
		colorParam( settings.textColor ) ?? DEFAULT_COLORS.textColor
	);
	return `${ settings.url }?${ query.toString() }`;
}
