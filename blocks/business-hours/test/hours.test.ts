import fc from 'fast-check';
import {
	DAY_NAMES,
	addInterval,
	canAddInterval,
	canRemoveInterval,
	defaultDays,
	formatDay,
	formatTime,
	intervalProblem,
	isValidTime,
	nextInterval,
	normaliseDays,
	orderDays,
	removeInterval,
	toggleDay,
	setIntervalTime,
} from '../hours';
import type { Day, DayName } from '../hours';
import metadata from '../block.json';

const day = ( days: Day[], name: DayName ) =>
	days.find( ( d ) => d.name === name )!;
const time = fc
	.tuple(
		fc.integer( { min: 0, max: 23 } ),
		fc.integer( { min: 0, max: 59 } )
	)
	.map(
		( [ h, m ] ) =>
			`${ String( h ).padStart( 2, '0' ) }:${ String( m ).padStart(
				2,
				'0'
			) }`
	);

describe( 'default hours', () => {
	it( 'opens Monday to Friday 09:00–17:00 and closes the weekend', () => {
		const days = defaultDays();
		// Every day once, Sunday first (DAY_NAMES, the route's order).
		expect( days.map( ( d ) => d.name ) ).toEqual( DAY_NAMES );
		for ( const name of [
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
		] as DayName[] ) {
			expect( day( days, name ).hours ).toEqual( [
				{ opening: '09:00', closing: '17:00' },
			] );
		}
		expect( day( days, 'Sat' ).hours ).toEqual( [] );
		expect( day( days, 'Sun' ).hours ).toEqual( [] );
	} );

	it( 'matches the block.json default that the server renders', () => {
		expect( metadata.attributes.days.default ).toEqual( defaultDays() );
	} );
} );

describe( 'isValidTime', () => {
	it( 'accepts HH:MM from 00:00 to 23:59', () => {
		fc.assert( fc.property( time, ( t ) => isValidTime( t ) ) );
	} );

	it( 'rejects everything else', () => {
		for ( const bad of [
			'',
			'9:00',
			'24:00',
			'12:60',
			'12:5',
			'12-30',
			' 12:30',
			'12:30:00',
			null,
			930,
		] ) {
			expect( isValidTime( bad ) ).toBe( false );
		}
		fc.assert(
			fc.property(
				fc.string(),
				( s ) =>
					isValidTime( s ) === /^([01]\d|2[0-3]):[0-5]\d$/.test( s )
			)
		);
	} );
} );

describe( 'opening and closing a day', () => {
	it( 'closing a day empties its intervals and leaves the others alone', () => {
		const days = addInterval( defaultDays(), 'Mon' );
		const next = toggleDay( days, 'Mon', false );
		expect( day( next, 'Mon' ).hours ).toEqual( [] );
		expect( next.filter( ( d ) => d.name !== 'Mon' ) ).toEqual(
			days.filter( ( d ) => d.name !== 'Mon' )
		);
		expect( day( days, 'Mon' ).hours ).toHaveLength( 2 ); // not mutated
	} );

	it( 'opening a day sets one 09:00–17:00 interval', () => {
		const next = toggleDay( defaultDays(), 'Sun', true );
		expect( day( next, 'Sun' ).hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
		] );
	} );
} );

describe( 'Add Hours', () => {
	it( 'follows the last closing time for two hours', () => {
		expect(
			nextInterval( [ { opening: '09:00', closing: '12:00' } ] )
		).toEqual( {
			opening: '12:00',
			closing: '14:00',
		} );
	} );

	it( 'never runs past 23:59', () => {
		expect(
			nextInterval( [ { opening: '18:00', closing: '23:00' } ] )
		).toEqual( {
			opening: '23:00',
			closing: '23:59',
		} );
	} );

	it( 'proposes 09:00–17:00 when there is no closing time to follow', () => {
		expect( nextInterval( [] ) ).toEqual( {
			opening: '09:00',
			closing: '17:00',
		} );
		expect( nextInterval( [ { opening: '09:00', closing: '' } ] ) ).toEqual(
			{ opening: '09:00', closing: '17:00' }
		);
	} );

	it( 'after a day that closes at 23:59, proposes its first free time, never 23:59–23:59', () => {
		expect(
			nextInterval( [ { opening: '09:00', closing: '23:59' } ] )
		).toEqual( { opening: '00:00', closing: '02:00' } );
		// Up to where the day's other hours start.
		expect(
			nextInterval( [ { opening: '00:30', closing: '23:59' } ] )
		).toEqual( { opening: '00:00', closing: '00:30' } );
		expect(
			nextInterval( [
				{ opening: '00:00', closing: '01:00' },
				{ opening: '08:00', closing: '23:59' },
			] )
		).toEqual( { opening: '01:00', closing: '03:00' } );
		// An overnight interval covers the start of the day too.
		expect(
			nextInterval( [
				{ opening: '20:00', closing: '02:00' },
				{ opening: '10:00', closing: '23:59' },
			] )
		).toEqual( { opening: '02:00', closing: '04:00' } );
	} );

	it( 'never proposes hours the day already has', () => {
		// From the last closing time, past the hours that cover it.
		expect(
			nextInterval( [
				{ opening: '13:00', closing: '18:00' },
				{ opening: '09:00', closing: '14:00' },
			] )
		).toEqual( { opening: '18:00', closing: '20:00' } );
		// Up to where other hours start.
		expect(
			nextInterval( [
				{ opening: '13:00', closing: '18:00' },
				{ opening: '09:00', closing: '12:00' },
			] )
		).toEqual( { opening: '12:00', closing: '13:00' } );
	} );

	it( 'never overlaps the day’s complete intervals (property)', () => {
		const interval = fc.record( { opening: time, closing: time } );
		fc.assert(
			fc.property(
				fc.array( interval, { minLength: 1, maxLength: 4 } ),
				( hours ) => {
					const next = nextInterval( hours );
					return (
						next === null ||
						hours.every( ( { opening, closing } ) =>
							closing > opening
								? next.closing <= opening ||
								  next.opening >= closing
								: // Overnight: from opening to closing the next day.
								  next.opening >= closing &&
								  next.closing <= opening
						)
					);
				}
			)
		);
	} );

	it( 'proposes nothing when the hours cover the whole day: Add Hours adds nothing', () => {
		const hours = [ { opening: '00:00', closing: '23:59' } ];
		expect( nextInterval( hours ) ).toBeNull();
		const days = defaultDays().map( ( d ) =>
			d.name === 'Mon' ? { ...d, hours } : d
		);
		expect( canAddInterval( day( days, 'Mon' ) ) ).toBe( false );
		expect( addInterval( days, 'Mon' ) ).toEqual( days );
		expect( canAddInterval( day( days, 'Tue' ) ) ).toBe( true );
	} );

	it( 'always proposes two valid times, closing after opening, or nothing for a full day', () => {
		fc.assert(
			fc.property( time, time, ( opening, closing ) => {
				const next = nextInterval( [ { opening, closing } ] );
				if ( next === null ) {
					// 00:00–23:59, or round the clock (closing at its opening time).
					return (
						( opening === '00:00' && closing === '23:59' ) ||
						opening === closing
					);
				}
				return (
					isValidTime( next.opening ) &&
					isValidTime( next.closing ) &&
					next.closing > next.opening
				);
			} )
		);
	} );

	it( 'appends to the named day only', () => {
		const next = addInterval( defaultDays(), 'Tue' );
		expect( day( next, 'Tue' ).hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '17:00', closing: '19:00' },
		] );
		expect( day( next, 'Wed' ).hours ).toHaveLength( 1 );
	} );
} );

describe( 'Remove Hours', () => {
	it( 'is offered only when a day has more than one interval', () => {
		const days = defaultDays();
		expect( canRemoveInterval( day( days, 'Mon' ) ) ).toBe( false );
		expect( canRemoveInterval( day( days, 'Sun' ) ) ).toBe( false );
		expect(
			canRemoveInterval( day( addInterval( days, 'Mon' ), 'Mon' ) )
		).toBe( true );
	} );

	it( 'removes the interval it names', () => {
		const days = addInterval( addInterval( defaultDays(), 'Mon' ), 'Mon' );
		const next = removeInterval( days, 'Mon', 1 );
		expect( day( next, 'Mon' ).hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '19:00', closing: '21:00' },
		] );
	} );

	it( 'never removes the last interval (Closed does that)', () => {
		const days = defaultDays();
		expect( removeInterval( days, 'Mon', 0 ) ).toEqual( days );
	} );
} );

describe( 'setIntervalTime', () => {
	it( 'changes one time of one interval', () => {
		const days = addInterval( defaultDays(), 'Fri' );
		const next = setIntervalTime( days, 'Fri', 1, 'closing', '22:15' );
		expect( day( next, 'Fri' ).hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '17:00', closing: '22:15' },
		] );
	} );

	it( 'keeps what the user typed, even when incomplete', () => {
		const next = setIntervalTime( defaultDays(), 'Mon', 0, 'opening', '' );
		expect( day( next, 'Mon' ).hours ).toEqual( [
			{ opening: '', closing: '17:00' },
		] );
		expect( intervalProblem( day( next, 'Mon' ).hours[ 0 ] ) ).toBe(
			'incomplete'
		);
	} );
} );

describe( 'intervalProblem', () => {
	it( 'tells overnight hours from ordinary ones', () => {
		expect(
			intervalProblem( { opening: '09:00', closing: '17:00' } )
		).toBeNull();
		expect(
			intervalProblem( { opening: '18:00', closing: '02:00' } )
		).toBe( 'overnight' );
		expect( intervalProblem( { opening: '09:00', closing: '9:00' } ) ).toBe(
			'incomplete'
		);
	} );
} );

describe( 'orderDays', () => {
	it( 'starts the week at startOfWeek', () => {
		expect( orderDays( defaultDays(), 1 ).map( ( d ) => d.name ) ).toEqual(
			[ 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun' ]
		);
		expect( orderDays( defaultDays(), 0 ).map( ( d ) => d.name ) ).toEqual(
			[ ...DAY_NAMES ]
		);
	} );

	it( 'is a rotation with each day once, whatever order the attribute has', () => {
		fc.assert(
			fc.property(
				fc.shuffledSubarray( defaultDays(), {
					minLength: 7,
					maxLength: 7,
				} ),
				fc.integer( { min: 0, max: 6 } ),
				( shuffled, start ) => {
					const names = orderDays( shuffled, start ).map(
						( d ) => d.name
					);
					return (
						names.length === 7 &&
						new Set( names ).size === 7 &&
						names[ 0 ] === DAY_NAMES[ start ] &&
						names.every(
							( name, i ) =>
								name === DAY_NAMES[ ( start + i ) % 7 ]
						)
					);
				}
			)
		);
	} );

	it( 'falls back to Sunday for a start outside 0–6', () => {
		expect( orderDays( defaultDays(), 9 )[ 0 ].name ).toBe( 'Sun' );
	} );
} );

describe( 'formatting', () => {
	it( 'formats times in the site format without a time-zone shift', () => {
		expect( formatTime( '09:00', 'g:i a' ) ).toBe( '9:00 am' );
		expect( formatTime( '17:30', 'g:i a' ) ).toBe( '5:30 pm' );
		expect( formatTime( '17:30', 'H:i' ) ).toBe( '17:30' );
		expect( formatTime( '', 'H:i' ) ).toBeNull();
	} );

	it( 'round-trips every valid time through the 24-hour format', () => {
		fc.assert( fc.property( time, ( t ) => formatTime( t, 'H:i' ) === t ) );
	} );

	it( 'joins intervals and skips incomplete ones', () => {
		expect(
			formatDay(
				[
					{ opening: '09:00', closing: '12:00' },
					{ opening: '', closing: '15:00' },
					{ opening: '13:00', closing: '17:00' },
				],
				'g:i a'
			)
		).toBe( '9:00 am – 12:00 pm, 1:00 pm – 5:00 pm' );
	} );

	it( 'gives null (Closed) for a day with no complete interval', () => {
		expect( formatDay( [], 'g:i a' ) ).toBeNull();
		expect(
			formatDay( [ { opening: '09:00', closing: '' } ], 'g:i a' )
		).toBeNull();
	} );
} );

describe( 'normaliseDays', () => {
	it( 'uses the defaults for a missing attribute', () => {
		expect( normaliseDays( undefined ) ).toEqual( defaultDays() );
	} );

	it( 'drops unknown days and malformed intervals, keeping the rest', () => {
		expect(
			normaliseDays( [
				{
					name: 'Mon',
					hours: [ { opening: '08:00', closing: 5 }, null ],
				},
				{ name: 'Funday', hours: [] },
				{ name: 'Sat' },
			] )
		).toEqual( [
			{ name: 'Mon', hours: [ { opening: '08:00', closing: '' } ] },
			{ name: 'Sat', hours: [] },
		] );
	} );
} );

describe( 'updates', () => {
	const interval = fc.record( { opening: time, closing: time } );
	const week = fc
		.array( fc.array( interval, { maxLength: 4 } ), {
			minLength: 7,
			maxLength: 7,
		} )
		.map( ( hours ) =>
			DAY_NAMES.map( ( name, i ) => ( { name, hours: hours[ i ] } ) )
		);
	const update = fc.oneof(
		fc
			.tuple( fc.constantFrom( ...DAY_NAMES ), fc.boolean() )
			.map(
				( [ name, open ] ) =>
					[
						name,
						( d: Day[] ) => toggleDay( d, name, open ),
					] as const
			),
		fc
			.constantFrom( ...DAY_NAMES )
			.map(
				( name ) =>
					[ name, ( d: Day[] ) => addInterval( d, name ) ] as const
			),
		fc
			.tuple( fc.constantFrom( ...DAY_NAMES ), fc.nat( 4 ) )
			.map(
				( [ name, index ] ) =>
					[
						name,
						( d: Day[] ) => removeInterval( d, name, index ),
					] as const
			),
		fc
			.tuple(
				fc.constantFrom( ...DAY_NAMES ),
				fc.nat( 4 ),
				fc.constantFrom( 'opening' as const, 'closing' as const ),
				time
			)
			.map(
				( [ name, index, field, value ] ) =>
					[
						name,
						( d: Day[] ) =>
							setIntervalTime( d, name, index, field, value ),
					] as const
			)
	);

	it( 'touch only the named day and never mutate their input', () => {
		fc.assert(
			fc.property( week, update, ( days, [ name, apply ] ) => {
				const before = JSON.parse( JSON.stringify( days ) );
				const next = apply( days );
				expect( days ).toEqual( before );
				expect( next.map( ( d ) => d.name ) ).toEqual( [
					...DAY_NAMES,
				] );
				// Other days are the very same objects.
				expect(
					next.filter(
						( d, i ) => d.name !== name && d !== days[ i ]
					)
				).toEqual( [] );
			} )
		);
	} );

	it( 'Remove Hours never empties a day, and removes exactly the interval named', () => {
		fc.assert(
			fc.property(
				week,
				fc.constantFrom( ...DAY_NAMES ),
				fc.nat( 4 ),
				( days, name, index ) => {
					const hours = day( days, name ).hours;
					const next = day(
						removeInterval( days, name, index ),
						name
					).hours;
					const expected =
						hours.length <= 1 || index >= hours.length
							? hours
							: [
									...hours.slice( 0, index ),
									...hours.slice( index + 1 ),
							  ];
					expect( next ).toEqual( expected );
				}
			)
		);
	} );
} );

describe( 'formatDay', () => {
	it( 'lists every complete interval in order, or null when there is none', () => {
		const maybeTime = fc.oneof(
			time,
			fc.constantFrom( '', '24:00', '9:5' )
		);
		fc.assert(
			fc.property(
				fc.array(
					fc.record( { opening: maybeTime, closing: maybeTime } ),
					{
						maxLength: 5,
					}
				),
				( hours ) => {
					const complete = hours.filter(
						( h ) =>
							isValidTime( h.opening ) && isValidTime( h.closing )
					);
					expect( formatDay( hours, 'H:i' ) ).toBe(
						complete.length
							? complete
									.map(
										( h ) =>
											`${ h.opening } – ${ h.closing }`
									)
									.join( ', ' )
							: null
					);
				}
			)
		);
	} );
} );
