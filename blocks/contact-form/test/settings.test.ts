/**
 * The form settings' rules (settings.ts): the recipients list, e-mail
 * syntax and the redirect address; and the options list's pure edits
 * (fields/options.ts).
 */
import fc from 'fast-check';
import {
	insertOptionAfter,
	removeOption,
	updateOption,
	visibleOptions,
} from '../fields/options';
import {
	invalidRecipients,
	isValidEmail,
	isValidRedirect,
	splitRecipients,
} from '../settings';

describe( 'recipients', () => {
	it( 'splits a comma-separated list, trimmed, empty entries dropped', () => {
		expect(
			splitRecipients( ' a@example.com,, b@example.org , ' )
		).toEqual( [ 'a@example.com', 'b@example.org' ] );
		expect( splitRecipients( '' ) ).toEqual( [] );
	} );

	it( 'names the entries that are not e-mail addresses', () => {
		expect(
			invalidRecipients( 'a@example.com, nope, b@example, c@d.io' )
		).toEqual( [ 'nope', 'b@example' ] );
		expect( invalidRecipients( '' ) ).toEqual( [] );
	} );

	it.each( [
		[ 'me@example.com', true ],
		[ 'first.last+tag@sub.example.co.uk', true ],
		[ 'a@b.co', true ],
		[ 'a@b.c', false ],
		[ 'no-at.example.com', false ],
		[ 'two@@example.com', false ],
		[ 'a@b@example.com', false ],
		[ 'space in@example.com', false ],
		[ 'me@exa_mple.com', false ],
		[ 'me@-example.com', false ],
		[ 'me@example..com', false ],
		[ '@example.com', false ],
		[ 'me@localhost', false ],
	] )( '%s is a valid address: %s', ( address, valid ) => {
		expect( isValidEmail( address ) ).toBe( valid );
	} );

	it( 'accepts plain addresses and never one with a space or a second @', () => {
		const label = fc.stringMatching(
			/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/
		);
		fc.assert(
			fc.property(
				fc.stringMatching( /^[a-z0-9._+-]{1,20}$/ ),
				fc.array( label, { minLength: 1, maxLength: 3 } ),
				fc.stringMatching( /^[a-z]{2,6}$/ ),
				( local, labels, tld ) => {
					const address = `${ local }@${ labels.join(
						'.'
					) }.${ tld }`;
					expect( isValidEmail( address ) ).toBe(
						address.length >= 6
					);
					expect( isValidEmail( address.replace( '@', ' @' ) ) ).toBe(
						false
					);
					expect( isValidEmail( `${ local }@${ address }` ) ).toBe(
						false
					);
				}
			)
		);
	} );
} );

describe( 'redirect address', () => {
	it.each( [
		[ 'https://example.com/thanks', true ],
		[ 'http://example.org', true ],
		[ '  https://example.com/a?b=c#d  ', true ],
		[ 'example.com', false ],
		[ '/thanks', false ],
		[ 'javascript:alert(1)', false ],
		[ 'ftp://example.com', false ],
		[ 'https://', false ],
		[ 'https://exa mple.com', false ],
		[ 'https://example.com/"onmouseover="x', false ],
	] )( '%s is a valid redirect: %s', ( url, valid ) => {
		expect( isValidRedirect( url ) ).toBe( valid );
	} );
} );

describe( 'options', () => {
	it( 'inserts an empty option after a row, updates and removes one', () => {
		expect( insertOptionAfter( [ 'a', 'b' ], 0 ) ).toEqual( [
			'a',
			'',
			'b',
		] );
		expect( insertOptionAfter( [ 'a' ], 0 ) ).toEqual( [ 'a', '' ] );
		expect( updateOption( [ 'a', 'b' ], 1, 'c' ) ).toEqual( [ 'a', 'c' ] );
		expect( removeOption( [ 'a', 'b', 'c' ], 1 ) ).toEqual( [ 'a', 'c' ] );
		expect( visibleOptions( [ ' a ', '', '  ', 'b' ] ) ).toEqual( [
			'a',
			'b',
		] );
		expect( visibleOptions( undefined ) ).toEqual( [] );
	} );

	it( 'removing the row just inserted gives the list back, untouched', () => {
		fc.assert(
			fc.property( fc.array( fc.string() ), fc.nat(), ( options, at ) => {
				const index = options.length ? at % options.length : -1;
				const before = [ ...options ];
				const inserted = insertOptionAfter( options, index );
				expect( inserted ).toHaveLength( options.length + 1 );
				expect( inserted[ index + 1 ] ).toBe( '' );
				expect( removeOption( inserted, index + 1 ) ).toEqual(
					options
				);
				expect( options ).toEqual( before );
			} )
		);
	} );
} );
