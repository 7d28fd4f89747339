/**
 * The incumbent's option blocks in the editor (blocks/contact-form/inner/):
 * Enter in an option adds the next one after it, "Add option" appends one,
 * Backspace in an empty option removes it, and the block movers of their
 * toolbar reorder them; the field saves them as the incumbent did.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import * as blockEditor from '@wordpress/block-editor';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, serialize } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import FieldEdit from '../fields/edit';
import { register } from '../index';
import { OptionEdit } from '../inner/edit';
import type { FieldAttributes } from '../fields/definitions';
import type { ComponentType } from 'react';
import '../../../tests/setup/resize-observer';

// The movers of a block's toolbar (not in the package's types).
const { BlockMover } = blockEditor as unknown as {
	BlockMover: ComponentType< { clientIds: string[] } >;
};

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	InspectorControls: ( { children }: { children: unknown } ) => children,
	useBlockProps: ( props: { className?: string } = {} ) => props,
	// The inner blocks themselves are the store's (rendered by the editor).
	useInnerBlocksProps: ( props: object ) => props,
} ) );

beforeAll( () => {
	register();
} );

interface Editor {
	getBlocks: ( id?: string ) => Array< {
		name: string;
		clientId: string;
		attributes: Record< string, unknown >;
	} >;
	getBlock: ( id: string ) => Parameters< typeof serialize >[ 0 ];
}
const editor = () => select( blockEditorStore ) as unknown as Editor;

/** A radio field of a label and two options, in a form, in the store. */
function radioField() {
	const field = createBlock(
		'jetpack/field-radio',
		{ required: true, innerWrapper: 'div' },
		[
			createBlock( 'jetpack/label', { label: 'Which room?' } ),
			createBlock( 'jetpack/field-option-radio', { label: 'Garden' } ),
			createBlock( 'jetpack/field-option-radio', { label: 'Attic' } ),
		]
	);
	dispatch( blockEditorStore ).resetBlocks( [
		createBlock( 'jetpack/contact-form', {}, [ field ] ),
	] );
	// What the field's edit sets when it shows its inner blocks.
	(
		dispatch( blockEditorStore ) as unknown as {
			updateBlockListSettings: ( id: string, settings: object ) => void;
		}
	 ).updateBlockListSettings( field.clientId, {
		allowedBlocks: [ 'jetpack/label', 'jetpack/field-option-radio' ],
	} );
	return field.clientId;
}

const inner = ( id: string ) =>
	editor()
		.getBlocks( id )
		.map( ( block ) => [ block.name, block.attributes.label ] );

function renderOption( fieldId: string, index: number ) {
	const option = editor().getBlocks( fieldId )[ index ];
	const props = {
		name: option.name,
		clientId: option.clientId,
		attributes: option.attributes,
		setAttributes: ( next: Record< string, unknown > ) =>
			dispatch( blockEditorStore ).updateBlockAttributes(
				option.clientId,
				next
			),
		isSelected: false,
		context: {},
	};
	return render(
		<OptionEdit
			{ ...( props as unknown as Parameters< typeof OptionEdit >[ 0 ] ) }
		/>
	);
}

describe( 'option blocks', () => {
	it( 'adds the next option after the one where Enter is pressed', () => {
		const field = radioField();
		renderOption( field, 1 );
		fireEvent.keyDown( screen.getByRole( 'textbox', { name: 'Option' } ), {
			key: 'Enter',
		} );
		expect( inner( field ) ).toEqual( [
			[ 'jetpack/label', 'Which room?' ],
			[ 'jetpack/field-option-radio', 'Garden' ],
			[ 'jetpack/field-option-radio', '' ],
			[ 'jetpack/field-option-radio', 'Attic' ],
		] );
	} );

	it( 'edits an option’s text in place', () => {
		const field = radioField();
		renderOption( field, 2 );
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Option' } ), {
			target: { value: 'Attic room' },
		} );
		expect( inner( field )[ 2 ] ).toEqual( [
			'jetpack/field-option-radio',
			'Attic room',
		] );
	} );

	it( 'removes an empty option on Backspace, and keeps one with text', () => {
		const field = radioField();
		dispatch( blockEditorStore ).updateBlockAttributes(
			editor().getBlocks( field )[ 2 ].clientId,
			{ label: '' }
		);
		const { unmount } = renderOption( field, 1 );
		fireEvent.keyDown( screen.getByRole( 'textbox', { name: 'Option' } ), {
			key: 'Backspace',
		} );
		expect( inner( field ) ).toHaveLength( 3 );
		unmount();
		renderOption( field, 2 );
		fireEvent.keyDown( screen.getByRole( 'textbox', { name: 'Option' } ), {
			key: 'Backspace',
		} );
		expect( inner( field ) ).toEqual( [
			[ 'jetpack/label', 'Which room?' ],
			[ 'jetpack/field-option-radio', 'Garden' ],
		] );
	} );

	it( 'appends an option with “Add option”', () => {
		const field = radioField();
		const block = editor().getBlock( field ) as unknown as {
			attributes: FieldAttributes;
		};
		render(
			<FieldEdit
				{ ...( {
					name: 'jetpack/field-radio',
					clientId: field,
					attributes: block.attributes,
					setAttributes: jest.fn(),
					isSelected: true,
				} as unknown as Parameters< typeof FieldEdit >[ 0 ] ) }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Add option' } ) );
		expect( inner( field ).slice( -1 ) ).toEqual( [
			[ 'jetpack/field-option-radio', '' ],
		] );
	} );

	it( 'moves an option with the block movers, and saves the new order', () => {
		const field = radioField();
		const attic = editor().getBlocks( field )[ 2 ].clientId;
		render( <BlockMover clientIds={ [ attic ] } /> );
		fireEvent.click( screen.getByRole( 'button', { name: /Move up/ } ) );
		expect( inner( field ) ).toEqual( [
			[ 'jetpack/label', 'Which room?' ],
			[ 'jetpack/field-option-radio', 'Attic' ],
			[ 'jetpack/field-option-radio', 'Garden' ],
		] );
		expect( serialize( editor().getBlock( field ) ) ).toBe(
			'<!-- wp:jetpack/field-radio {"required":true} -->\n' +
				'<div><!-- wp:jetpack/label {"label":"Which room?"} /-->\n\n' +
				'<!-- wp:jetpack/field-option-radio {"label":"Attic"} /-->\n\n' +
				'<!-- wp:jetpack/field-option-radio {"label":"Garden"} /--></div>\n' +
				'<!-- /wp:jetpack/field-radio -->'
		);
	} );
} );
