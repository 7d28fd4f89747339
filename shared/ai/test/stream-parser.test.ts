import { AnswerAccumulator, parseChunk } from '../stream-parser';

const chunk = ( delta: object ) => JSON.stringify( { choices: [ { delta } ] } );

describe( 'parseChunk', () => {
	it( 'reads content deltas, function_call deltas and [DONE]', () => {
		expect( parseChunk( chunk( { content: 'Hi' } ) ) ).toEqual( {
			type: 'delta',
			content: 'Hi',
		} );
		expect(
			parseChunk(
				chunk( { function_call: { name: 'f', arguments: '{' } } )
			)
		).toEqual( {
			type: 'delta',
			content: '',
			functionCall: { name: 'f', arguments: '{' },
		} );
		expect( parseChunk( '[DONE]' ) ).toEqual( { type: 'done' } );
		expect( parseChunk( ' [DONE] ' ) ).toEqual( { type: 'done' } );
	} );

	it( 'calls anything else invalid', () => {
		for ( const data of [
			'',
			'nope',
			'{}',
			'{"choices":[]}',
			'null',
			'[1]',
		] ) {
			expect( parseChunk( data ) ).toEqual( { type: 'invalid' } );
		}
	} );
} );

describe( 'AnswerAccumulator', () => {
	it( 'appends content deltas and reports each', () => {
		const answer = new AnswerAccumulator();
		expect( answer.push( chunk( { content: 'Hello' } ) ) ).toEqual( {
			type: 'text',
			delta: 'Hello',
		} );
		expect( answer.push( chunk( { content: ', world' } ) ) ).toEqual( {
			type: 'text',
			delta: ', world',
		} );
		expect( answer.push( chunk( { role: 'assistant' } ) ) ).toEqual( {
			type: 'none',
		} );
		expect( answer.push( '[DONE]' ) ).toEqual( { type: 'done' } );
		expect( answer.text ).toBe( 'Hello, world' );
		expect( answer.done ).toBe( true );
		// Nothing after [DONE] counts.
		expect( answer.push( chunk( { content: '!' } ) ) ).toEqual( {
			type: 'none',
		} );
		expect( answer.text ).toBe( 'Hello, world' );
	} );

	it( 'joins function-call pieces', () => {
		const answer = new AnswerAccumulator();
		answer.push(
			chunk( { function_call: { name: 'get_', arguments: '' } } )
		);
		answer.push(
			chunk( {
				function_call: { name: 'weather', arguments: '{"city":' },
			} )
		);
		answer.push( chunk( { function_call: { arguments: '"Paris"}' } } ) );
		expect( answer.functionCall ).toEqual( {
			name: 'get_weather',
			arguments: '{"city":"Paris"}',
		} );
		expect( answer.text ).toBe( '' );
		expect( new AnswerAccumulator().functionCall ).toBeUndefined();
	} );

	it( 'raises the unclear prompt for a reply starting with the marker, even split', () => {
		const answer = new AnswerAccumulator();
		expect( answer.push( chunk( { content: '__JETPACK' } ) ) ).toEqual( {
			type: 'none',
		} );
		expect( answer.text ).toBe( '' );
		expect( answer.push( chunk( { content: '_AI_ERROR__' } ) ) ).toEqual( {
			type: 'unclear-prompt',
		} );
		expect( answer.text ).toBe( '' );
	} );

	it( 'shows held-back text once it cannot be the marker', () => {
		const answer = new AnswerAccumulator();
		expect( answer.push( chunk( { content: '__' } ) ) ).toEqual( {
			type: 'none',
		} );
		expect( answer.push( chunk( { content: 'init__ is' } ) ) ).toEqual( {
			type: 'text',
			delta: '__init__ is',
		} );
		expect( answer.push( chunk( { content: ' a method' } ) ) ).toEqual( {
			type: 'text',
			delta: ' a method',
		} );
		expect( answer.text ).toBe( '__init__ is a method' );
	} );

	it( 'does not look for the marker after the start', () => {
		const answer = new AnswerAccumulator();
		answer.push( chunk( { content: 'See ' } ) );
		expect(
			answer.push( chunk( { content: '__JETPACK_AI_ERROR__' } ) )
		).toEqual( {
			type: 'text',
			delta: '__JETPACK_AI_ERROR__',
		} );
	} );
} );
