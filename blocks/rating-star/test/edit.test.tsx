/**
 * Component tests of the star rating in the editor (spec 2 "Star rating"):
 * clicking stars (full, half, zero), the number of stars clamped to 2–10,
 * the colour through the shared validator, the alignment and the
 * Filled/Outlined style from the toolbar.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unregisterBlockType } from '@wordpress/blocks';
import RatingStarEdit from '../edit';
import { register } from '../index';
import type { RatingStarAttributes } from '../rating';
import { renderEditComponentHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	// Toolbar and sidebar render in place (no slots here).
	BlockControls: ( { children }: { children: unknown } ) => children,
	InspectorControls: ( { children }: { children: unknown } ) => children,
	// The colour panel as a text field a setting: enough to call onChange.
	PanelColorSettings: ( {
		colorSettings,
	}: {
		colorSettings: Array< {
			label: string;
			value?: string;
			onChange: ( value?: string ) => void;
		} >;
	} ) =>
		colorSettings.map( ( setting ) => (
			<input
				key={ setting.label }
				aria-label={ `Color: ${ setting.label }` }
				defaultValue={ setting.value ?? '' }
				onChange={ ( event ) =>
					setting.onChange( event.target.value || undefined )
				}
			/>
		) ),
	useBlockProps: ( props: { className?: string } = {} ) => ( {
		...props,
		className: [ 'wp-block-jetpack-rating-star', props.className ]
			.filter( Boolean )
			.join( ' ' ),
	} ),
} ) );

const DEFAULTS: RatingStarAttributes = {
	rating: 1,
	maxRating: 5,
	align: 'left',
};

function renderEdit( initial: Partial< RatingStarAttributes > = {} ) {
	return renderEditComponentHoldingAttributes< RatingStarAttributes >(
		RatingStarEdit,
		{ ...DEFAULTS, ...initial }
	);
}

const stars = () =>
	within( screen.getByRole( 'group' ) ).getAllByRole( 'button' );
const star = ( n: number, of = 5 ) =>
	screen.getByRole( 'button', { name: `Rate ${ n } out of ${ of }` } );
const fills = ( container: HTMLElement ) =>
	[ ...container.querySelectorAll( '.wp-block-jetpack-rating-star__star' ) ]
		.map( ( el ) => el.className.replace( /.*\bis-(\w+).*/, '$1' ) )
		.join( ' ' );

beforeAll( () => register() );
afterAll( () => unregisterBlockType( 'jetpack/rating-star' ) );

describe( 'star rating, stars', () => {
	it( 'shows five stars, one of them full, named by the rating', () => {
		const view = renderEdit();
		expect( stars() ).toHaveLength( 5 );
		expect( screen.getByRole( 'group' ) ).toHaveAccessibleName(
			'1 out of 5 stars'
		);
		expect( fills( view.container ) ).toBe(
			'full empty empty empty empty'
		);
	} );

	it( 'clicking a star sets the rating; again, a half star; again, the full star', async () => {
		const user = userEvent.setup();
		const view = renderEdit();
		await user.click( star( 3 ) );
		expect( view.attributes().rating ).toBe( 3 );
		expect( fills( view.container ) ).toBe( 'full full full empty empty' );
		await user.click( star( 3 ) );
		expect( view.attributes().rating ).toBe( 2.5 );
		expect( fills( view.container ) ).toBe( 'full full half empty empty' );
		expect( screen.getByRole( 'group' ) ).toHaveAccessibleName(
			'2.5 out of 5 stars'
		);
		await user.click( star( 3 ) );
		expect( view.attributes().rating ).toBe( 3 );
	} );

	it( 'the first star goes from 1 to a half and then to 0', async () => {
		const user = userEvent.setup();
		const view = renderEdit();
		await user.click( star( 1 ) );
		expect( view.attributes().rating ).toBe( 0.5 );
		await user.click( star( 1 ) );
		expect( view.attributes().rating ).toBe( 0 );
		expect( fills( view.container ) ).toBe(
			'empty empty empty empty empty'
		);
		await user.click( star( 1 ) );
		expect( view.attributes().rating ).toBe( 1 );
	} );

	it( 'stars are buttons the keyboard can use', async () => {
		const user = userEvent.setup();
		const view = renderEdit();
		star( 4 ).focus();
		await user.keyboard( '{Enter}' );
		expect( view.attributes().rating ).toBe( 4 );
	} );
} );

describe( 'star rating, settings', () => {
	const numberOfStars = () =>
		screen.getByRole( 'spinbutton', { name: 'Number of stars' } );

	it( 'changes the number of stars', () => {
		const view = renderEdit();
		fireEvent.change( numberOfStars(), { target: { value: '8' } } );
		expect( view.attributes().maxRating ).toBe( 8 );
		expect( stars() ).toHaveLength( 8 );
		expect( star( 8, 8 ) ).toBeInTheDocument();
	} );

	it( 'clamps the number of stars to 2–10', () => {
		const view = renderEdit();
		fireEvent.change( numberOfStars(), { target: { value: '25' } } );
		expect( view.attributes().maxRating ).toBe( 10 );
		fireEvent.change( numberOfStars(), { target: { value: '1' } } );
		expect( view.attributes().maxRating ).toBe( 2 );
		expect( stars() ).toHaveLength( 2 );
	} );

	it( 'brings the rating down with fewer stars', () => {
		const view = renderEdit( { rating: 4.5 } );
		fireEvent.change( numberOfStars(), { target: { value: '3' } } );
		expect( view.attributes() ).toMatchObject( {
			maxRating: 3,
			rating: 3,
		} );
	} );

	it( 'keeps a valid colour and drops anything else', () => {
		const view = renderEdit();
		const color = screen.getByRole( 'textbox', { name: 'Color: Stars' } );
		fireEvent.change( color, { target: { value: '#cf2e2e' } } );
		expect( view.attributes().color ).toBe( '#cf2e2e' );
		expect( view.container.firstElementChild ).toHaveStyle( {
			color: '#cf2e2e',
		} );
		fireEvent.change( color, {
			target: { value: 'red; background:url(javascript:alert(1))' },
		} );
		expect( view.attributes().color ).toBeUndefined();
		expect(
			view.container.firstElementChild?.getAttribute( 'style' ) ?? ''
		).toBe( '' );
	} );

	it( 'does not put a stored colour the validator refuses on the block', () => {
		const view = renderEdit( { color: 'expression(alert(1))' } );
		expect(
			view.container.firstElementChild?.getAttribute( 'style' ) ?? ''
		).toBe( '' );
	} );
} );

/** Chooses Align text center in the toolbar's Align text menu. */
async function alignCenter( user: ReturnType< typeof userEvent.setup > ) {
	await user.click( screen.getByRole( 'button', { name: 'Align text' } ) );
	await user.click(
		screen.getByRole( 'menuitemradio', { name: 'Align text center' } )
	);
}

describe( 'star rating, toolbar', () => {
	it( 'aligns the stars left, center or right', async () => {
		const user = userEvent.setup();
		const view = renderEdit();
		expect( view.container.firstElementChild ).toHaveClass(
			'has-text-align-left'
		);
		await alignCenter( user );
		expect( view.attributes().align ).toBe( 'center' );
		expect( view.container.firstElementChild ).toHaveClass(
			'has-text-align-center'
		);
		// Choosing the current alignment again goes back to the default.
		await alignCenter( user );
		expect( view.attributes().align ).toBe( 'left' );
	} );

	it( 'switches between the Filled and Outlined styles', async () => {
		const user = userEvent.setup();
		const view = renderEdit();
		await user.click( screen.getByRole( 'button', { name: 'Style' } ) );
		await user.click(
			screen.getByRole( 'menuitem', { name: 'Outlined' } )
		);
		expect( view.attributes().className ).toBe( 'is-style-outlined' );
		await user.click( screen.getByRole( 'button', { name: 'Style' } ) );
		await user.click( screen.getByRole( 'menuitem', { name: 'Filled' } ) );
		expect( view.attributes().className ).toBeUndefined();
	} );
} );
