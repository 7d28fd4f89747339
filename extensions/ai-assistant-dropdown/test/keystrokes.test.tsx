/**
 * Typing in a paragraph renders its dropdown again with each new content:
 * the toolbar (BlockControls and its menu) renders again only when what it
 * shows changes (the block turns empty or not), and an action still sends
 * the latest text.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import { ai, resetAi } from '../../../blocks/ai-assistant/test/ai-double';
import {
	resetStubs,
	stubRegistry,
} from '../../../blocks/ai-assistant/test/stub-stores';
import AiAssistantDropdown from '../dropdown';

let mockToolbarRenders = 0;
jest.mock( '../../../store/ai/use-ai-suggestions', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( '../../../blocks/ai-assistant/test/ai-double' ).aiSuggestionsModule()
);
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	BlockControls: ( { children }: { children: unknown } ) => {
		mockToolbarRenders++;
		return <div>{ children as never }</div>;
	},
} ) );

beforeEach( () => {
	resetAi();
	resetStubs();
	mockToolbarRenders = 0;
} );

it( 'renders the toolbar once while the author types, and sends the latest text', async () => {
	const registry = stubRegistry();
	const dropdown = ( content: string ) => (
		<RegistryProvider value={ registry as never }>
			<AiAssistantDropdown
				clientId="para"
				name="core/paragraph"
				attributes={ { content } }
			/>
		</RegistryProvider>
	);
	const { rerender } = render( dropdown( 'T' ) );
	const typed = 'The cat sat.';
	for ( let i = 2; i <= typed.length; i++ ) {
		rerender( dropdown( typed.slice( 0, i ) ) );
	}
	expect( mockToolbarRenders ).toBe( 1 );

	fireEvent.click( screen.getByRole( 'button', { name: 'AI Assistant' } ) );
	await act( async () => {} );
	fireEvent.click( screen.getByRole( 'menuitem', { name: 'Simplify' } ) );
	expect( ai.request.mock.calls[ 0 ][ 0 ][ 1 ].content ).toContain( typed );
} );
