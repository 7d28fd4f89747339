/**
 * What a business-hours test reads of the days the block shows: their
 * labels in order, and the labels shown before, or without, the site's
 * localised week.
 */

/** The day labels the block shows, in its order (its list's terms). */
export const dayLabels = ( list: ParentNode ) =>
	[ ...list.querySelectorAll( 'dt' ) ].map( ( dt ) => dt.textContent );

/** The labels before, or without, the site's localised week. */
export const ENGLISH_WEEK_FROM_SUNDAY = [
	'Sunday',
	'Monday',
	'Tuesday',
	'Wednesday',
	'Thursday',
	'Friday',
	'Saturday',
];
