/**
 * Chapters written in a video's description (spec 3 section 5, "Chapters"):
 * each line with a time (m:ss or h:mm:ss, optionally in parentheses) is a
 * chapter; its title is the text on the side of the time that has more of
 * it, without a leading or trailing dash. Lines without a time are dropped;
 * chapters are sorted by start time (stable for equal times).
 *
 * startAt is always hh:mm:ss: single-digit hours are zero-padded, as the spec
 * says, and so are minutes (m:ss becomes 00:0m:ss), so that the WebVTT
 * generator can use it as it is.
 */
export interface Chapter {
	startAt: string;
	title: string;
}

// h:mm:ss or m:ss (minutes up to two digits), optionally in parentheses.
const TIME = /\(?\b(?:(\d{1,2}):)?(\d{1,2}):(\d{2})\b\)?/;
const DASHES = /^[-–—\s]+|[-–—\s]+$/g;

const pad = ( value: number ) => String( value ).padStart( 2, '0' );

/** Seconds from hh:mm:ss. */
export function toSeconds( startAt: string ): number {
	const [ hours, minutes, seconds ] = startAt.split( ':' ).map( Number );
	return hours * 3600 + minutes * 60 + seconds;
}

/** One line's chapter, or null when it has no valid time. */
export function parseChapterLine( line: string ): Chapter | null {
	const match = TIME.exec( line );
	if ( ! match ) {
		return null;
	}
	const hours = match[ 1 ] === undefined ? 0 : Number( match[ 1 ] );
	const minutes = Number( match[ 2 ] );
	const seconds = Number( match[ 3 ] );
	if ( seconds > 59 || ( match[ 1 ] !== undefined && minutes > 59 ) ) {
		return null;
	}
	const before = line.slice( 0, match.index ).trim();
	const after = line.slice( match.index + match[ 0 ].length ).trim();
	const title = ( after.length >= before.length ? after : before )
		.replace( DASHES, '' )
		.trim();
	return {
		startAt: `${ pad( hours ) }:${ pad( minutes ) }:${ pad( seconds ) }`,
		title,
	};
}

/** Every chapter of a description, sorted by start time. */
export function parseChapters( description: string ): Chapter[] {
	return description
		.split( /\r?\n/ )
		.map( parseChapterLine )
		.filter( ( chapter ): chapter is Chapter => chapter !== null )
		.map( ( chapter, index ) => ( { chapter, index } ) )
		.sort(
			( a, b ) =>
				toSeconds( a.chapter.startAt ) -
					toSeconds( b.chapter.startAt ) || a.index - b.index
		)
		.map( ( { chapter } ) => chapter );
}

/** Whether a description holds at least one chapter line. */
export function hasChapters( description: string ): boolean {
	return parseChapters( description ).length > 0;
}

const LAST_END = '99:59:59';

/** hh:mm:ss of a number of seconds (hours padded to two digits at least). */
export function formatSeconds( total: number ): string {
	const whole = Math.max( 0, Math.floor( total ) );
	return `${ pad( Math.floor( whole / 3600 ) ) }:${ pad(
		Math.floor( ( whole % 3600 ) / 60 )
	) }:${ pad( whole % 60 ) }`;
}

/**
 * A chapter title as WebVTT cue text: & and < start markup there, and --> ends
 * a cue's timing, so they are written as character references (> as &gt;,
 * which covers -->). Players show the title as it was typed.
 */
export function escapeCueText( title: string ): string {
	return title
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/** hh:mm:ss.mmm of a number of milliseconds. */
function formatMilliseconds( total: number ): string {
	const whole = Math.max( 0, Math.round( total ) );
	return `${ formatSeconds( Math.floor( whole / 1000 ) ) }.${ String(
		whole % 1000
	).padStart( 3, '0' ) }`;
}

/**
 * The WebVTT chapters file: each chapter ends where the next starts; the
 * last ends at `videoLength` (seconds, to the millisecond) when given and
 * after its start, else at 99:59:59 (or one second after its start, should
 * it start later than that). So no cue ends before it starts, even when the
 * last chapter starts at or after the video's length. The first cue starts
 * at .000, the others at .001 so that no two cues overlap. Of chapters that
 * start at the same second, only the last is written (the others would last
 * no time at all).
 */
export function chaptersToVtt(
	chapters: Chapter[],
	videoLength?: number
): string {
	// A chapter followed by one at the same time has no length: it is left
	// out, so that no cue ends before it starts.
	const timed = chapters.filter(
		( chapter, index ) =>
			index + 1 === chapters.length ||
			toSeconds( chapters[ index + 1 ].startAt ) >
				toSeconds( chapter.startAt )
	);
	const cues = timed.map( ( chapter, index ) => {
		const startMs =
			toSeconds( chapter.startAt ) * 1000 + ( index === 0 ? 0 : 1 );
		let end: string;
		if ( index + 1 < timed.length ) {
			end = `${ timed[ index + 1 ].startAt }.000`;
		} else {
			const lengthMs =
				videoLength !== undefined && videoLength > 0
					? Math.round( videoLength * 1000 )
					: 0;
			const lastMs = toSeconds( LAST_END ) * 1000;
			if ( lengthMs > startMs ) {
				end = formatMilliseconds( lengthMs );
			} else if ( lastMs > startMs ) {
				end = `${ LAST_END }.000`;
			} else {
				end = formatMilliseconds( startMs + 1000 );
			}
		}
		return `${ index + 1 }\n${ formatMilliseconds(
			startMs
		) } --> ${ end }\n${ escapeCueText( chapter.title ) }`;
	} );
	return `WEBVTT\n\n${ cues.join( '\n\n' ) }\n`;
}
