/**
 * Prompt construction (spec 1 sections 4, 5 and 9): the system prompt and
 * its custom replacement, the four-backtick delimiter, one instruction per
 * prompt type, the history kept, the site language first, and the error for
 * a prompt with neither request nor content.
 */
import {
	buildMessages,
	DELIMITER,
	delimit,
	languagesFor,
	PromptError,
	systemPrompt,
	TONES,
	userMessage,
	type PromptMessage,
	type PromptType,
} from '../prompt';

describe( 'prompt construction', () => {
	it( 'wraps content in four backticks on lines of their own', () => {
		expect( DELIMITER ).toBe( '````' );
		expect( delimit( '  Hello  ' ) ).toBe( '````\nHello\n````' );
	} );

	it( 'sends a typed request as it is, with content delimited after it', () => {
		expect(
			userMessage( { type: 'userPrompt', request: ' Write a haiku ' } )
		).toBe( 'Write a haiku' );
		expect(
			userMessage( {
				type: 'userPrompt',
				request: 'Shorter',
				content: 'Long text',
			} )
		).toBe( 'Shorter\n\n````\nLong text\n````' );
	} );

	it.each< PromptType >( [
		'continue',
		'correctSpelling',
		'simplify',
		'summarize',
		'generateTitle',
		'changeTone',
		'changeLanguage',
		'makeLonger',
		'makeShorter',
	] )( '%s delimits the content and needs it', ( type ) => {
		const message = userMessage( { type, content: 'The text.' } );
		expect( message ).toContain( '````\nThe text.\n````' );
		expect( () => userMessage( { type, content: '  ' } ) ).toThrow(
			PromptError
		);
	} );

	it( 'names the tone and the language', () => {
		expect(
			userMessage( {
				type: 'changeTone',
				tone: 'humorous',
				content: 'x',
			} )
		).toContain( 'humorous tone' );
		expect(
			userMessage( {
				type: 'changeLanguage',
				language: 'fr',
				content: 'x',
			} )
		).toContain( 'to French' );
		expect( TONES[ 0 ] ).toBe( 'formal' );
		expect( TONES ).toHaveLength( 10 );
	} );

	it( 'summarises from the title, and needs one', () => {
		expect(
			userMessage( { type: 'summaryBasedOnTitle', title: 'Cats' } )
		).toContain( '````\nCats\n````' );
		expect( () => userMessage( { type: 'summaryBasedOnTitle' } ) ).toThrow(
			PromptError
		);
	} );

	it( 'words each instruction so that it names only its own action', () => {
		// The local offline responder (and a reader) tells actions apart by
		// their words: "tone", "title", "translate", "summar" …
		const instruction = ( prompt: Parameters< typeof userMessage >[ 0 ] ) =>
			userMessage( prompt )
				.replace( /````[\s\S]*?````/g, '' )
				.toLowerCase();
		expect(
			instruction( { type: 'makeLonger', content: 'x' } )
		).not.toMatch( /tone|title|summar|translat/ );
		expect(
			instruction( { type: 'makeShorter', content: 'x' } )
		).not.toMatch( /tone|title|summar|translat/ );
		expect( instruction( { type: 'simplify', content: 'x' } ) ).not.toMatch(
			/tone|title|summar|translat/
		);
		expect(
			instruction( { type: 'summaryBasedOnTitle', title: 'Cats' } )
		).not.toMatch( /title|tone/ );
		expect(
			instruction( { type: 'summaryBasedOnTitle', title: 'Cats' } )
		).toMatch( /summar/ );
	} );

	it( 'refuses a prompt with neither request nor content', () => {
		expect( () =>
			userMessage( { type: 'userPrompt', request: ' ' } )
		).toThrow( PromptError );
	} );

	it( 'uses the custom system prompt when set, the default otherwise', () => {
		expect( systemPrompt( { customSystemPrompt: ' Be brief. ' } ) ).toBe(
			'Be brief.'
		);
		const base = systemPrompt( { today: '2026-11-23' } );
		expect( base ).toContain( '````' );
		expect( base ).toContain( 'Today is 2026-11-23.' );
		expect( base ).toContain( '__JETPACK_AI_ERROR__' );
		expect( systemPrompt( { customSystemPrompt: '   ' } ) ).toBe(
			systemPrompt()
		);
		expect( systemPrompt( { useGutenbergSyntax: true } ) ).toContain(
			'<!-- wp:name -->'
		);
	} );

	it( 'builds system, kept history and the new user message', () => {
		const history: PromptMessage[] = Array.from(
			{ length: 30 },
			( _, i ) => ( {
				role: i % 2 ? 'assistant' : 'user',
				content: `m${ i }`,
			} )
		);
		const messages = buildMessages(
			{ type: 'userPrompt', request: 'Next' },
			[ { role: 'system', content: 'old system' }, ...history ]
		);
		expect( messages[ 0 ].role ).toBe( 'system' );
		expect( messages[ 0 ].content ).not.toBe( 'old system' );
		expect( messages ).toHaveLength( 20 + 1 );
		expect( messages[ 1 ].content ).toBe( 'm11' );
		expect( messages[ messages.length - 1 ] ).toEqual( {
			role: 'user',
			content: 'Next',
		} );
	} );

	it( 'lists the site language first', () => {
		expect( languagesFor( 'pt_BR' ).slice( 0, 2 ) ).toEqual( [
			'pt',
			'en',
		] );
		expect( languagesFor( 'ja' )[ 0 ] ).toBe( 'ja' );
		expect( languagesFor( 'nl_NL' )[ 0 ] ).toBe( 'en' );
		expect( languagesFor( undefined ) ).toHaveLength( 12 );
		expect( new Set( languagesFor( 'ko' ) ).size ).toBe( 12 );
	} );
} );
