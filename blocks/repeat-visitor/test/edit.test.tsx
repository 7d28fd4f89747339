/**
 * Component tests of the repeat-visitor editor: the summary line, the
 * settings while selected, and the threshold validation that keeps what the
 * author typed and saves only valid numbers.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Edit from '../edit';
import type { RepeatVisitorAttributes } from '../edit';

// A block-editor store where nothing inside the block is selected.
jest.mock( '@wordpress/block-editor', () => {
	const data = jest.requireActual( '@wordpress/data' );
	const store = data.createReduxStore( 'core/block-editor', {
		reducer: () => ( {} ),
		selectors: { hasSelectedInnerBlock: () => false },
	} );
	data.register( store );
	return {
		store,
		useBlockProps: ( props: { className?: string } = {} ) => ( {
			...props,
			className: [ 'wp-block-jetpack-repeat-visitor', props.className ]
				.filter( Boolean )
				.join( ' ' ),
		} ),
		useInnerBlocksProps: ( props: object ) => ( {
			...props,
			'data-testid': 'inner-blocks',
		} ),
	};
} );

function renderEdit(
	attributes: Partial< RepeatVisitorAttributes > = {},
	isSelected = true
) {
	const setAttributes = jest.fn();
	const props = {
		attributes: {
			criteria: 'after-visits',
			threshold: 3,
			...attributes,
		} as RepeatVisitorAttributes,
		setAttributes,
		isSelected,
		clientId: 'block-1',
	};
	// The edit props type has more members than the editor uses here.
	const utils = render( <Edit { ...( props as any ) } /> );
	return { ...utils, setAttributes };
}

describe( 'repeat visitor editor', () => {
	it( 'shows only the rule and the content when not selected', () => {
		renderEdit( { threshold: 5 }, false );
		expect(
			screen.getByText(
				'Shown to visitors who have been here more than 5 times.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'radio' ) ).toBeNull();
		expect( screen.getByTestId( 'inner-blocks' ) ).toBeInTheDocument();
	} );

	it( 'offers the visibility choice and the threshold while selected', async () => {
		const { setAttributes } = renderEdit();
		expect(
			screen.getByRole( 'radio', { name: /repeat visitors/ } )
		).toBeChecked();
		await userEvent.click(
			screen.getByRole( 'radio', { name: /new visitors/ } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			criteria: 'before-visits',
		} );
	} );

	it( 'saves a valid threshold', () => {
		const { setAttributes } = renderEdit();
		fireEvent.change(
			screen.getByRole( 'spinbutton', { name: 'Visit threshold' } ),
			{ target: { value: '7' } }
		);
		expect( setAttributes ).toHaveBeenCalledWith( { threshold: 7 } );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it.each( [ '0', '-1', '2.5', '' ] )(
		'keeps %p in the field with the message and saves nothing',
		( value ) => {
			const { setAttributes } = renderEdit();
			const field = screen.getByRole( 'spinbutton', {
				name: 'Visit threshold',
			} );
			fireEvent.change( field, { target: { value } } );
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Please enter a valid number.'
			);
			expect( field ).toHaveValue(
				value === '' ? null : Number( value )
			);
			expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( setAttributes ).not.toHaveBeenCalled();
		}
	);

	it( 'reads a broken stored threshold as the default', () => {
		renderEdit( { threshold: -4 }, false );
		expect(
			screen.getByText(
				'Shown to visitors who have been here more than 3 times.'
			)
		).toBeInTheDocument();
	} );
} );
