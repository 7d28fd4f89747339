/**
 * Day labels and week start for the editor: the site's localised week from
 * the store once it has loaded, English labels (translatable) and the
 * editor's own start of week until then, or if the request fails.
 */
import { useSelect } from '@wordpress/data';
import { getSettings } from '@wordpress/date';
import { __ } from '@wordpress/i18n';
import { store as businessHoursStore } from '../../store/business-hours';
import type { LocalizedWeek } from '../../store/business-hours';

export function fallbackWeek(): LocalizedWeek {
	return {
		days: {
			Sun: __( 'Sunday', 'orbit-blocks' ),
			Mon: __( 'Monday', 'orbit-blocks' ),
			Tue: __( 'Tuesday', 'orbit-blocks' ),
			Wed: __( 'Wednesday', 'orbit-blocks' ),
			Thu: __( 'Thursday', 'orbit-blocks' ),
			Fri: __( 'Friday', 'orbit-blocks' ),
			Sat: __( 'Saturday', 'orbit-blocks' ),
		},
		startOfWeek: getSettings().l10n.startOfWeek ?? 0,
	};
}

export function useWeek(): LocalizedWeek {
	const localized = useSelect(
		( select ) => select( businessHoursStore ).getLocalizedWeek(),
		[]
	);
	return localized ?? fallbackWeek();
}

/** The site's time format, as WordPress gives it to @wordpress/date. */
export function timeFormat(): string {
	return getSettings().formats.time || 'g:i a';
}
