import fc from 'fast-check';
import {
	dropOldestMessages,
	historyAfterRequest,
	trimHistory,
} from '../history';

const messages = ( n: number ) =>
	Array.from( { length: n }, ( _, i ) => ( {
		role: i % 2 ? 'assistant' : 'user',
		content: `m${ i }`,
	} ) );

describe( 'trimHistory', () => {
	it( 'keeps the last 20 messages', () => {
		const trimmed = trimHistory( messages( 25 ) );
		expect( trimmed ).toHaveLength( 20 );
		expect( trimmed[ 0 ].content ).toBe( 'm5' );
		expect( trimmed[ 19 ].content ).toBe( 'm24' );
	} );

	it( 'keeps a shorter history whole, as a copy', () => {
		const list = messages( 20 );
		const trimmed = trimHistory( list );
		expect( trimmed ).toEqual( list );
		expect( trimmed ).not.toBe( list );
		expect( trimHistory( [] ) ).toEqual( [] );
	} );

	it( 'is always the suffix of at most 20 messages', () => {
		fc.assert(
			fc.property( fc.array( fc.integer() ), ( list ) => {
				const trimmed = trimHistory( list );
				expect( trimmed.length ).toBe( Math.min( 20, list.length ) );
				expect( trimmed ).toEqual(
					list.slice( list.length - trimmed.length )
				);
			} )
		);
	} );
} );

describe( 'dropOldestMessages', () => {
	it( 'drops the oldest 8', () => {
		const kept = dropOldestMessages( messages( 12 ) );
		expect( kept.map( ( m ) => m.content ) ).toEqual( [
			'm8',
			'm9',
			'm10',
			'm11',
		] );
		expect( dropOldestMessages( messages( 5 ) ) ).toEqual( [] );
	} );
} );

describe( 'historyAfterRequest', () => {
	it( 'trims after a completion, drops 8 after "Failed to fetch", keeps it after other errors', () => {
		const list = messages( 30 );
		expect( historyAfterRequest( list, 'done' ) ).toHaveLength( 20 );
		expect( historyAfterRequest( list, 'failed-to-fetch' ) ).toHaveLength(
			22
		);
		expect( historyAfterRequest( list, 'error' ) ).toEqual( list );
	} );
} );
