/**
 * Component tests of the markdown block (spec 2 "Markdown", sections 2, 4
 * and 8): the Markdown editor and the Preview from the toolbar, the return
 * to the editor on deselection, the HTML stored with each change, and the
 * question before a preview link leaves the editor.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockEditProps } from '@wordpress/blocks';
import MarkdownEdit from '../edit';
import { leaveEditorFor } from '../navigate';
import type { MarkdownAttributes } from '../types';
import { renderEditHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '../navigate', () => ( { leaveEditorFor: jest.fn() } ) );
jest.mock( '@wordpress/block-editor', () => {
	const setup = jest.requireActual(
		'../../../tests/setup/block-editor-in-place'
	);
	return setup.blockEditorInPlace( 'wp-block-jetpack-markdown' );
} );

type Props = BlockEditProps< MarkdownAttributes >;

function renderEdit(
	initial: Partial< MarkdownAttributes > = {},
	{ isSelected = true } = {}
) {
	let selected = isSelected;
	const view = renderEditHoldingAttributes(
		{ source: '', ...initial } as MarkdownAttributes,
		( attributes, setAttributes ) => (
			<MarkdownEdit
				{ ...( {
					attributes,
					setAttributes,
					isSelected: selected,
					clientId: 'test-block',
				} as Props ) }
			/>
		)
	);
	return {
		...view,
		select: ( next: boolean ) => {
			selected = next;
			view.renderAgain();
		},
	};
}

const editor = () => screen.queryByRole( 'textbox', { name: 'Markdown' } );
const markdownButton = () => screen.getByRole( 'button', { name: 'Markdown' } );
const previewButton = () => screen.getByRole( 'button', { name: 'Preview' } );

const SOURCE =
	'# Hello\n\nSome **bold** text, [a link](https://example.com/page) and [top](#top).';
const HTML =
	'<h1>Hello</h1>\n<p>Some <strong>bold</strong> text, <a href="https://example.com/page">a link</a> and <a href="#top">top</a>.</p>\n';

let confirm: jest.SpyInstance;
beforeEach( () => {
	confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	( leaveEditorFor as jest.Mock ).mockClear();
} );
afterEach( () => confirm.mockRestore() );

describe( 'markdown block, editor mode', () => {
	it( 'starts in the Markdown editor, with an empty field and its hint', () => {
		renderEdit();
		expect( editor() ).toHaveValue( '' );
		expect( editor() ).toHaveAttribute(
			'placeholder',
			expect.stringContaining( 'Write in Markdown' )
		);
		expect( markdownButton() ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( previewButton() ).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	it( 'stores the source and its rendered HTML together as the author types', async () => {
		const user = userEvent.setup();
		const view = renderEdit();
		await user.type( editor()!, '**hi** <b>' );
		expect( view.attributes() ).toEqual( {
			source: '**hi** <b>',
			html: '<p><strong>hi</strong> &lt;b&gt;</p>\n',
		} );
		// One update a keystroke, source and HTML at once.
		expect( view.setAttributes ).toHaveBeenCalledTimes( 10 );
		expect( view.setAttributes ).toHaveBeenLastCalledWith( {
			source: '**hi** <b>',
			html: '<p><strong>hi</strong> &lt;b&gt;</p>\n',
		} );
	} );

	it( 'fills in the HTML of a block inserted with a source only', () => {
		const view = renderEdit( { source: SOURCE } );
		expect( view.attributes().html ).toBe( HTML );
		expect( view.setAttributes ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'leaves stored HTML alone when the block opens', () => {
		const view = renderEdit( { source: SOURCE, html: '<p>as saved</p>' } );
		expect( view.setAttributes ).not.toHaveBeenCalled();
	} );
} );

describe( 'markdown block, preview', () => {
	it( 'Preview shows the rendered HTML, and Markdown returns to the source', async () => {
		const user = userEvent.setup();
		const view = renderEdit( { source: SOURCE, html: HTML } );
		await user.click( previewButton() );
		expect( editor() ).toBeNull();
		expect( previewButton() ).toHaveAttribute( 'aria-pressed', 'true' );
		const preview = view.container.querySelector(
			'.wp-block-jetpack-markdown__preview'
		) as HTMLElement;
		expect( preview.innerHTML ).toBe( HTML );
		expect(
			within( preview ).getByRole( 'heading', {
				level: 1,
				name: 'Hello',
			} )
		).toBeInTheDocument();
		expect( view.container.firstElementChild ).toHaveClass( 'is-preview' );

		await user.click( markdownButton() );
		expect( editor() ).toHaveValue( SOURCE );
		expect( view.container.firstElementChild ).toHaveClass( 'is-editing' );
	} );

	it( 'shows raw HTML and script links as text', async () => {
		const user = userEvent.setup();
		const view = renderEdit( {
			source: '<script>alert(1)</script> [x](javascript:alert(1))',
		} );
		await user.click( previewButton() );
		expect( view.container.querySelector( 'script' ) ).toBeNull();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
		expect( view.container ).toHaveTextContent(
			'<script>alert(1)</script> [x](javascript:alert(1))'
		);
	} );

	it( 'says there is nothing to preview for an empty source', async () => {
		const user = userEvent.setup();
		renderEdit();
		await user.click( previewButton() );
		expect(
			screen.getByText( 'Nothing to preview yet.' )
		).toBeInTheDocument();
	} );

	it( 'reverts to the editor when the block is deselected', async () => {
		const user = userEvent.setup();
		const view = renderEdit( { source: SOURCE, html: HTML } );
		await user.click( previewButton() );
		expect( editor() ).toBeNull();

		// Not selected: what visitors see, and the mode is back to Markdown.
		view.select( false );
		expect(
			screen.getByRole( 'heading', { name: 'Hello' } )
		).toBeInTheDocument();
		expect( editor() ).toBeNull();
		expect( markdownButton() ).toHaveAttribute( 'aria-pressed', 'true' );

		// Selected again: the source, not the preview.
		view.select( true );
		expect( editor() ).toHaveValue( SOURCE );
		expect( previewButton() ).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	it( 'shows the empty editor, not an empty preview, when deselected with no source', () => {
		renderEdit( {}, { isSelected: false } );
		expect( editor() ).toBeInTheDocument();
	} );
} );

describe( 'markdown block, links in the preview', () => {
	async function openPreview() {
		const user = userEvent.setup();
		renderEdit( { source: SOURCE, html: HTML } );
		await user.click( previewButton() );
		return screen.getByRole( 'link', { name: 'a link' } );
	}

	it( 'asks before leaving, and stays when the author cancels', async () => {
		const link = await openPreview();
		confirm.mockReturnValue( false );
		expect( fireEvent.click( link ) ).toBe( false ); // default prevented
		expect( confirm ).toHaveBeenCalledWith(
			'Are you sure you wish to leave this page?'
		);
		expect( leaveEditorFor ).not.toHaveBeenCalled();
	} );

	it( 'leaves for the link when the author confirms', async () => {
		const link = await openPreview();
		confirm.mockReturnValue( true );
		fireEvent.click( link );
		expect( confirm ).toHaveBeenCalledTimes( 1 );
		expect( leaveEditorFor ).toHaveBeenCalledWith(
			'https://example.com/page'
		);
	} );

	it( 'asks for a click on text inside a link too', async () => {
		const user = userEvent.setup();
		renderEdit( { source: '[**bold link**](/about)' } );
		await user.click( previewButton() );
		fireEvent.click( screen.getByText( 'bold link' ) );
		expect( confirm ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not ask for a link to an anchor on the same page, or a click on text', async () => {
		const user = userEvent.setup();
		renderEdit( { source: SOURCE, html: HTML } );
		await user.click( previewButton() );
		expect(
			fireEvent.click( screen.getByRole( 'link', { name: 'top' } ) )
		).toBe( false );
		expect( fireEvent.click( screen.getByText( 'bold' ) ) ).toBe( true );
		expect( confirm ).not.toHaveBeenCalled();
		expect( leaveEditorFor ).not.toHaveBeenCalled();
	} );
} );
