/**
 * The editor-entry shell: the BlockEdit filter adds the form AI only to
 * jetpack/contact-form, loads it the first time the form is selected, and
 * keeps it mounted afterwards (a request under way finishes when the form
 * is deselected).
 */
import { render, screen } from '@testing-library/react';
import { withFormAi } from '..';

jest.mock( '../form-ai', () => ( {
	__esModule: true,
	default: ( { isSelected }: { isSelected: boolean } ) => (
		<p>form ai { isSelected ? 'selected' : 'deselected' }</p>
	),
} ) );

const Edit = ( { name }: { name: string } ) => <p>edit { name }</p>;
const Wrapped = withFormAi( Edit as never ) as unknown as (
	props: Record< string, unknown >
) => JSX.Element;

const props = ( name: string, isSelected: boolean ) => ( {
	name,
	clientId: 'c1',
	isSelected,
	attributes: {},
} );

it( 'leaves other blocks alone', async () => {
	render( <Wrapped { ...props( 'core/paragraph', true ) } /> );
	expect( screen.getByText( 'edit core/paragraph' ) ).toBeInTheDocument();
	await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	expect( screen.queryByText( /form ai/ ) ).not.toBeInTheDocument();
} );

it( 'loads the form AI once the form is selected, and keeps it', async () => {
	const { rerender } = render(
		<Wrapped { ...props( 'jetpack/contact-form', false ) } />
	);
	expect(
		screen.getByText( 'edit jetpack/contact-form' )
	).toBeInTheDocument();
	await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	expect( screen.queryByText( /form ai/ ) ).not.toBeInTheDocument();
	rerender( <Wrapped { ...props( 'jetpack/contact-form', true ) } /> );
	expect( await screen.findByText( 'form ai selected' ) ).toBeInTheDocument();
	rerender( <Wrapped { ...props( 'jetpack/contact-form', false ) } /> );
	expect( screen.getByText( 'form ai deselected' ) ).toBeInTheDocument();
} );
