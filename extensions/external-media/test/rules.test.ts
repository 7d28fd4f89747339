/**
 * Selection, search and page-size rules, the random default term, and the
 * error reading of the picker's calls (spec 3 sections 4, 5, 8 and 9).
 */
import fc from 'fast-check';
import { DEFAULT_SEARCH_TERMS, MAX_SELECTED_ITEMS } from '../lib/constants';
import { firstCopyError, isCopiedMedia, readError } from '../lib/errors';
import { randomSearchTerm } from '../lib/random-term';
import { isSearchDisabled, pageSize } from '../lib/search';
import { toggleSelection } from '../lib/selection';

const item = ( ID: string ) => ( { ID } );

describe( 'selection', () => {
	it( 'single-select toggles one item', () => {
		expect( toggleSelection( [], item( 'a' ), false ) ).toEqual( [
			item( 'a' ),
		] );
		expect(
			toggleSelection( [ item( 'a' ) ], item( 'b' ), false )
		).toEqual( [ item( 'b' ) ] );
		expect(
			toggleSelection( [ item( 'a' ) ], item( 'a' ), false )
		).toEqual( [] );
	} );

	it( 'multi-select keeps the 9 newest old items plus the new one', () => {
		const ten = Array.from( { length: 10 }, ( _, n ) => item( `i${ n }` ) );
		const next = toggleSelection( ten, item( 'new' ), true );
		expect( next ).toHaveLength( 10 );
		expect( next[ 0 ] ).toEqual( item( 'i1' ) );
		expect( next[ 9 ] ).toEqual( item( 'new' ) );
		expect( toggleSelection( ten, item( 'i4' ), true ) ).toHaveLength( 9 );
	} );

	it( 'never exceeds 10, never duplicates, and a click on a selected item deselects it (property)', () => {
		fc.assert(
			fc.property(
				fc.array( fc.integer( { min: 0, max: 15 } ), {
					maxLength: 60,
				} ),
				fc.boolean(),
				( clicks, multiple ) => {
					let selected: { ID: string }[] = [];
					for ( const click of clicks ) {
						const one = item( `i${ click }` );
						const was = selected.some( ( s ) => s.ID === one.ID );
						selected = toggleSelection( selected, one, multiple );
						const is = selected.some( ( s ) => s.ID === one.ID );
						expect( is ).toBe( ! was );
						expect( selected.length ).toBeLessThanOrEqual(
							multiple ? MAX_SELECTED_ITEMS : 1
						);
						expect(
							new Set( selected.map( ( s ) => s.ID ) ).size
						).toBe( selected.length );
					}
				}
			)
		);
	} );
} );

describe( 'search rules', () => {
	it( 'disables Search for an empty, unchanged or copying state', () => {
		expect( isSearchDisabled( '', null, false ) ).toBe( true );
		expect( isSearchDisabled( '   ', null, false ) ).toBe( true );
		expect( isSearchDisabled( 'sky', 'sky', false ) ).toBe( true );
		expect( isSearchDisabled( ' sky ', 'sky', false ) ).toBe( true );
		expect( isSearchDisabled( 'sea', 'sky', true ) ).toBe( true );
		expect( isSearchDisabled( 'sea', 'sky', false ) ).toBe( false );
		expect( isSearchDisabled( 'sea', null, false ) ).toBe( false );
	} );

	it( 'asks 20 items of search sources and filtered Google, 25 else', () => {
		expect( pageSize( 'pexels', false ) ).toBe( 20 );
		expect( pageSize( 'openverse', false ) ).toBe( 20 );
		expect( pageSize( 'google_photos', true ) ).toBe( 20 );
		expect( pageSize( 'google_photos', false ) ).toBe( 25 );
	} );

	it( 'draws the default term from the list', () => {
		expect( randomSearchTerm( () => 0 ) ).toBe( 'mountain' );
		expect( randomSearchTerm( () => 0.999999 ) ).toBe( 'sky' );
		fc.assert(
			fc.property( fc.double( { min: 0, max: 1, noNaN: true } ), ( r ) =>
				DEFAULT_SEARCH_TERMS.includes( randomSearchTerm( () => r ) )
			)
		);
	} );
} );

describe( 'errors', () => {
	it( 'reads code and message, the first of an errors array', () => {
		expect( readError( { code: 'x', message: 'Bad' } ) ).toEqual( {
			code: 'x',
			message: 'Bad',
		} );
		expect(
			readError( {
				errors: [
					{ code: 'authorization_required', message: 'Connect' },
					{ code: 'other', message: 'Other' },
				],
			} )
		).toEqual( { code: 'authorization_required', message: 'Connect' } );
	} );

	it( 'says Internal server error for internal_server_error', () => {
		expect(
			readError( { code: 'internal_server_error', message: 'boom' } )
		).toEqual( {
			code: 'internal_server_error',
			message: 'Internal server error',
		} );
	} );

	it( 'falls back for shapeless failures', () => {
		expect( readError( new TypeError( 'Failed to fetch' ) ) ).toEqual( {
			code: 'unknown_error',
			message: 'Failed to fetch',
		} );
		expect( readError( null ).code ).toBe( 'unknown_error' );
	} );

	it( 'finds the first per-item copy error', () => {
		expect(
			firstCopyError( [
				{ ID: 1, URL: 'https://x/1.png' },
				{ errors: { upload_error: [ 'Disk full' ], other: [ 'x' ] } },
				{ errors: { second: 'later' } },
			] )
		).toEqual( {
			code: 'upload_error',
			message: 'upload_error: Disk full',
		} );
		expect( firstCopyError( [ { ID: 1, URL: 'u' } ] ) ).toBeNull();
		expect( isCopiedMedia( { ID: 1, URL: 'u' } ) ).toBe( true );
		expect( isCopiedMedia( { errors: {} } ) ).toBe( false );
	} );
} );
