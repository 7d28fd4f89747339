/**
 * The form AI bar takes answers in the incumbent's shape too (with the real
 * form and field blocks, blocks/contact-form/): fields holding a label and
 * an input, a phone input, and radio and checkbox-multiple fields with
 * option blocks. The blocks it inserts are valid, keep their labels,
 * placeholders and options, and re-save as the incumbent saves them; option
 * blocks of the wrong kind become the field's own, a dropdown's become its
 * options, and inner blocks a field does not take are left out.
 */
import { createBlock, parse, serialize } from '@wordpress/blocks';
import type { BlockInstance } from '@wordpress/blocks';
import '@wordpress/block-editor';
import { register as registerButton } from '../../../blocks/button';
import { register as registerForm } from '../../../blocks/contact-form';
import { finalFormBlocks, parseFormReply } from '../parse-form-reply';

beforeAll( () => {
	registerForm();
	registerButton();
} );

const ANSWER = [
	'<!-- wp:jetpack/field-name {"required":true} --><div><!-- wp:jetpack/label {"label":"Your name"} /--><!-- wp:jetpack/input {"placeholder":"Ada"} /--></div><!-- /wp:jetpack/field-name -->',
	// No div: the model left it out.
	'<!-- wp:jetpack/field-telephone {"showCountrySelector":true,"default":"DE"} --><!-- wp:jetpack/label {"label":"Phone"} /--><!-- wp:jetpack/phone-input {"placeholder":"030 123456"} /--><!-- /wp:jetpack/field-telephone -->',
	'<!-- wp:jetpack/field-radio {"required":true} --><div><!-- wp:jetpack/label {"label":"Size"} /--><!-- wp:jetpack/field-option-radio {"label":"S"} /--><!-- wp:jetpack/field-option-radio {"label":"M"} /--></div><!-- /wp:jetpack/field-radio -->',
	// Options of the radio kind in a checkbox-multiple field, and an input it does not take.
	'<!-- wp:jetpack/field-checkbox-multiple --><!-- wp:jetpack/field-option-radio {"label":"News"} /--><!-- wp:jetpack/field-option-checkbox {"label":"Events"} /--><!-- wp:jetpack/input /--><!-- /wp:jetpack/field-checkbox-multiple -->',
	'<!-- wp:jetpack/field-select --><!-- wp:jetpack/label {"label":"Topic"} /--><!-- wp:jetpack/field-option-checkbox {"label":"Sales"} /--><!-- wp:jetpack/field-option-checkbox {"label":"Support"} /--><!-- /wp:jetpack/field-select -->',
	'<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->',
].join( '\n' );

const summary = ( blocks: BlockInstance[] ): unknown[] =>
	blocks.map( ( block ) => [
		block.name,
		block.attributes.label ?? block.attributes.placeholder ?? null,
		...( block.innerBlocks.length ? [ summary( block.innerBlocks ) ] : [] ),
	] );

function flatten( blocks: BlockInstance[] ): BlockInstance[] {
	return blocks.flatMap( ( block ) => [
		block,
		...flatten( block.innerBlocks ),
	] );
}

describe( 'an answer with label, input and option blocks', () => {
	beforeEach( () => {
		// Validation logs the fields it re-reads: expected here.
		jest.spyOn( console, 'info' ).mockImplementation( () => {} );
	} );
	afterEach( () => jest.restoreAllMocks() );

	it( 'keeps each field’s label, input and options, fixed to its kind', () => {
		const blocks = parseFormReply( ANSWER );
		expect( summary( blocks ) ).toEqual( [
			[
				'jetpack/field-name',
				'',
				[
					[ 'jetpack/label', 'Your name' ],
					[ 'jetpack/input', 'Ada' ],
				],
			],
			[
				'jetpack/field-telephone',
				'',
				[
					[ 'jetpack/label', 'Phone' ],
					[ 'jetpack/phone-input', '030 123456' ],
				],
			],
			[
				'jetpack/field-radio',
				'',
				[
					[ 'jetpack/label', 'Size' ],
					[ 'jetpack/field-option-radio', 'S' ],
					[ 'jetpack/field-option-radio', 'M' ],
				],
			],
			[
				'jetpack/field-checkbox-multiple',
				'',
				[
					[ 'jetpack/field-option-checkbox', 'News' ],
					[ 'jetpack/field-option-checkbox', 'Events' ],
				],
			],
			[ 'jetpack/field-select', '', [ [ 'jetpack/label', 'Topic' ] ] ],
			[ 'jetpack/button', null ],
		] );
		expect( blocks[ 1 ].attributes ).toMatchObject( {
			showCountrySelector: true,
			default: 'DE',
		} );
		expect( blocks[ 4 ].attributes.options ).toEqual( [
			'Sales',
			'Support',
		] );
	} );

	it( 'inserts blocks that open valid and re-save the same, labels and inputs in the field’s div', () => {
		const form = createBlock(
			'jetpack/contact-form',
			{},
			finalFormBlocks( ANSWER )
		);
		const saved = serialize( [ form ] );
		expect( saved ).toContain(
			'<!-- wp:jetpack/field-telephone {"showCountrySelector":true,"default":"DE"} -->\n<div><!-- wp:jetpack/label {"label":"Phone"} /-->'
		);
		expect( saved ).toContain(
			'<!-- wp:jetpack/field-checkbox-multiple -->\n<!-- wp:jetpack/field-option-checkbox {"label":"News"} /-->'
		);
		const reopened = parse( saved );
		for ( const block of flatten( reopened ) ) {
			expect( [ block.name, block.isValid ] ).toEqual( [
				block.name,
				true,
			] );
		}
		expect( serialize( reopened ) ).toBe( saved );
	} );
} );
