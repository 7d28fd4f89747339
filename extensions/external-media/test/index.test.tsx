/**
 * The editor-entry shell: which placeholders get the "Select image" menu,
 * what the menu offers, and the inserter categories' shape.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inserterCategory, takesImages, withExternalMedia } from '../index';
import type { PlaceholderProps } from '../source-menu';

function FakePlaceholder( props: PlaceholderProps ) {
	const button = props.mediaLibraryButton as
		| ( ( args: { open: () => void } ) => JSX.Element )
		| undefined;
	return (
		<div data-testid="placeholder">
			{ button
				? button( { open: props.open as () => void } )
				: 'core button' }
		</div>
	);
}

describe( 'the placeholder menu', () => {
	it( 'applies to placeholders that take images', () => {
		expect( takesImages( undefined ) ).toBe( true );
		expect( takesImages( [] ) ).toBe( true );
		expect( takesImages( [ 'image' ] ) ).toBe( true );
		expect( takesImages( [ 'image/png' ] ) ).toBe( true );
		expect( takesImages( [ 'audio' ] ) ).toBe( false );
		expect( takesImages( [ 'video' ] ) ).toBe( false );
	} );

	it( 'offers Media Library and the three sources; Media Library opens the core dialog', async () => {
		const Wrapped = withExternalMedia( FakePlaceholder );
		const open = jest.fn();
		render(
			<Wrapped
				allowedTypes={ [ 'image' ] }
				onSelect={ jest.fn() }
				open={ open }
			/>
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Select image' } )
		);
		const items = screen
			.getAllByRole( 'menuitem' )
			.map( ( item ) => item.textContent );
		expect( items ).toEqual( [
			'Media Library',
			'Google Photos',
			'Pexels Free Photos',
			'Openverse',
		] );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Media Library' } )
		);
		expect( open ).toHaveBeenCalled();
	} );

	it( 'leaves audio placeholders and blocks with their own button alone', () => {
		const Wrapped = withExternalMedia( FakePlaceholder );
		const { rerender } = render(
			<Wrapped allowedTypes={ [ 'audio' ] } onSelect={ jest.fn() } />
		);
		expect( screen.getByTestId( 'placeholder' ) ).toHaveTextContent(
			'core button'
		);
		rerender(
			<Wrapped
				allowedTypes={ [ 'image' ] }
				onSelect={ jest.fn() }
				mediaLibraryButton={ () => <span>own button</span> }
			/>
		);
		expect( screen.getByTestId( 'placeholder' ) ).toHaveTextContent(
			'own button'
		);
	} );
} );

describe( 'inserter categories', () => {
	it( 'are external image categories named after the source', () => {
		const category = inserterCategory( 'pexels' );
		expect( category ).toEqual(
			expect.objectContaining( {
				name: 'orbit-blocks-pexels',
				labels: { name: 'Pexels Free Photos', search_items: 'Search' },
				mediaType: 'image',
				isExternalResource: true,
			} )
		);
		expect( typeof category.fetch ).toBe( 'function' );
	} );
} );
