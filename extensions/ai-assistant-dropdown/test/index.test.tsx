/**
 * The editor filter of the dropdown: selected paragraph, heading and
 * list-item blocks get it (from its on-demand chunk), other blocks do not.
 */
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from '@wordpress/element';
import { registerBlockType } from '@wordpress/blocks';
import { RegistryProvider } from '@wordpress/data';
import { stubRegistry } from '../../../blocks/ai-assistant/test/stub-stores';
import { withAiAssistantDropdown } from '../index';

jest.mock( '../../../store/ai/use-ai-suggestions', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( '../../../blocks/ai-assistant/test/ai-double' ).aiSuggestionsModule()
);
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	BlockControls: ( { children }: { children: unknown } ) => children,
} ) );

beforeAll( () =>
	registerBlockType(
		'jetpack/ai-assistant' as never,
		{
			apiVersion: 3,
			title: 'AI Assistant',
			category: 'text',
			attributes: {},
			edit: () => null,
			save: () => null,
		} as never
	)
);

describe( 'the editor filter', () => {
	const Edit = () => <p>block</p>;
	const Filtered = withAiAssistantDropdown( Edit as never ) as unknown as (
		props: Record< string, unknown >
	) => JSX.Element;

	it( 'adds the dropdown to selected text blocks only', async () => {
		const registry = stubRegistry();
		const { rerender } = render(
			<RegistryProvider value={ registry as never }>
				<Filtered
					{ ...( {
						name: 'core/paragraph',
						clientId: 'a',
						isSelected: true,
						attributes: { content: 'x' },
					} as Record< string, unknown > ) }
				/>
			</RegistryProvider>
		);
		expect(
			await screen.findByRole(
				'button',
				{ name: 'AI Assistant' },
				{ timeout: 15000 }
			)
		).toBeVisible();
		rerender(
			<RegistryProvider value={ registry as never }>
				<Filtered
					{ ...( {
						name: 'core/image',
						clientId: 'a',
						isSelected: true,
						attributes: {},
					} as Record< string, unknown > ) }
				/>
			</RegistryProvider>
		);
		await act( async () => {} );
		expect(
			screen.queryByRole( 'button', { name: 'AI Assistant' } )
		).toBeNull();
		expect( screen.getByText( 'block' ) ).toBeVisible();
	} );

	it( 'shows the selected block first, the dropdown after it', async () => {
		const registry = stubRegistry();
		// Whether the dropdown was on screen when the selected block committed.
		const withDropdownAtSelection: boolean[] = [];
		const Block = ( { isSelected }: { isSelected: boolean } ) => {
			useLayoutEffect( () => {
				if ( isSelected ) {
					withDropdownAtSelection.push(
						!! screen.queryByRole( 'button', {
							name: 'AI Assistant',
						} )
					);
				}
			}, [ isSelected ] );
			return <p>block</p>;
		};
		const Wrapped = withAiAssistantDropdown(
			Block as never
		) as unknown as ( props: Record< string, unknown > ) => JSX.Element;
		const paragraph = ( isSelected: boolean ) => (
			<RegistryProvider value={ registry as never }>
				<Wrapped
					{ ...( {
						name: 'core/paragraph',
						clientId: 'a',
						isSelected,
						attributes: { content: 'x' },
					} as Record< string, unknown > ) }
				/>
			</RegistryProvider>
		);
		const { rerender } = render( paragraph( true ) );
		// The chunk is loaded after the first selection.
		await screen.findByRole(
			'button',
			{ name: 'AI Assistant' },
			{ timeout: 15000 }
		);
		rerender( paragraph( false ) );
		await act( async () => {} );
		rerender( paragraph( true ) );
		expect(
			await screen.findByRole( 'button', { name: 'AI Assistant' } )
		).toBeVisible();
		expect( withDropdownAtSelection ).toEqual( [ false, false ] );
	} );
} );
