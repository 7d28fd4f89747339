/**
 * Business hours as the block stores them (spec 1, section 3): seven days
 * Sun..Sat, each with a list of intervals of opening and closing times as
 * HH:MM. Every update is immutable and touches only the day it names.
 */
import { dateI18n } from '@wordpress/date';
import { DAY_NAMES } from '../../store/business-hours';
import type { DayName } from '../../store/business-hours';

export { DAY_NAMES };
export type { DayName };

export interface Interval {
	opening: string;
	closing: string;
}

export interface Day {
	name: DayName;
	hours: Interval[];
}

/** Spec 1, section 9: default business hours 09:00 to 17:00. */
export const DEFAULT_HOURS: Readonly< Interval > = Object.freeze( {
	opening: '09:00',
	closing: '17:00',
} );

/** Monday to Friday 09:00–17:00; Saturday and Sunday closed. */
export function defaultDays(): Day[] {
	return DAY_NAMES.map( ( name ) => ( {
		name,
		hours: name === 'Sun' || name === 'Sat' ? [] : [ { ...DEFAULT_HOURS } ],
	} ) );
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTime( value: unknown ): value is string {
	return typeof value === 'string' && TIME.test( value );
}

function toMinutes( time: string ): number {
	const [ hours, minutes ] = time.split( ':' ).map( Number );
	return hours * 60 + minutes;
}

function fromMinutes( total: number ): string {
	const clamped = Math.max( 0, Math.min( total, 23 * 60 + 59 ) );
	const hours = Math.floor( clamped / 60 );
	const minutes = clamped % 60;
	return `${ String( hours ).padStart( 2, '0' ) }:${ String(
		minutes
	).padStart( 2, '0' ) }`;
}

function updateDay(
	days: Day[],
	name: DayName,
	update: ( hours: Interval[] ) => Interval[]
): Day[] {
	return days.map( ( day ) =>
		day.name === name ? { ...day, hours: update( day.hours ) } : day
	);
}

export function isOpen( day: Day ): boolean {
	return day.hours.length > 0;
}

/** Closing a day empties its intervals; opening it sets 09:00–17:00. */
export function toggleDay( days: Day[], name: DayName, open: boolean ): Day[] {
	return updateDay( days, name, () =>
		open ? [ { ...DEFAULT_HOURS } ] : []
	);
}

const LAST_MINUTE = 23 * 60 + 59;
const PROPOSED_LENGTH = 120;

/**
 * The minutes of the day (0–1439) that the day's complete intervals cover,
 * each from its opening up to its closing; an overnight one covers the end
 * of the day and its start.
 */
function coveredMinutes( hours: Interval[] ): boolean[] {
	const covered = new Array< boolean >( 24 * 60 ).fill( false );
	const mark = ( from: number, to: number ) => covered.fill( true, from, to );
	for ( const { opening, closing } of hours ) {
		if ( isValidTime( opening ) && isValidTime( closing ) ) {
			const from = toMinutes( opening );
			const to = toMinutes( closing );
			if ( to > from ) {
				mark( from, to );
			} else {
				mark( from, covered.length );
				mark( 0, to );
			}
		}
	}
	return covered;
}

/**
 * The interval that Add Hours proposes: the first free time of the day from
 * the last interval's closing time on (then from 00:00, when the day is
 * taken up to 23:59), for two hours at most, ending where other hours start
 * or at 23:59. So after 09:00–17:00 it is 17:00–19:00, after 09:00–23:59 it
 * is 00:00–02:00, never 23:59–23:59. 09:00–17:00 when the day has no valid
 * closing time to follow; null when no minute of the day is free.
 */
export function nextInterval( hours: Interval[] ): Interval | null {
	const last = hours[ hours.length - 1 ];
	if ( ! last || ! isValidTime( last.closing ) ) {
		return { ...DEFAULT_HOURS };
	}
	const covered = coveredMinutes( hours );
	const start = toMinutes( last.closing );
	const isFree = ( minute: number ) =>
		minute < LAST_MINUTE && ! covered[ minute ];
	let free = covered.findIndex(
		( _, minute ) => minute >= start && isFree( minute )
	);
	if ( free < 0 ) {
		free = covered.findIndex( ( _, minute ) => isFree( minute ) );
	}
	if ( free < 0 ) {
		return null;
	}
	const limit = Math.min( free + PROPOSED_LENGTH, LAST_MINUTE );
	let end = free + 1;
	while ( end < limit && ! covered[ end ] ) {
		end++;
	}
	return { opening: fromMinutes( free ), closing: fromMinutes( end ) };
}

/** Add Hours is offered while the day has time left to propose. */
export function canAddInterval( day: Day ): boolean {
	return nextInterval( day.hours ) !== null;
}

export function addInterval( days: Day[], name: DayName ): Day[] {
	return updateDay( days, name, ( hours ) => {
		const next = nextInterval( hours );
		return next ? [ ...hours, next ] : hours;
	} );
}

/** Remove Hours exists only while a day has more than one interval. */
export function canRemoveInterval( day: Day ): boolean {
	return day.hours.length > 1;
}

export function removeInterval(
	days: Day[],
	name: DayName,
	index: number
): Day[] {
	return updateDay( days, name, ( hours ) =>
		hours.length > 1 ? hours.filter( ( _, i ) => i !== index ) : hours
	);
}

export function setIntervalTime(
	days: Day[],
	name: DayName,
	index: number,
	field: keyof Interval,
	value: string
): Day[] {
	return updateDay( days, name, ( hours ) =>
		hours.map( ( interval, i ) =>
			i === index ? { ...interval, [ field ]: value } : interval
		)
	);
}

/** How an interval reads in the editor, for its hint. */
export function intervalProblem(
	interval: Interval
): 'incomplete' | 'overnight' | null {
	if (
		! isValidTime( interval.opening ) ||
		! isValidTime( interval.closing )
	) {
		return 'incomplete';
	}
	return toMinutes( interval.closing ) <= toMinutes( interval.opening )
		? 'overnight'
		: null;
}

/**
 * The days in week order starting at startOfWeek (0 = Sunday). Days the
 * attribute lacks are left out; a day listed twice shows once.
 */
export function orderDays( days: Day[], startOfWeek: number ): Day[] {
	const start =
		Number.isInteger( startOfWeek ) && startOfWeek >= 0 && startOfWeek <= 6
			? startOfWeek
			: 0;
	const byName = new Map< string, Day >();
	for ( const day of days ) {
		if ( ! byName.has( day.name ) ) {
			byName.set( day.name, day );
		}
	}
	const ordered: Day[] = [];
	for ( let offset = 0; offset < 7; offset++ ) {
		const day = byName.get( DAY_NAMES[ ( start + offset ) % 7 ] );
		if ( day ) {
			ordered.push( day );
		}
	}
	return ordered;
}

// dateI18n costs about 18 µs a call and every preview render formats each
// interval; a day has only 1,440 times, so each is formatted once a format.
const formattedTimes = new Map< string, string >();

/** "17:30" in a PHP-style time format ("g:i a" gives "5:30 pm"); null if invalid. */
export function formatTime( time: string, format: string ): string | null {
	if ( ! isValidTime( time ) ) {
		return null;
	}
	const key = `${ format }\n${ time }`;
	let formatted = formattedTimes.get( key );
	if ( formatted === undefined ) {
		// A fixed date in UTC, so that no time zone shifts the hour.
		formatted = dateI18n( format, `2001-01-01T${ time }:00Z`, 'UTC' );
		formattedTimes.set( key, formatted );
	}
	return formatted;
}

/**
 * A day's hours as visitors read them: "9:00 am – 5:00 pm, 6:00 pm – 8:00 pm".
 * Intervals without two valid times are left out; null means closed.
 * The server render (blocks/business-hours/render.php) matches it.
 */
export function formatDay( hours: Interval[], format: string ): string | null {
	const parts = hours.flatMap( ( interval ) => {
		const opening = formatTime( interval.opening, format );
		const closing = formatTime( interval.closing, format );
		return opening !== null && closing !== null
			? [ `${ opening } – ${ closing }` ]
			: [];
	} );
	return parts.length ? parts.join( ', ' ) : null;
}

/** Reads the stored attribute defensively: unknown days and bad intervals are dropped. */
export function normaliseDays( value: unknown ): Day[] {
	if ( ! Array.isArray( value ) ) {
		return defaultDays();
	}
	return value.flatMap( ( day ): Day[] => {
		if (
			! day ||
			! ( DAY_NAMES as readonly string[] ).includes( day.name )
		) {
			return [];
		}
		const hours = Array.isArray( day.hours ) ? day.hours : [];
		return [
			{
				name: day.name,
				hours: hours
					.filter(
						( interval: unknown ) =>
							interval && typeof interval === 'object'
					)
					.map( ( interval: Partial< Interval > ) => ( {
						opening:
							typeof interval.opening === 'string'
								? interval.opening
								: '',
						closing:
							typeof interval.closing === 'string'
								? interval.closing
								: '',
					} ) ),
			},
		];
	} );
}
