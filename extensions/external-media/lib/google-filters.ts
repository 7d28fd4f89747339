/**
 * Google Photos filters (spec 3 sections 3, 4, 7 and 9): the filter state,
 * the interplay rules, "Add filter", and the query the list call sends.
 *
 * - Changing the media type to video drops the category; setting a category
 *   drops the video media type (Google has no categories for videos).
 * - "Add filter" picks the next unused filter, in the order media type,
 *   category, date, favorite, with a first value for each.
 * - Query: mediaType=photo|video, categoryInclude=<category>,
 *   feature=favorite, dateRange=<start>:<end> (YYYY-MM-DD; 0000-00-00 for an
 *   open end). Relative ranges (last 7 days …) run from their start to an
 *   open end; a specific year with Any Month (-1) covers the whole year.
 */
import {
	ANY_MONTH,
	GOOGLE_CATEGORIES,
	MIN_YEAR,
	type DateRange,
	type MediaType,
} from './constants';

export interface DateFilter {
	range: DateRange;
	/** 0 to 11, or ANY_MONTH; only for specific_month. */
	month?: number;
	year?: number;
}

export interface GoogleFilters {
	mediaType?: MediaType;
	category?: string;
	date?: DateFilter;
	favorite?: boolean;
}

export type FilterName = keyof GoogleFilters;

export const FILTER_ORDER: FilterName[] = [
	'mediaType',
	'category',
	'date',
	'favorite',
];

export const OPEN_DATE = '0000-00-00';

/** Sets (or, with undefined, removes) one filter, applying the interplay. */
export function setFilter< Name extends FilterName >(
	filters: GoogleFilters,
	name: Name,
	value: GoogleFilters[ Name ] | undefined
): GoogleFilters {
	const next: GoogleFilters = { ...filters };
	if ( value === undefined ) {
		delete next[ name ];
		return next;
	}
	next[ name ] = value;
	if ( name === 'mediaType' && value === 'video' ) {
		delete next.category;
	}
	if ( name === 'category' && next.mediaType === 'video' ) {
		delete next.mediaType;
	}
	return next;
}

/** The first filter not in use, or null when all are. */
export function nextUnusedFilter( filters: GoogleFilters ): FilterName | null {
	return (
		FILTER_ORDER.find( ( name ) => filters[ name ] === undefined ) ?? null
	);
}

export function defaultFilterValue< Name extends FilterName >(
	name: Name
): GoogleFilters[ Name ] {
	const defaults: Required< GoogleFilters > = {
		mediaType: 'photo',
		category: GOOGLE_CATEGORIES[ 0 ],
		date: { range: 'any' },
		favorite: true,
	};
	return defaults[ name ];
}

/** "Add filter": the next unused filter with its first value. */
export function addNextFilter( filters: GoogleFilters ): GoogleFilters {
	const name = nextUnusedFilter( filters );
	return name
		? setFilter( filters, name, defaultFilterValue( name ) )
		: filters;
}

function pad( value: number ): string {
	return String( value ).padStart( 2, '0' );
}

export function formatDate( date: Date ): string {
	return `${ date.getFullYear() }-${ pad( date.getMonth() + 1 ) }-${ pad(
		date.getDate()
	) }`;
}

/** A year the filter accepts: a whole number from 1970 to this year. */
export function clampYear( year: number, now: Date = new Date() ): number {
	const max = now.getFullYear();
	if ( ! Number.isFinite( year ) ) {
		return max;
	}
	return Math.min( max, Math.max( MIN_YEAR, Math.trunc( year ) ) );
}

/**
 * The year typed in the Year field, read when the author leaves the field or
 * presses Enter (never per keystroke, so any year can be typed): a whole
 * number from 1970 to this year, or null.
 */
export function parseYear(
	text: string,
	now: Date = new Date()
): number | null {
	const trimmed = text.trim();
	if ( ! /^\d{4}$/.test( trimmed ) ) {
		return null;
	}
	const year = Number( trimmed );
	return year >= MIN_YEAR && year <= now.getFullYear() ? year : null;
}

/** The dateRange value, or null when the date filter sets no bound. */
export function dateRangeQuery(
	date: DateFilter,
	now: Date = new Date()
): string | null {
	const start = new Date( now.getFullYear(), now.getMonth(), now.getDate() );
	switch ( date.range ) {
		case 'last_7_days':
			start.setDate( start.getDate() - 7 );
			break;
		case 'last_30_days':
			start.setDate( start.getDate() - 30 );
			break;
		case 'last_6_months':
			start.setMonth( start.getMonth() - 6 );
			break;
		case 'last_12_months':
			start.setMonth( start.getMonth() - 12 );
			break;
		case 'specific_month': {
			if ( date.year === undefined ) {
				return null;
			}
			const year = clampYear( date.year, now );
			const month = date.month ?? ANY_MONTH;
			if ( month === ANY_MONTH || month < 0 || month > 11 ) {
				return `${ year }-01-01:${ year }-12-31`;
			}
			const last = new Date( year, month + 1, 0 ).getDate();
			return `${ year }-${ pad( month + 1 ) }-01:${ year }-${ pad(
				month + 1
			) }-${ pad( last ) }`;
		}
		default:
			return null;
	}
	return `${ formatDate( start ) }:${ OPEN_DATE }`;
}

/** The filter query: one "key=value" string a filter, in a stable order. */
export function filterQuery(
	filters: GoogleFilters,
	now: Date = new Date()
): string[] {
	const query: string[] = [];
	if ( filters.mediaType && filters.mediaType !== 'all' ) {
		query.push( `mediaType=${ filters.mediaType }` );
	}
	if (
		filters.category &&
		GOOGLE_CATEGORIES.includes( filters.category ) &&
		filters.mediaType !== 'video'
	) {
		query.push( `categoryInclude=${ filters.category }` );
	}
	if ( filters.favorite ) {
		query.push( 'feature=favorite' );
	}
	if ( filters.date ) {
		const range = dateRangeQuery( filters.date, now );
		if ( range ) {
			query.push( `dateRange=${ range }` );
		}
	}
	return query;
}
