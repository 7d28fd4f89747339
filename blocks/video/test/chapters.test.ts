import fc from 'fast-check';
import {
	chaptersToVtt,
	parseChapterLine,
	parseChapters,
	toSeconds,
	type Chapter,
} from '../lib/chapters';

describe( 'parseChapterLine', () => {
	it.each( [
		[ '0:00 Intro', { startAt: '00:00:00', title: 'Intro' } ],
		[ '(1:05) - Setup', { startAt: '00:01:05', title: 'Setup' } ],
		[ 'The end - 12:30', { startAt: '00:12:30', title: 'The end' } ],
		[ '1:02:03 Deep dive', { startAt: '01:02:03', title: 'Deep dive' } ],
		[ '10:02:03 — Late', { startAt: '10:02:03', title: 'Late' } ],
		[
			'a 0:10 longer title here',
			{ startAt: '00:00:10', title: 'longer title here' },
		],
	] )( '%s', ( line, expected ) => {
		expect( parseChapterLine( line ) ).toEqual( expected );
	} );

	it( 'drops lines without a valid time', () => {
		expect( parseChapterLine( 'No time here' ) ).toBeNull();
		expect( parseChapterLine( '1:75 bad seconds' ) ).toBeNull();
		expect( parseChapterLine( '1:61:00 bad minutes' ) ).toBeNull();
	} );
} );

describe( 'parseChapters', () => {
	it( 'sorts by start time and drops other lines', () => {
		expect(
			parseChapters( 'My video\n2:00 Second\n0:00 First\n\nThanks!' )
		).toEqual( [
			{ startAt: '00:00:00', title: 'First' },
			{ startAt: '00:02:00', title: 'Second' },
		] );
	} );

	const title = fc
		.stringMatching( /^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/ )
		.filter( ( text ) => text.trim() === text );
	const time = fc.record( {
		h: fc.integer( { min: 0, max: 9 } ),
		m: fc.integer( { min: 0, max: 59 } ),
		s: fc.integer( { min: 0, max: 59 } ),
	} );

	it( 'finds every chapter line, in start order, whatever the layout (property)', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.record( {
						time,
						title,
						parens: fc.boolean(),
						titleFirst: fc.boolean(),
						dash: fc.boolean(),
					} ),
					{ maxLength: 15 }
				),
				fc.array( fc.stringMatching( /^[A-Za-z ,.!]*$/ ), {
					maxLength: 5,
				} ),
				( entries, noise ) => {
					const lines = entries.map( ( entry ) => {
						const clock = entry.time.h
							? `${ entry.time.h }:${ String(
									entry.time.m
							  ).padStart( 2, '0' ) }:${ String(
									entry.time.s
							  ).padStart( 2, '0' ) }`
							: `${ entry.time.m }:${ String(
									entry.time.s
							  ).padStart( 2, '0' ) }`;
						const stamp = entry.parens ? `(${ clock })` : clock;
						const dash = entry.dash ? ' - ' : ' ';
						return entry.titleFirst
							? `${ entry.title }${ dash }${ stamp }`
							: `${ stamp }${ dash }${ entry.title }`;
					} );
					const chapters = parseChapters(
						[ ...lines, ...noise ].join( '\n' )
					);
					expect( chapters ).toHaveLength( entries.length );
					const seconds = chapters.map( ( c ) =>
						toSeconds( c.startAt )
					);
					expect( seconds ).toEqual(
						[ ...seconds ].sort( ( a, b ) => a - b )
					);
					for ( const chapter of chapters ) {
						expect( chapter.startAt ).toMatch(
							/^\d{2}:\d{2}:\d{2}$/
						);
						expect( chapter.title ).not.toMatch( /^[-\s]|[-\s]$/ );
					}
					expect( chapters.map( ( c ) => c.title ).sort() ).toEqual(
						entries.map( ( e ) => e.title ).sort()
					);
				}
			)
		);
	} );

	it( 'never throws and always returns well-formed chapters (property)', () => {
		fc.assert(
			fc.property( fc.string( { maxLength: 300 } ), ( text ) => {
				for ( const chapter of parseChapters( text ) ) {
					expect( chapter.startAt ).toMatch(
						/^\d{2}:[0-5]\d:[0-5]\d$/
					);
				}
			} )
		);
	} );
} );

describe( 'chaptersToVtt', () => {
	it( 'escapes &, < and --> in titles, so no title ends a cue or starts markup', () => {
		expect(
			chaptersToVtt( [
				{ startAt: '00:00:00', title: 'Q&A <b>live</b>' },
				{ startAt: '00:01:00', title: 'Before --> after' },
			] )
		).toBe(
			'WEBVTT\n\n1\n00:00:00.000 --> 00:01:00.000\nQ&amp;A &lt;b&gt;live&lt;/b&gt;\n\n2\n00:01:00.001 --> 99:59:59.000\nBefore --&gt; after\n'
		);
	} );

	it( 'keeps every title on its cue line, escaped (property)', () => {
		fc.assert(
			fc.property(
				fc.string( {
					unit: fc.constantFrom( 'a', '&', '<', '>', '-', ' ' ),
				} ),
				( title ) => {
					const vtt = chaptersToVtt( [
						{ startAt: '00:00:00', title },
					] );
					const text = vtt.split( '\n' )[ 4 ];
					expect( vtt.match( /-->/g ) ).toHaveLength( 1 );
					expect( text ).not.toMatch( /<|&(?!amp;|lt;|gt;)/ );
					expect(
						text
							.replace( /&lt;/g, '<' )
							.replace( /&gt;/g, '>' )
							.replace( /&amp;/g, '&' )
					).toBe( title );
				}
			)
		);
	} );

	it( 'writes cues ending at the next start, the last at 99:59:59', () => {
		expect(
			chaptersToVtt( [
				{ startAt: '00:00:00', title: 'Intro' },
				{ startAt: '00:01:30', title: 'Main' },
			] )
		).toBe(
			'WEBVTT\n\n1\n00:00:00.000 --> 00:01:30.000\nIntro\n\n2\n00:01:30.001 --> 99:59:59.000\nMain\n'
		);
	} );

	it( 'ends the last chapter at the given length', () => {
		expect(
			chaptersToVtt( [ { startAt: '00:00:00', title: 'All' } ], 3725 )
		).toContain( '00:00:00.000 --> 01:02:05.000' );
	} );

	it( 'ends the last chapter at the exact length, to the millisecond', () => {
		expect(
			chaptersToVtt(
				[
					{ startAt: '00:00:00', title: 'Intro' },
					{ startAt: '00:00:10', title: 'Ending' },
				],
				10.5
			)
		).toContain( '00:00:10.001 --> 00:00:10.500\nEnding' );
		expect(
			chaptersToVtt( [ { startAt: '00:00:10', title: 'All' } ], 10.4 )
		).toContain( '00:00:10.000 --> 00:00:10.400\nAll' );
	} );

	it.each( [
		[ 'at the length (to the millisecond)', 10.0004 ],
		[ 'at the exact length', 10 ],
		[ 'after the length', 8 ],
	] )( 'keeps the last cue valid when it starts %s', ( _case, length ) => {
		const vtt = chaptersToVtt(
			[
				{ startAt: '00:00:00', title: 'Intro' },
				{ startAt: '00:00:10', title: 'Late' },
			],
			length
		);
		expect( vtt ).toContain( '00:00:10.001 --> 99:59:59.000\nLate' );
	} );

	it( 'ends a last chapter at 99:59:59 one second later, in three-digit WebVTT hours', () => {
		expect(
			chaptersToVtt( [ { startAt: '99:59:59', title: 'Only' } ], 0.001 )
		).toContain( '99:59:59.000 --> 100:00:00.000\nOnly' );
	} );

	it( 'never writes a last cue that ends before it starts, whatever the length (property)', () => {
		const ms = ( time: string ) => {
			const [ clock, millis ] = time.split( '.' );
			return toSeconds( clock ) * 1000 + Number( millis );
		};
		fc.assert(
			fc.property(
				fc.integer( { min: 1, max: 99 * 3600 + 3599 } ),
				fc.double( { min: 0.001, max: 99 * 3600, noNaN: true } ),
				fc.boolean(),
				( seconds, length, alone ) => {
					const startAt = [
						Math.floor( seconds / 3600 ),
						Math.floor( ( seconds % 3600 ) / 60 ),
						seconds % 60,
					]
						.map( ( n ) => String( n ).padStart( 2, '0' ) )
						.join( ':' );
					const chapters = alone
						? [ { startAt, title: 'Only' } ]
						: [
								{ startAt: '00:00:00', title: 'First' },
								{ startAt, title: 'Last' },
						  ];
					const cues = [
						...chaptersToVtt( chapters, length ).matchAll(
							/^(\d{2,}:\d\d:\d\d\.\d{3}) --> (\d{2,}:\d\d:\d\d\.\d{3})$/gm
						),
					];
					const last = cues[ cues.length - 1 ];
					expect( ms( last[ 2 ] ) ).toBeGreaterThan(
						ms( last[ 1 ] )
					);
				}
			)
		);
	} );

	const sortedChapters = fc
		.array(
			fc.record( {
				seconds: fc.integer( { min: 0, max: 99 * 3600 } ),
				title: fc.stringMatching( /^[A-Za-z][A-Za-z ]{0,10}$/ ),
			} ),
			{ minLength: 1, maxLength: 20 }
		)
		.map( ( list ): Chapter[] =>
			list
				.map( ( item ) => item.seconds )
				.sort( ( a, b ) => a - b )
				.map( ( seconds, index ) => ( {
					startAt: [
						Math.floor( seconds / 3600 ),
						Math.floor( ( seconds % 3600 ) / 60 ),
						seconds % 60,
					]
						.map( ( n ) => String( n ).padStart( 2, '0' ) )
						.join( ':' ),
					title: list[ index ].title,
				} ) )
		);

	it( 'one cue a time, chained end to start, .000 then .001, the last title at each time (property)', () => {
		fc.assert(
			fc.property( sortedChapters, ( chapters ) => {
				const vtt = chaptersToVtt( chapters );
				expect( vtt.startsWith( 'WEBVTT\n\n' ) ).toBe( true );
				// The chapters that last: the last one at each start time.
				const lasting = chapters.filter(
					( chapter, index ) =>
						index + 1 === chapters.length ||
						chapters[ index + 1 ].startAt !== chapter.startAt
				);
				const cues = [
					...vtt.matchAll(
						/^(\d\d:\d\d:\d\d)\.(\d{3}) --> (\d\d:\d\d:\d\d)\.000\n(.*)$/gm
					),
				];
				expect( cues ).toHaveLength( lasting.length );
				cues.forEach( ( cue, index ) => {
					expect( cue[ 1 ] ).toBe( lasting[ index ].startAt );
					expect( cue[ 2 ] ).toBe( index === 0 ? '000' : '001' );
					expect( cue[ 3 ] ).toBe(
						index + 1 < lasting.length
							? lasting[ index + 1 ].startAt
							: '99:59:59'
					);
					expect( cue[ 4 ] ).toBe( lasting[ index ].title );
					expect( toSeconds( cue[ 3 ] ) ).toBeGreaterThan(
						toSeconds( cue[ 1 ] )
					);
				} );
			} )
		);
	} );

	it( 'writes two chapters at the same time as one cue, the later title', () => {
		expect(
			chaptersToVtt( [
				{ startAt: '00:00:00', title: 'Intro' },
				{ startAt: '00:01:00', title: 'Typo' },
				{ startAt: '00:01:00', title: 'Part one' },
				{ startAt: '00:02:00', title: 'Part two' },
			] )
		).toBe(
			'WEBVTT\n\n1\n00:00:00.000 --> 00:01:00.000\nIntro\n\n2\n00:01:00.001 --> 00:02:00.000\nPart one\n\n3\n00:02:00.001 --> 99:59:59.000\nPart two\n'
		);
	} );
} );
