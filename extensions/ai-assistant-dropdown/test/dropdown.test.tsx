/**
 * The AI Assistant dropdown on text blocks (spec 1 section 2): the shell
 * shows it on selected paragraph, heading and list-item blocks only; each
 * action sends the block's text between four backticks and streams the
 * answer into the block without undo levels, keeping the original until
 * Accept (one persistent change, so one undo step restores the original)
 * or Discard (the original back); Ask AI Assistant turns the block into an
 * AI Assistant block with its text.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerBlockType } from '@wordpress/blocks';
import { RegistryProvider } from '@wordpress/data';
import { registerCoreTextBlocks } from '../../../tests/fixtures/core-blocks';
import {
	ai,
	fail,
	finish,
	resetAi,
	stream,
} from '../../../blocks/ai-assistant/test/ai-double';
import {
	actions,
	editorState,
	resetStubs,
	stubRegistry,
} from '../../../blocks/ai-assistant/test/stub-stores';
import AiAssistantDropdown from '../dropdown';
import { actionMessages } from '../actions';
import { answerToInlineHtml, blockText } from '../block-text';

jest.mock( '../../../store/ai/use-ai-suggestions', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( '../../../blocks/ai-assistant/test/ai-double' ).aiSuggestionsModule()
);
jest.mock( '@wordpress/block-editor', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( '../../../blocks/ai-assistant/test/ai-double' ).toolbarInPlaceBlockEditor()
);

beforeAll( () => {
	registerCoreTextBlocks();
	registerBlockType(
		'jetpack/ai-assistant' as never,
		{
			apiVersion: 3,
			title: 'AI Assistant',
			category: 'text',
			attributes: {
				content: { type: 'string' },
				html: { type: 'string' },
			},
			edit: () => null,
			save: () => null,
		} as never
	);
} );
beforeEach( () => {
	resetAi();
	resetStubs();
} );
// Unmounting restores the original; the test's block is gone by then.
afterEach( async () => {
	// Let an open menu's popover settle inside act().
	await act( async () => {} );
	actions.updateBlockAttributes.mockImplementation( () => {} );
} );

function renderDropdown(
	content: string,
	name = 'core/paragraph',
	extra: Record< string, unknown > = {}
) {
	const registry = stubRegistry();
	const element = ( value: unknown ) => (
		<RegistryProvider value={ registry as never }>
			<AiAssistantDropdown
				clientId="para"
				name={ name }
				attributes={ { content: value, ...extra } }
			/>
		</RegistryProvider>
	);
	const view = render( element( content ) );
	let mounted = true;
	// The block follows its attribute updates, as the editor would.
	actions.updateBlockAttributes.mockImplementation(
		( _id: string, next: { content: unknown } ) => {
			// Unmounting (the test's cleanup) restores the original too.
			if ( mounted && view.container.isConnected ) {
				try {
					view.rerender( element( next.content ) );
				} catch {
					mounted = false;
				}
			}
		}
	);
	return {
		...view,
		/** The author types in the block. */
		type: ( value: string ) => view.rerender( element( value ) ),
		unmount: () => {
			mounted = false;
			view.unmount();
		},
	};
}

const openMenu = () =>
	fireEvent.click( screen.getByRole( 'button', { name: 'AI Assistant' } ) );
const choose = ( name: string ) =>
	fireEvent.click( screen.getByRole( 'menuitem', { name } ) );

describe( 'the prompts of the dropdown', () => {
	it.each( [
		[ 'correctSpelling', 'spelling and grammar' ],
		[ 'simplify', 'Simplify' ],
		[ 'summarize', 'Summarize' ],
		[ 'expand', 'Expand' ],
	] as const )( '%s sends the delimited text', ( action, words ) => {
		const messages = actionMessages( action, 'Teh cat.' );
		expect( messages[ 0 ].role ).toBe( 'system' );
		expect( messages[ 1 ].content ).toContain( words );
		expect( messages[ 1 ].content ).toContain( '````\nTeh cat.\n````' );
	} );

	it( 'names the tone and the language', () => {
		expect(
			actionMessages( 'changeTone', 'x', 'serious' )[ 1 ].content
		).toContain( 'serious tone' );
		expect(
			actionMessages( 'translate', 'x', 'de' )[ 1 ].content
		).toContain( 'German' );
	} );

	it( 'disables the actions that ask the AI for a user whose account is not connected', () => {
		editorState.userConnected = false;
		renderDropdown( 'Some text.' );
		openMenu();
		for ( const name of [
			'Correct spelling and grammar',
			'Simplify',
			'Summarize',
			'Expand',
			'Change tone',
			'Translate',
		] ) {
			expect( screen.getByRole( 'menuitem', { name } ) ).toBeDisabled();
		}
		// Asking the assistant block is still offered (its banner reconnects).
		choose( 'Ask AI Assistant' );
		expect( ai.request ).not.toHaveBeenCalled();
	} );

	it( 'reads the block text and writes the answer as safe inline HTML', () => {
		expect(
			blockText( 'A <strong>bold</strong> &amp; <em>fine</em> day' )
		).toBe( 'A bold & fine day' );
		expect( answerToInlineHtml( '## A **title**', 'core/heading' ) ).toBe(
			'A <strong>title</strong>'
		);
		expect( answerToInlineHtml( '- item', 'core/list-item' ) ).toBe(
			'item'
		);
		expect(
			answerToInlineHtml(
				'One\n\nTwo <script>x</script>',
				'core/paragraph'
			)
		).toBe( 'One<br>Two &lt;script&gt;x&lt;/script&gt;' );
	} );
} );

describe( 'the dropdown', () => {
	it( 'streams Simplify into the block without undo levels, and Accept makes one change', async () => {
		renderDropdown( 'A very <em>long</em> sentence.' );
		openMenu();
		choose( 'Simplify' );
		const sent = ai.request.mock.calls[ 0 ][ 0 ];
		expect( sent[ 1 ].content ).toContain(
			'````\nA very long sentence.\n````'
		);
		stream( 'A short' );
		expect(
			actions.__unstableMarkNextChangeAsNotPersistent
		).toHaveBeenCalledTimes( 1 );
		expect( actions.updateBlockAttributes ).toHaveBeenLastCalledWith(
			'para',
			{
				content: 'A short',
			}
		);
		expect( screen.getByRole( 'button', { name: 'Stop' } ) ).toBeVisible();
		// Only an Escape on its own buttons stops it.
		fireEvent.keyDown( document.body, { key: 'Escape' } );
		expect( ai.stop ).not.toHaveBeenCalled();
		fireEvent.keyDown( screen.getByRole( 'button', { name: 'Accept' } ), {
			key: 'Escape',
		} );
		expect( ai.stop ).toHaveBeenCalledTimes( 1 );
		stream( 'A short' );
		finish( 'A short *one*.' );
		expect( screen.queryByRole( 'button', { name: 'Stop' } ) ).toBeNull();
		actions.__unstableMarkNextChangeAsNotPersistent.mockClear();
		actions.updateBlockAttributes.mockClear();
		fireEvent.click( screen.getByRole( 'button', { name: 'Accept' } ) );
		// Back to the original without an undo level, then one real change.
		expect(
			actions.__unstableMarkNextChangeAsNotPersistent
		).toHaveBeenCalledTimes( 1 );
		expect( actions.updateBlockAttributes.mock.calls ).toEqual( [
			[ 'para', { content: 'A very <em>long</em> sentence.' } ],
			// Another attribute set too (unchanged): a persistent change.
			[
				'para',
				{ content: 'A short <em>one</em>.', placeholder: undefined },
			],
		] );
		expect( screen.queryByRole( 'button', { name: 'Accept' } ) ).toBeNull();
	} );

	it( 'Esc anywhere in the block or its toolbar stops the answer; elsewhere it does not', () => {
		// The block's element in the canvas, and the block toolbar.
		const block = document.createElement( 'div' );
		block.setAttribute( 'data-block', 'para' );
		block.innerHTML = '<p contenteditable="true">Text</p>';
		const other = document.createElement( 'div' );
		other.setAttribute( 'data-block', 'other' );
		other.innerHTML = '<p contenteditable="true">Other</p>';
		const blockToolbar = document.createElement( 'div' );
		blockToolbar.className = 'block-editor-block-toolbar';
		blockToolbar.innerHTML = '<button type="button">Bold</button>';
		document.body.append( block, other, blockToolbar );
		editorState.selected = 'para';
		try {
			renderDropdown( 'Original text.' );
			openMenu();
			choose( 'Expand' );
			stream( 'Longer' );
			fireEvent.keyDown( other.firstChild!, { key: 'Escape' } );
			expect( ai.stop ).not.toHaveBeenCalled();
			fireEvent.keyDown( block.firstChild!, { key: 'Escape' } );
			expect( ai.stop ).toHaveBeenCalledTimes( 1 );

			openMenu();
			choose( 'Expand' );
			stream( 'Longer' );
			fireEvent.keyDown( blockToolbar.firstChild!, { key: 'Escape' } );
			expect( ai.stop ).toHaveBeenCalledTimes( 2 );
			// Not busy: Escape is left to the editor.
			fireEvent.keyDown( block.firstChild!, { key: 'Escape' } );
			expect( ai.stop ).toHaveBeenCalledTimes( 2 );
		} finally {
			block.remove();
			other.remove();
			blockToolbar.remove();
		}
	} );

	it( 'Discard (even mid-stream) puts the original back', () => {
		renderDropdown( 'Original text.' );
		openMenu();
		choose( 'Expand' );
		stream( 'Longer text that' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Discard' } ) );
		expect( ai.stop ).toHaveBeenCalled();
		expect( actions.updateBlockAttributes ).toHaveBeenLastCalledWith(
			'para',
			{
				content: 'Original text.',
			}
		);
		expect( screen.queryByRole( 'button', { name: 'Accept' } ) ).toBeNull();
	} );

	it( 'leaving the block keeps a draft the author edited by hand, and drops one untouched', () => {
		const edited = renderDropdown( 'Original text.' );
		openMenu();
		choose( 'Simplify' );
		finish( 'Simple text.' );
		edited.type( 'Simple text, with my own words.' );
		actions.updateBlockAttributes.mockClear();
		edited.unmount();
		// The author's words stay: nothing puts the original back.
		expect( actions.updateBlockAttributes ).not.toHaveBeenCalled();

		const untouched = renderDropdown( 'Original text.' );
		openMenu();
		choose( 'Simplify' );
		finish( 'Simple text.' );
		actions.updateBlockAttributes.mockClear();
		untouched.unmount();
		expect( actions.updateBlockAttributes ).toHaveBeenCalledWith( 'para', {
			content: 'Original text.',
		} );
	} );

	it( 'translates through the language submenu, site language first', () => {
		// The site's locale, not the page's language (in wp-admin, the user's).
		window.orbitBlocksEditorState = {
			site: { homeUrl: '', blogId: 1, locale: 'fr_FR' },
		};
		document.documentElement.lang = 'de-DE';
		renderDropdown( 'Hello.' );
		openMenu();
		choose( 'Translate' );
		const items = screen.getAllByRole( 'menuitem' );
		expect( items[ 0 ] ).toHaveTextContent( '← Back' );
		expect( items[ 1 ] ).toHaveTextContent( 'French' );
		choose( 'German' );
		expect( ai.request.mock.calls[ 0 ][ 0 ][ 1 ].content ).toContain(
			'German'
		);
		document.documentElement.lang = '';
		window.orbitBlocksEditorState = {};
	} );

	it( 'changes the tone through its submenu', () => {
		renderDropdown( 'Hello.' );
		openMenu();
		choose( 'Change tone' );
		choose( 'Passionate' );
		expect( ai.request.mock.calls[ 0 ][ 0 ][ 1 ].content ).toContain(
			'passionate tone'
		);
	} );

	it( 'shows an error as a notice and keeps the original for Discard', () => {
		renderDropdown( 'Hello.' );
		openMenu();
		choose( 'Summarize' );
		fail(
			'error_service_unavailable',
			'AI services are currently unavailable. Sorry for the inconvenience.'
		);
		expect( actions.createNotice ).toHaveBeenCalledWith(
			'info',
			'AI services are currently unavailable. Sorry for the inconvenience.',
			expect.anything()
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Discard' } ) );
		expect( actions.updateBlockAttributes ).toHaveBeenLastCalledWith(
			'para',
			{
				content: 'Hello.',
			}
		);
	} );

	it( 'Ask AI Assistant turns a heading into an AI Assistant block with its text', () => {
		renderDropdown( 'My <em>title</em>', 'core/heading', { level: 3 } );
		openMenu();
		choose( 'Ask AI Assistant' );
		const [ id, block ] = actions.replaceBlock.mock.calls[ 0 ];
		expect( id ).toBe( 'para' );
		expect( block ).toMatchObject( {
			name: 'jetpack/ai-assistant',
			attributes: {
				content: '### My title',
				html: '<h3>My title</h3>\n',
			},
		} );
	} );

	it( 'Ask AI Assistant on a list item adds the AI block after the list (a list takes only items), and says so', () => {
		editorState.parentOf = { para: 'list' };
		editorState.indexOf = { list: 2 };
		editorState.noAiIn = [ 'list' ];
		renderDropdown( 'Buy <strong>milk</strong>', 'core/list-item' );
		openMenu();
		choose( 'Ask AI Assistant' );
		expect( actions.replaceBlock ).not.toHaveBeenCalled();
		expect( actions.insertBlock ).toHaveBeenCalledTimes( 1 );
		const [ block, index, root ] = actions.insertBlock.mock.calls[ 0 ];
		expect( block ).toMatchObject( {
			name: 'jetpack/ai-assistant',
			attributes: { content: 'Buy milk' },
		} );
		expect( index ).toBe( 3 );
		expect( root ).toBeUndefined();
		expect( actions.createNotice ).toHaveBeenCalledWith(
			'info',
			'The AI Assistant block cannot go inside this block, so it was added after it, with this text.',
			expect.objectContaining( { type: 'snackbar' } )
		);
	} );

	it( 'Ask AI Assistant in a paragraph of a form inside a group goes after the form, in the group', () => {
		editorState.parentOf = { para: 'form', form: 'group' };
		editorState.indexOf = { form: 0, group: 4 };
		editorState.noAiIn = [ 'form' ];
		renderDropdown( 'Tell us about you.' );
		openMenu();
		choose( 'Ask AI Assistant' );
		expect( actions.insertBlock ).toHaveBeenCalledWith(
			expect.objectContaining( { name: 'jetpack/ai-assistant' } ),
			1,
			'group'
		);
	} );

	it( 'Ask AI Assistant says so when the block can go nowhere near', () => {
		editorState.parentOf = { para: 'form' };
		editorState.noAiIn = [ 'form', '' ];
		renderDropdown( 'Tell us about you.' );
		openMenu();
		choose( 'Ask AI Assistant' );
		expect( actions.replaceBlock ).not.toHaveBeenCalled();
		expect( actions.insertBlock ).not.toHaveBeenCalled();
		expect( actions.createNotice ).toHaveBeenCalledWith(
			'info',
			'The AI Assistant block cannot be added here. Use the other AI Assistant actions to work on this text in place.',
			expect.anything()
		);
	} );

	it( 'disables the actions on an empty block', () => {
		renderDropdown( '' );
		openMenu();
		expect(
			screen.getByRole( 'menuitem', { name: 'Simplify' } )
		).toBeDisabled();
	} );
} );
