/**
 * The form AI's reply parser: valid markup, invalid and rejected blocks,
 * partial streams, and the one Submit button on completion, with property
 * tests over random block lists.
 */
import fc from 'fast-check';
import type { BlockInstance } from '@wordpress/blocks';
import { REJECTED_BLOCKS } from '../constants';
import {
	completePart,
	finalFormBlocks,
	parseFormReply,
	withOneSubmit,
} from '../parse-form-reply';
import { FIELD_BLOCKS } from '../prompt';
import { field, registerFormBlocks } from './form-blocks';

beforeAll( registerFormBlocks );

// Block validation logs every invalid block it meets: expected here.
beforeEach( () => {
	jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	jest.spyOn( console, 'info' ).mockImplementation( () => {} );
} );
afterEach( () => jest.restoreAllMocks() );

const SUBMIT =
	'<!-- wp:jetpack/button {"element":"button","text":"Submit","borderRadius":8,"lock":{"remove":true}} /-->';
const RSVP = [
	field( 'jetpack/field-name', { required: true } ),
	field( 'jetpack/field-email', { required: true } ),
	field( 'jetpack/field-radio', {
		label: 'Will you attend?',
		required: true,
		options: [ 'Yes', 'No' ],
	} ),
	SUBMIT,
].join( '\n' );

const names = ( blocks: BlockInstance[] ) => blocks.map( ( b ) => b.name );
const isSubmit = ( block: BlockInstance ) => block.name === 'jetpack/button';

describe( 'parseFormReply', () => {
	it( 'turns a valid reply into the form’s blocks, attributes kept', () => {
		const blocks = parseFormReply( RSVP );
		expect( names( blocks ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-radio',
			'jetpack/button',
		] );
		expect( blocks[ 2 ].attributes ).toMatchObject( {
			label: 'Will you attend?',
			required: true,
			options: [ 'Yes', 'No' ],
		} );
		expect( blocks[ 3 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Submit',
			borderRadius: 8,
			lock: { remove: true },
		} );
	} );

	it( 'drops invalid, freeform, html and missing blocks', () => {
		const reply = [
			'Here is your form:',
			field( 'jetpack/field-name' ),
			'<!-- wp:jetpack/field-email --><p>not a dynamic block</p><!-- /wp:jetpack/field-email -->',
			'<!-- wp:html --><script>alert(1)</script><!-- /wp:html -->',
			field( 'acme/unknown-field', { label: 'X' } ),
			'<!-- wp:freeform -->Some classic text<!-- /wp:freeform -->',
			field( 'jetpack/field-textarea', { label: 'Message' } ),
		].join( '\n' );
		const blocks = parseFormReply( reply );
		expect( names( blocks ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-textarea',
		] );
	} );

	it( 'ignores a Markdown code fence around the markup', () => {
		expect(
			names( parseFormReply( '```html\n' + RSVP + '\n```' ) )
		).toHaveLength( 4 );
	} );

	it( 'parses only the complete blocks of a partial stream', () => {
		const cut = RSVP.indexOf( 'jetpack/field-radio' ) + 10;
		expect(
			names( parseFormReply( RSVP.slice( 0, cut ), { partial: true } ) )
		).toEqual( [ 'jetpack/field-name', 'jetpack/field-email' ] );
		expect(
			parseFormReply( '<!-- wp:jetpack/fie', { partial: true } )
		).toEqual( [] );
		expect( parseFormReply( '', { partial: true } ) ).toEqual( [] );
		// An open block waits for its closer.
		const open = `${ field(
			'jetpack/field-name'
		) }\n<!-- wp:jetpack/contact-form -->\n${ field(
			'jetpack/field-email'
		) }`;
		expect( completePart( open ) ).toBe( field( 'jetpack/field-name' ) );
	} );
} );

/** The form's one Submit button: label Submit, radius 8, removal locked. */
const SUBMIT_BUTTON = {
	element: 'button',
	text: 'Submit',
	borderRadius: 8,
	lock: { remove: true },
};

describe( 'withOneSubmit', () => {
	it( 'adds the Submit button when the reply has none', () => {
		const blocks = finalFormBlocks( field( 'jetpack/field-email' ) );
		expect( names( blocks ) ).toEqual( [
			'jetpack/field-email',
			'jetpack/button',
		] );
		expect( blocks[ 1 ].attributes ).toMatchObject( SUBMIT_BUTTON );
	} );

	it( 'keeps the first of several buttons, last, as the Submit button (label Submit, radius 8, removal locked)', () => {
		const blocks = finalFormBlocks(
			[
				field( 'jetpack/button', {
					text: 'Send RSVP',
					borderRadius: 20,
				} ),
				field( 'jetpack/field-name' ),
				SUBMIT,
				field( 'jetpack/button', { text: 'Again' } ),
			].join( '\n' )
		);
		expect( names( blocks ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/button',
		] );
		expect( blocks[ 1 ].attributes ).toMatchObject( SUBMIT_BUTTON );
	} );

	it( 'gives an empty-labelled button the label Submit', () => {
		const [ submit ] = withOneSubmit(
			parseFormReply( field( 'jetpack/button', { text: ' ' } ) )
		);
		expect( submit.attributes.text ).toBe( 'Submit' );
		expect( submit.attributes.borderRadius ).toBe( 8 );
	} );
} );

// Random replies: valid fields, buttons, and every kind of block the form must reject.
type Piece =
	| { kind: 'field'; name: string; label: string }
	| { kind: 'submit'; text: string }
	| { kind: 'invalid'; name: string }
	| { kind: 'html' }
	| { kind: 'freeform'; text: string }
	| { kind: 'missing' };

const label = fc.string( { maxLength: 24 } );
const piece: fc.Arbitrary< Piece > = fc.oneof(
	{
		weight: 4,
		arbitrary: fc.record( {
			kind: fc.constant( 'field' as const ),
			name: fc.constantFrom( ...FIELD_BLOCKS ),
			label,
		} ),
	},
	fc.record( { kind: fc.constant( 'submit' as const ), text: label } ),
	fc.record( {
		kind: fc.constant( 'invalid' as const ),
		name: fc.constantFrom( ...FIELD_BLOCKS ),
	} ),
	fc.record( { kind: fc.constant( 'html' as const ) } ),
	fc.record( {
		kind: fc.constant( 'freeform' as const ),
		text: fc.stringMatching( /^[A-Za-z][A-Za-z .,!?]{0,30}$/ ),
	} ),
	fc.record( { kind: fc.constant( 'missing' as const ) } )
);

function markup( p: Piece ): string {
	switch ( p.kind ) {
		case 'field':
			return field( p.name, { label: p.label } );
		case 'submit':
			return field( 'jetpack/button', {
				element: 'button',
				text: p.text,
			} );
		case 'invalid':
			return `<!-- wp:${ p.name } --><div>stray</div><!-- /wp:${ p.name } -->`;
		case 'html':
			return '<!-- wp:html --><b>hi</b><!-- /wp:html -->';
		case 'freeform':
			return p.text;
		case 'missing':
			return field( 'acme/not-registered', { label: 'x' } );
	}
}

const reply = fc.array( piece, { maxLength: 12 } );
const fieldsOf = ( pieces: Piece[] ) =>
	pieces.flatMap( ( p ) =>
		p.kind === 'field' ? [ [ p.name, p.label ] ] : []
	);

describe( 'properties over random replies', () => {
	it( 'exactly one Submit, at the end; no rejected block; the valid fields in order', () => {
		fc.assert(
			fc.property( reply, ( pieces ) => {
				const blocks = finalFormBlocks(
					pieces.map( markup ).join( '\n' )
				);
				expect( blocks.filter( isSubmit ) ).toHaveLength( 1 );
				expect( isSubmit( blocks[ blocks.length - 1 ] ) ).toBe( true );
				expect( blocks[ blocks.length - 1 ].attributes ).toMatchObject(
					{
						element: 'button',
						text: 'Submit',
						borderRadius: 8,
						lock: { remove: true },
					}
				);
				blocks.forEach( ( block ) => {
					expect( REJECTED_BLOCKS ).not.toContain( block.name );
					expect( block.isValid ).not.toBe( false );
				} );
				expect(
					blocks
						.slice( 0, -1 )
						.map( ( b ) => [ b.name, b.attributes.label ] )
				).toEqual( fieldsOf( pieces ) );
			} ),
			{ numRuns: 150 }
		);
	} );

	it( 'every prefix of a stream gives a prefix of the final blocks, none rejected', () => {
		fc.assert(
			fc.property(
				reply,
				fc.double( { min: 0, max: 1, noNaN: true } ),
				( pieces, at ) => {
					const text = pieces.map( markup ).join( '\n' );
					const full = names( parseFormReply( text ) );
					const partial = parseFormReply(
						text.slice( 0, Math.floor( text.length * at ) ),
						{ partial: true }
					);
					expect( full.slice( 0, partial.length ) ).toEqual(
						names( partial )
					);
					partial.forEach( ( block ) =>
						expect( REJECTED_BLOCKS ).not.toContain( block.name )
					);
				}
			),
			{ numRuns: 150 }
		);
	} );
} );
