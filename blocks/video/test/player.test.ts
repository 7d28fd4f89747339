/**
 * The visitors' player's computations (lib/player.ts) and the poster still's
 * size and name (lib/poster-still.ts). The player itself, in a browser, is
 * covered by tests/e2e/video.spec.ts.
 */
import {
	averageColor,
	chapterAt,
	chaptersFromCues,
	clock,
	share,
} from '../lib/player';
import { stillName, stillSize } from '../lib/poster-still';

describe( 'player', () => {
	it( 'writes times as m:ss, and h:mm:ss from an hour', () => {
		expect( clock( 0 ) ).toBe( '0:00' );
		expect( clock( 2.9 ) ).toBe( '0:02' );
		expect( clock( 75 ) ).toBe( '1:15' );
		expect( clock( 3725 ) ).toBe( '1:02:05' );
		expect( clock( Infinity ) ).toBe( '0:00' );
		expect( clock( NaN ) ).toBe( '0:00' );
	} );

	it( 'reads chapters from cues, in start order, untitled ones left out', () => {
		expect(
			chaptersFromCues( [
				{ startTime: 2.001, text: 'Ending' },
				{ startTime: 0, text: ' Intro ' },
				{ startTime: 1, text: '' },
			] )
		).toEqual( [
			{ start: 0, title: 'Intro' },
			{ start: 2.001, title: 'Ending' },
		] );
	} );

	it( 'finds the chapter at a time, a seek to a chapter’s start landing in it', () => {
		const chapters = [
			{ start: 0, title: 'Intro' },
			{ start: 2.001, title: 'Ending' },
		];
		expect( chapterAt( chapters, 0 ) ).toBe( 0 );
		expect( chapterAt( chapters, 1.9 ) ).toBe( 0 );
		expect( chapterAt( chapters, 2 ) ).toBe( 1 );
		expect( chapterAt( [ { start: 5, title: 'Late' } ], 1 ) ).toBe( -1 );
	} );

	it( 'gives positions as a share of the length, 0 when it is unknown', () => {
		expect( share( 1, 4 ) ).toBe( 25 );
		expect( share( 5, 4 ) ).toBe( 100 );
		expect( share( 1, Infinity ) ).toBe( 0 );
		expect( share( 1, 0 ) ).toBe( 0 );
	} );

	it( 'matches the video: the average of opaque pixels, lifted when too dark', () => {
		// Red and green, and a transparent pixel left out.
		expect(
			averageColor( [ 200, 0, 0, 255, 0, 200, 0, 255, 9, 9, 9, 0 ] )
		).toBe( '#646400' );
		// Near black is lifted to a visible shade of its own hue.
		expect( averageColor( [ 10, 20, 40, 255 ] ) ).toBe( '#183060' );
		expect( averageColor( [ 0, 0, 0, 255 ] ) ).toBe( '#606060' );
		expect( averageColor( [] ) ).toBeNull();
	} );
} );

describe( 'poster still', () => {
	it( 'keeps the video’s shape, at most 1920 pixels a side', () => {
		expect( stillSize( 640, 360 ) ).toEqual( { width: 640, height: 360 } );
		expect( stillSize( 3840, 2160 ) ).toEqual( {
			width: 1920,
			height: 1080,
		} );
		expect( stillSize( 1080, 3840 ) ).toEqual( {
			width: 540,
			height: 1920,
		} );
	} );

	it( 'is named after the video', () => {
		expect( stillName( 'Journey clip' ) ).toBe( 'journey-clip-poster.jpg' );
		expect( stillName( '  ' ) ).toBe( 'video-poster.jpg' );
		expect( stillName( 'Été 2026!' ) ).toBe( 'ete-2026-poster.jpg' );
	} );
} );
