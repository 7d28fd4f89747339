/**
 * What the visitors' player (view.ts) computes, kept apart from the DOM
 * wiring so that it is tested on its own: clock times, the chapters of a
 * chapters track, the chapter at a time, and the average colour that
 * "Match video" gives the progress bar.
 */

export interface PlayerChapter {
	/** Seconds. */
	start: number;
	title: string;
}

/** m:ss, or h:mm:ss from an hour on. */
export function clock( total: number ): string {
	const whole = Number.isFinite( total )
		? Math.max( 0, Math.floor( total ) )
		: 0;
	const hours = Math.floor( whole / 3600 );
	const minutes = Math.floor( ( whole % 3600 ) / 60 );
	const seconds = String( whole % 60 ).padStart( 2, '0' );
	return hours
		? `${ hours }:${ String( minutes ).padStart( 2, '0' ) }:${ seconds }`
		: `${ minutes }:${ seconds }`;
}

/** The chapters of a chapters track's cues, in start order, untitled ones left out. */
export function chaptersFromCues(
	cues: ArrayLike< { startTime: number; text?: string } >
): PlayerChapter[] {
	return Array.from( cues )
		.map( ( cue ) => ( {
			start: Math.max( 0, cue.startTime ),
			title: ( cue.text ?? '' ).trim(),
		} ) )
		.filter( ( chapter ) => chapter.title !== '' )
		.sort( ( a, b ) => a.start - b.start );
}

/** The index of the chapter playing at `time` (-1 before the first). */
export function chapterAt( chapters: PlayerChapter[], time: number ): number {
	let found = -1;
	chapters.forEach( ( chapter, index ) => {
		// Cues after the first start at .001: a seek to a chapter lands in it.
		if ( chapter.start <= time + 0.01 ) {
			found = index;
		}
	} );
	return found;
}

/** A position as a percentage of the length (0 when the length is unknown). */
export function share( time: number, length: number ): number {
	if ( ! ( length > 0 ) || ! Number.isFinite( length ) ) {
		return 0;
	}
	return Math.min( 100, Math.max( 0, ( time / length ) * 100 ) );
}

const hex = ( value: number ) =>
	Math.round( value ).toString( 16 ).padStart( 2, '0' );

/**
 * The average colour of RGBA pixels as #rrggbb (transparent pixels left
 * out), or null when there is none. Too dark an average is lifted so that
 * the played part stays visible on the dark bar.
 */
export function averageColor( pixels: ArrayLike< number > ): string | null {
	let red = 0;
	let green = 0;
	let blue = 0;
	let count = 0;
	for ( let index = 0; index + 3 < pixels.length; index += 4 ) {
		if ( pixels[ index + 3 ] === 0 ) {
			continue;
		}
		red += pixels[ index ];
		green += pixels[ index + 1 ];
		blue += pixels[ index + 2 ];
		count++;
	}
	if ( ! count ) {
		return null;
	}
	let rgb = [ red / count, green / count, blue / count ];
	const light = Math.max( ...rgb );
	const MIN_LIGHT = 96;
	if ( light < MIN_LIGHT ) {
		rgb = light
			? rgb.map( ( value ) => ( value / light ) * MIN_LIGHT )
			: [ MIN_LIGHT, MIN_LIGHT, MIN_LIGHT ];
	}
	return `#${ rgb.map( hex ).join( '' ) }`;
}
