/**
 * The placeholder rotation (1.6 s a label, then the ask-AI text for good)
 * and the template typing (25 ms a character), with fake timers.
 */
import { act, renderHook } from '@testing-library/react';
import { usePlaceholderRotation } from '../use-placeholder-rotation';
import { useTypedText } from '../use-typed-text';
import { startingPrompts } from '../starting-prompts';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( 'placeholder rotation', () => {
	it( 'shows each template label for 1600 ms, then settles', () => {
		const { result } = renderHook( () => usePlaceholderRotation( true ) );
		expect( result.current ).toBe( 'Post about…' );
		act( () => jest.advanceTimersByTime( 1599 ) );
		expect( result.current ).toBe( 'Post about…' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( result.current ).toBe( 'Informative article on…' );
		act( () => jest.advanceTimersByTime( 1600 ) );
		expect( result.current ).toBe( 'Step-by-step tutorial on…' );
		act( () => jest.advanceTimersByTime( 1600 ) );
		expect( result.current ).toBe( 'Motivational post on…' );
		act( () => jest.advanceTimersByTime( 1600 ) );
		expect( result.current ).toBe( 'Ask AI to write anything…' );
		act( () => jest.advanceTimersByTime( 16000 ) );
		expect( result.current ).toBe( 'Ask AI to write anything…' );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'shows the final text at once when inactive', () => {
		const { result } = renderHook( () => usePlaceholderRotation( false ) );
		expect( result.current ).toBe( 'Ask AI to write anything…' );
	} );
} );

describe( 'template typing', () => {
	it( 'types one character every 25 ms', () => {
		const typed: string[] = [];
		const done = jest.fn();
		const { result } = renderHook( () =>
			useTypedText( ( text ) => typed.push( text ) )
		);
		const template = startingPrompts()[ 0 ].prompt;
		act( () => result.current.type( template, done ) );
		expect( typed ).toEqual( [ '' ] );
		act( () => jest.advanceTimersByTime( 24 ) );
		expect( typed ).toEqual( [ '' ] );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( typed ).toEqual( [ '', 'W' ] );
		act( () => jest.advanceTimersByTime( 25 * ( template.length - 2 ) ) );
		expect( done ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 25 ) );
		expect( typed[ typed.length - 1 ] ).toBe( template );
		expect( typed ).toHaveLength( template.length + 1 );
		expect( done ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'cancels the earlier typing when another template is chosen', () => {
		const typed: string[] = [];
		const { result } = renderHook( () =>
			useTypedText( ( text ) => typed.push( text ) )
		);
		act( () => result.current.type( 'abcdef' ) );
		act( () => jest.advanceTimersByTime( 50 ) );
		act( () => result.current.type( 'xy' ) );
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( typed ).toEqual( [ '', 'a', 'ab', '', 'x', 'xy' ] );
	} );
} );
