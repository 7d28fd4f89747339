/**
 * The editor-entry shell: which placeholders get the "Select image" menu,
 * what the menu offers, and the inserter categories' shape.
 */
import { render, screen } from '@testing-library/react';
import { RegistryProvider, createReduxStore } from '@wordpress/data';
import type { ReactNode } from 'react';
import { store as connectionStore } from '../../../store/connection';
import { freshRegistry } from '../../../tests/setup/registry';
import { chooseMenuItem, openMenuItems } from '../../../tests/setup/menu';
import { inserterCategory, takesImages, withExternalMedia } from '../index';
import type { PlaceholderProps } from '../source-menu';

/** An editor of `postType` (none: the widget editor) on a site registered or not. */
function editorOf( postType: string | null, isRegistered: boolean ) {
	window.orbitBlocksEditorState = {
		...window.orbitBlocksEditorState,
		connection: {
			isRegistered,
			isUserConnected: isRegistered,
			hasConnectedOwner: isRegistered,
		},
	} as never;
	const stores = [ connectionStore ];
	const registry = postType
		? freshRegistry(
				...stores,
				createReduxStore( 'core/editor', {
					reducer: ( state = {} ) => state,
					selectors: { getCurrentPostType: () => postType },
				} )
		  )
		: freshRegistry( ...stores );
	return ( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ registry as never }>
			{ children }
		</RegistryProvider>
	);
}

let wrapper: ( props: { children: ReactNode } ) => JSX.Element;

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
	beforeEach( () => {
		wrapper = editorOf( 'post', true );
	} );

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
			/>,
			{ wrapper }
		);
		expect( await openMenuItems( 'Select image' ) ).toEqual( [
			'Media Library',
			'Google Photos',
			'Pexels Free Photos',
			'Openverse',
		] );
		await chooseMenuItem( 'Media Library' );
		expect( open ).toHaveBeenCalled();
	} );

	it( 'leaves audio placeholders and blocks with their own button alone', () => {
		const Wrapped = withExternalMedia( FakePlaceholder );
		const { rerender } = render(
			<Wrapped allowedTypes={ [ 'audio' ] } onSelect={ jest.fn() } />,
			{ wrapper }
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

	it.each( [
		[ 'the site editor', 'wp_template', true ],
		[ 'the widget editor', null, true ],
		[ 'a site not connected', 'post', false ],
	] )(
		'is not offered in %s',
		( _, postType: string | null, isRegistered: boolean ) => {
			const Wrapped = withExternalMedia( FakePlaceholder );
			render(
				<Wrapped allowedTypes={ [ 'image' ] } onSelect={ jest.fn() } />,
				{ wrapper: editorOf( postType, isRegistered ) }
			);
			expect( screen.getByTestId( 'placeholder' ) ).toHaveTextContent(
				'core button'
			);
		}
	);
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
