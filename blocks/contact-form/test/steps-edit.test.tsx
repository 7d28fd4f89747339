/**
 * Component tests of the multi-step and file field editor parts: a step
 * shows "Step N of M" with its title and edits the title in the sidebar;
 * the container's "Add step" adds a step; the progress indicator previews
 * the count and switches style; the file field offers the site's allowed
 * types and caps its size at the site's upload limit.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { register as registerButton } from '../../button';
import { FileFieldEdit } from '../fields/file-edit';
import { register } from '../index';
import { stepEdits } from '../steps/edit';
import '../../../tests/setup/resize-observer';
import { fillLabelled } from '../../../tests/setup/fill-labelled';

jest.mock( '@wordpress/block-editor', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( './form-block-editor' ).formBlockEditor()
);

beforeAll( () => {
	register();
	registerButton();
} );

type Editor = {
	getBlocks: ( id?: string ) => Array< { name: string; clientId: string } >;
	getSettings: () => Record< string, unknown >;
};
const editor = () => select( blockEditorStore ) as unknown as Editor;

/** A form with progress, two steps (the second titled) and the navigation. */
function putForm() {
	const steps = [
		createBlock( 'jetpack/form-step', {}, [
			createBlock( 'jetpack/field-name' ),
		] ),
		createBlock( 'jetpack/form-step', { stepLabel: 'Your CV' }, [
			createBlock( 'jetpack/field-file' ),
		] ),
	];
	const container = createBlock( 'jetpack/form-step-container', {}, steps );
	const progress = createBlock( 'jetpack/form-progress-indicator' );
	const form = createBlock( 'jetpack/contact-form', {}, [
		progress,
		container,
		createBlock( 'jetpack/form-step-navigation' ),
	] );
	dispatch( blockEditorStore ).resetBlocks( [ form ] );
	return { form, container, steps, progress };
}

const StepEdit = stepEdits[ 'jetpack/form-step' ] as never as React.FC<
	Record< string, unknown >
>;
const ContainerEdit = stepEdits[
	'jetpack/form-step-container'
] as never as React.FC< Record< string, unknown > >;
const ProgressEdit = stepEdits[
	'jetpack/form-progress-indicator'
] as never as React.FC< Record< string, unknown > >;

describe( 'multi-step form in the editor', () => {
	it( 'heads each step with its number and title, and edits the title', () => {
		const { steps } = putForm();
		const setAttributes = jest.fn();
		render(
			<StepEdit
				attributes={ { stepLabel: 'Your CV' } }
				setAttributes={ setAttributes }
				clientId={ steps[ 1 ].clientId }
			/>
		);
		expect( screen.getByText( 'Step 2 of 2: Your CV' ) ).toBeTruthy();
		fillLabelled( 'Step title', 'Your résumé' );
		expect( setAttributes ).toHaveBeenCalledWith( {
			stepLabel: 'Your résumé',
		} );
	} );

	it( 'adds a step with Add step, after the last one', () => {
		const { container } = putForm();
		const insertBlock = jest
			.spyOn( dispatch( blockEditorStore ), 'insertBlock' )
			.mockImplementation( () => ( {} ) as never );
		render(
			<ContainerEdit attributes={ {} } clientId={ container.clientId } />
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Add step' } ) );
		expect( insertBlock ).toHaveBeenCalledTimes( 1 );
		const [ block, index, root ] = insertBlock.mock.calls[ 0 ] as [
			{ name: string },
			number,
			string,
		];
		expect( [ block.name, index, root ] ).toEqual( [
			'jetpack/form-step',
			2,
			container.clientId,
		] );
		insertBlock.mockRestore();
	} );

	it( 'previews the progress of the steps and switches its style', () => {
		const { progress } = putForm();
		const setAttributes = jest.fn();
		render(
			<ProgressEdit
				attributes={ { variant: 'line' } }
				setAttributes={ setAttributes }
				clientId={ progress.clientId }
			/>
		);
		expect( screen.getByText( 'Step 1 of 2' ) ).toBeTruthy();
		fillLabelled( 'Style', 'dots' );
		expect( setAttributes ).toHaveBeenCalledWith( { variant: 'dots' } );
	} );
} );

describe( 'file field in the editor', () => {
	beforeEach( () => {
		dispatch( blockEditorStore ).updateSettings( {
			allowedMimeTypes: {
				'jpg|jpeg|jpe': 'image/jpeg',
				png: 'image/png',
				pdf: 'application/pdf',
				zip: 'application/zip',
			},
			maxUploadFileSize: 2 * 1024 * 1024,
		} );
	} );

	it( 'offers the site’s types, the default ones checked, and caps the size at the site’s limit', () => {
		const { steps } = putForm();
		const file = editor().getBlocks( steps[ 1 ].clientId )[ 0 ];
		const setAttributes = jest.fn();
		render(
			<FileFieldEdit
				attributes={ {
					label: '',
					required: true,
					allowedTypes: [],
				} }
				setAttributes={ setAttributes as never }
				clientId={ file.clientId }
				isSelected
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Allowed file types' } )
		);
		expect(
			( screen.getByLabelText( 'jpg, jpeg, jpe' ) as HTMLInputElement )
				.checked
		).toBe( true );
		expect(
			( screen.getByLabelText( 'zip' ) as HTMLInputElement ).checked
		).toBe( false );
		expect(
			screen.getByText( 'Allowed: jpg, jpeg, jpe, pdf, png. Up to 2 MB.' )
		).toBeTruthy();
		fireEvent.click( screen.getByLabelText( 'zip' ) );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			allowedTypes: [
				'image/jpeg',
				'image/png',
				'application/pdf',
				'application/zip',
			],
		} );
		fillLabelled( 'Maximum file size (MB)', '50' );
		expect( setAttributes ).toHaveBeenLastCalledWith( { maxFileSize: 2 } );
		expect( screen.getByText( '(required)' ) ).toBeTruthy();
	} );
} );
