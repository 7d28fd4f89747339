/**
 * Component tests of the ad block editor: the placeholder sized to the
 * format, the toolbar's format picker and the Hide on mobile toggle.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import Edit from '../edit';
import type { AdAttributes } from '../edit';
import { chooseMenuItem, openMenuItems } from '../../../tests/setup/menu';

jest.mock( '@wordpress/block-editor', () => ( {
	BlockControls: ( { children }: { children: ReactNode } ) => (
		<div data-testid="toolbar">{ children }</div>
	),
	InspectorControls: ( { children }: { children: ReactNode } ) => (
		<div data-testid="inspector">{ children }</div>
	),
	useBlockProps: ( props: { className?: string } = {} ) => ( {
		...props,
		className: [ 'wp-block-jetpack-wordads', props.className ]
			.filter( Boolean )
			.join( ' ' ),
	} ),
} ) );

function renderEdit( attributes: Partial< AdAttributes > = {} ) {
	const setAttributes = jest.fn();
	const props = {
		attributes: {
			align: 'center',
			format: 'mrec',
			hideMobile: false,
			...attributes,
		},
		setAttributes,
		isSelected: true,
		clientId: 'ad-1',
	};
	// The edit props type has more members than the editor uses here.
	const utils = render( <Edit { ...( props as any ) } /> );
	return { ...utils, setAttributes };
}

describe( 'ad block editor', () => {
	it( 'shows a slot of the format’s size and name', () => {
		const { container } = renderEdit( { format: 'leaderboard' } );
		const slot = container.querySelector(
			'.orbit-ad__slot'
		) as HTMLElement;
		expect( slot ).toHaveAttribute( 'data-ad-format', 'leaderboard' );
		expect( slot.style.width ).toBe( '728px' );
		expect( screen.getByText( 'Leaderboard 728x90' ) ).toBeInTheDocument();
		const frame = container.querySelector(
			'.orbit-ad__frame'
		) as HTMLElement;
		expect( frame.style.paddingTop ).toBe( '60px' );
	} );

	it( 'picks a format from the toolbar', async () => {
		const { setAttributes } = renderEdit();
		expect( await openMenuItems( 'Pick an ad format' ) ).toEqual( [
			'Rectangle 300x250',
			'Leaderboard 728x90',
			'Mobile Leaderboard 320x50',
			'Wide Skyscraper 160x600',
		] );
		await chooseMenuItem( 'Wide Skyscraper 160x600' );
		expect( setAttributes ).toHaveBeenCalledWith( {
			format: 'wideskyscraper',
		} );
	} );

	it( 'hides the block on mobile from the Visibility panel', async () => {
		const { setAttributes } = renderEdit();
		expect( screen.getByText( 'Visibility' ) ).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Hide on mobile' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( { hideMobile: true } );
	} );

	it( 'reads a string hideMobile as a boolean', () => {
		const { container } = renderEdit( {
			hideMobile: 'true' as unknown as boolean,
		} );
		expect(
			screen.getByRole( 'checkbox', { name: 'Hide on mobile' } )
		).toBeChecked();
		expect(
			container.querySelector( '.orbit-ad--hide-mobile' )
		).not.toBeNull();
		expect( screen.getByText( 'Hidden on mobile' ) ).toBeInTheDocument();
	} );
} );
