/**
 * Component tests of the AI Assistant block (spec 1 sections 2 to 6, 8):
 * every request state (init, requesting, suggesting, done, error with
 * Retry), Try Again, Accept into blocks, the title accept, the keyboard
 * (Enter, mod+Enter, Esc), the quota and offline marks, the image flow and
 * the AI Playground panel. The AI client is a double (ai-double.tsx); the
 * editor stores are answered by jest doubles.
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';
import { registerCoreBlocks } from '@wordpress/block-library';
import type { BlockEditProps } from '@wordpress/blocks';
import AiAssistantEdit from '../edit';
import type { AiAssistantAttributes } from '../types';
import { ai, fail, finish, resetAi, stream } from './ai-double';
import { actions, editorState, resetStubs, stubRegistry } from './stub-stores';
import { RegistryProvider } from '@wordpress/data';
import { speak } from '@wordpress/a11y';
import { AiStatusBanner } from '../../../store/ai/components';
import { renderEditHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '../../../store/ai/use-ai-suggestions', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( './ai-double' ).aiSuggestionsModule()
);
jest.mock( '../../../store/ai/components', () => ( {
	// A stand-in, except where a test asks for the real banner.
	AiStatusBanner: jest.fn( () => <div data-testid="ai-banner" /> ),
} ) );
jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/a11y', () => ( { speak: jest.fn() } ) );

jest.mock( '@wordpress/block-editor', () => {
	const actual = jest.requireActual( '@wordpress/block-editor' );
	return {
		...actual,
		BlockControls: ( { children }: { children: unknown } ) => (
			<div data-testid="toolbar">{ children as never }</div>
		),
		InspectorControls: ( { children }: { children: unknown } ) => (
			<div data-testid="sidebar">{ children as never }</div>
		),
		// Saving core blocks (the post's text) needs the real save props.
		useBlockProps: Object.assign(
			( props: { className?: string } = {} ) => ( {
				...props,
				className: [ 'wp-block-jetpack-ai-assistant', props.className ]
					.filter( Boolean )
					.join( ' ' ),
			} ),
			{ save: actual.useBlockProps.save }
		),
	};
} );

type Props = BlockEditProps< AiAssistantAttributes >;

const DEFAULTS: AiAssistantAttributes = {
	originalMessages: [],
	messages: [],
	useGutenbergSyntax: false,
	useGpt4: false,
	customSystemPrompt: '',
};

function renderEdit( initial: Partial< AiAssistantAttributes > = {} ) {
	const registry = stubRegistry();
	return renderEditHoldingAttributes(
		{ ...DEFAULTS, ...initial },
		( attributes, setAttributes ) => (
			<RegistryProvider value={ registry as never }>
				<AiAssistantEdit
					{ ...( {
						attributes,
						setAttributes,
						isSelected: true,
						clientId: 'assistant',
					} as unknown as Props ) }
				/>
			</RegistryProvider>
		)
	);
}

/**
 * The post as the editor's store holds it: a paragraph of `content` and,
 * after it, the AI Assistant block under test (clientId 'assistant').
 */
const paragraphThenAssistant = ( content: string ) =>
	[
		[ 'p1', 'core/paragraph', { content } ],
		[ 'assistant', 'jetpack/ai-assistant', {} ],
	].map( ( [ clientId, name, attributes ] ) => ( {
		clientId,
		name,
		attributes,
		innerBlocks: [],
		isValid: true,
	} ) );

const input = () => screen.getByRole( 'textbox', { name: 'AI prompt' } );
const toolbar = () => within( screen.getByTestId( 'toolbar' ) );

// WordPress 6.8's core blocks, as the editor registers them: Accept turns
// the answer into them through their raw transforms; the image flow inserts
// a core/image block.
beforeAll( () => registerCoreBlocks() );
beforeEach( () => {
	resetAi();
	resetStubs();
	apiFetchDouble.mockReset();
	window.orbitBlocksEditorState = {};
} );

describe( 'AI Assistant block', () => {
	it( 'starts empty: rotating placeholder, starting prompts, Send disabled until a prompt is typed', async () => {
		renderEdit();
		expect( input() ).toHaveAttribute( 'placeholder', 'Post about…' );
		expect(
			screen.getByRole( 'button', { name: 'Starting prompts' } )
		).toBeVisible();
		const send = screen.getByRole( 'button', { name: 'Send' } );
		expect( send ).toHaveAttribute( 'aria-disabled', 'true' );
		fireEvent.keyDown( input(), { key: 'Enter' } );
		expect( ai.request ).not.toHaveBeenCalled();
		await userEvent.type( input(), 'Write about cats' );
		expect( send ).not.toHaveAttribute( 'aria-disabled', 'true' );
		expect( screen.getByTestId( 'ai-banner' ) ).toBeInTheDocument();
		// No content yet: no Accept, no Try Again.
		expect( screen.queryByRole( 'button', { name: 'Accept' } ) ).toBeNull();
	} );

	it( 'types a starting prompt at 25 ms a character', async () => {
		jest.useFakeTimers();
		try {
			renderEdit();
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Starting prompts' } )
			);
			fireEvent.click(
				screen.getByRole( 'menuitem', { name: 'Post about…' } )
			);
			act( () => jest.advanceTimersByTime( 25 * 5 ) );
			expect( input() ).toHaveValue( 'Write' );
			act( () => jest.advanceTimersByTime( 25 * 100 ) );
			expect( input() ).toHaveValue( 'Write a post about ' );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'sends on Enter, streams (requesting, suggesting), and keeps the answer when done', async () => {
		const view = renderEdit();
		await userEvent.type( input(), 'Write about cats' );
		fireEvent.keyDown( input(), { key: 'Enter' } );
		expect( ai.request ).toHaveBeenCalledTimes( 1 );
		const sent = ai.request.mock.calls[ 0 ][ 0 ];
		expect( sent[ 0 ].role ).toBe( 'system' );
		expect( sent[ 1 ] ).toEqual( {
			role: 'user',
			content: 'Write about cats',
		} );
		expect( ai.options?.askQuestionOptions ).toMatchObject( {
			postId: 7,
			feature: 'ai-assistant',
		} );
		// requesting
		expect( screen.getByText( 'Waiting for the AI…' ) ).toBeVisible();
		expect( screen.getByRole( 'button', { name: 'Stop' } ) ).toBeVisible();
		expect( input() ).toHaveValue( '' );
		// suggesting
		stream( '## Cats\n\nCats **pu** and' );
		expect( screen.getByRole( 'heading', { name: 'Cats' } ) ).toBeVisible();
		expect( view.container.querySelector( 'strong' ) ).toHaveTextContent(
			'pu'
		);
		expect( view.container.firstChild ).toHaveClass( 'is-streaming' );
		// done
		finish( '## Cats\n\nCats **purr**.' );
		expect( view.attributes() ).toMatchObject( {
			content: '## Cats\n\nCats **purr**.',
			html: '<h2>Cats</h2>\n<p>Cats <strong>purr</strong>.</p>\n',
			promptType: 'userPrompt',
			messages: [
				{ role: 'user', content: 'Write about cats' },
				{ role: 'assistant', content: '## Cats\n\nCats **purr**.' },
			],
		} );
		// The AI client counts text requests itself (not twice here).
		expect(
			actions.increaseAiAssistantRequestsCount
		).not.toHaveBeenCalled();
		expect(
			toolbar().getByRole( 'button', { name: 'Accept' } )
		).toBeVisible();
		expect(
			toolbar().getByRole( 'button', { name: 'Try Again' } )
		).toBeVisible();
		expect(
			toolbar().getByRole( 'button', { name: 'Change tone' } )
		).toBeVisible();
		expect(
			toolbar().getByRole( 'button', { name: 'Translate' } )
		).toBeVisible();
		expect(
			toolbar().getByRole( 'button', { name: 'Improve' } )
		).toBeVisible();
	} );

	it( 'announces the start and the end of an answer, not every frame, and errors', async () => {
		const spoken = () =>
			( speak as jest.Mock ).mock.calls.map( ( [ text ] ) => text );
		( speak as jest.Mock ).mockClear();
		const view = renderEdit();
		await userEvent.type( input(), 'Write{Enter}' );
		expect( spoken() ).toEqual( [ 'The AI Assistant is writing.' ] );
		stream( 'Cats' );
		stream( 'Cats purr' );
		stream( 'Cats purr and' );
		expect( spoken() ).toEqual( [ 'The AI Assistant is writing.' ] );
		// The streamed text is not in a live region.
		expect( view.container.querySelector( '[aria-live]' ) ).toBeNull();
		finish( 'Cats purr and sleep.' );
		expect( spoken() ).toEqual( [
			'The AI Assistant is writing.',
			'The AI Assistant’s answer is complete.',
		] );
		fireEvent.change( input(), { target: { value: 'More' } } );
		fireEvent.keyDown( input(), { key: 'Enter' } );
		fail( 'error_network', 'It was not possible to process your request.' );
		expect( spoken() ).toContain(
			'It was not possible to process your request.'
		);
	} );

	it( "lists the site's language first in Translate (the site locale, not the page's language)", async () => {
		window.orbitBlocksEditorState = {
			site: { homeUrl: '', blogId: 1, locale: 'es_ES' },
		};
		document.documentElement.lang = 'de-DE';
		try {
			renderEdit( { content: 'An answer.', promptType: 'userPrompt' } );
			fireEvent.click(
				toolbar().getByRole( 'button', { name: 'Translate' } )
			);
			const items = await screen.findAllByRole( 'menuitem' );
			expect( items[ 0 ] ).toHaveTextContent( 'Spanish' );
			expect( items[ 1 ] ).toHaveTextContent( 'English' );
			// The menu's popover settles its position.
			await act( async () => {} );
		} finally {
			document.documentElement.lang = '';
		}
	} );

	it( 'Stop (button or Esc) keeps the text so far', async () => {
		const view = renderEdit();
		await userEvent.type( input(), 'Write{Enter}' );
		stream( 'Half an ans' );
		// An Escape elsewhere (a menu closing) leaves the stream alone.
		fireEvent.keyDown( document.body, { key: 'Escape' } );
		expect( ai.stop ).not.toHaveBeenCalled();
		fireEvent.keyDown( screen.getByRole( 'button', { name: 'Stop' } ), {
			key: 'Escape',
		} );
		expect( ai.stop ).toHaveBeenCalledTimes( 1 );
		expect( view.attributes().content ).toBe( 'Half an ans' );
		expect( screen.getByText( 'Half an ans' ) ).toBeVisible();
	} );

	it( 'Esc anywhere in the block or its toolbar stops the answer, not one a menu already used', async () => {
		const view = renderEdit();
		await userEvent.type( input(), 'Write{Enter}' );
		stream( 'Some text' );
		const answer = view.container.querySelector(
			'.ai-assistant__content'
		)!;
		// A menu or dialog closing on Escape prevents the default first.
		const used = new KeyboardEvent( 'keydown', {
			key: 'Escape',
			bubbles: true,
			cancelable: true,
		} );
		used.preventDefault();
		act( () => {
			answer.dispatchEvent( used );
		} );
		expect( ai.stop ).not.toHaveBeenCalled();
		fireEvent.keyDown( answer, { key: 'Escape' } );
		expect( ai.stop ).toHaveBeenCalledTimes( 1 );
		expect( view.attributes().content ).toBe( 'Some text' );

		await userEvent.type( input(), 'More{Enter}' );
		stream( 'Other' );
		fireEvent.keyDown( screen.getByTestId( 'toolbar' ), {
			key: 'Escape',
		} );
		expect( ai.stop ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'shows an error with Retry, keeps what arrived, and Retry sends the same messages', async () => {
		const view = renderEdit();
		await userEvent.type( input(), 'Write{Enter}' );
		stream( 'Partial' );
		fail(
			'error_network',
			'It was not possible to process your request. Mind trying again?'
		);
		expect(
			screen.getAllByText(
				'It was not possible to process your request. Mind trying again?'
			)[ 0 ]
		).toBeVisible();
		expect( view.attributes().content ).toBe( 'Partial' );
		const first = ai.request.mock.calls[ 0 ][ 0 ];
		fireEvent.click( toolbar().getByRole( 'button', { name: 'Retry' } ) );
		expect( ai.request ).toHaveBeenCalledTimes( 2 );
		expect( ai.request.mock.calls[ 1 ][ 0 ] ).toEqual( first );
		expect(
			within( view.container ).queryByText( /not possible/ )
		).toBeNull();
	} );

	it( 'puts the typed request back into the prompt after an error, so nothing typed is lost', async () => {
		renderEdit();
		await userEvent.type( input(), 'Write about three lakes{Enter}' );
		expect( input() ).toHaveValue( '' );
		fail(
			'error_service_unavailable',
			'AI services are currently unavailable. Sorry for the inconvenience.'
		);
		expect(
			screen.getAllByText(
				'AI services are currently unavailable. Sorry for the inconvenience.'
			)[ 0 ]
		).toBeVisible();
		expect( input() ).toHaveValue( 'Write about three lakes' );
	} );

	it( 'drops the oldest 8 messages after "Failed to fetch"', () => {
		const messages = Array.from( { length: 12 }, ( _, i ) => ( {
			role: ( i % 2 ? 'assistant' : 'user' ) as 'user' | 'assistant',
			content: `m${ i }`,
		} ) );
		const view = renderEdit( { content: 'Answer.', messages } );
		fireEvent.change( input(), { target: { value: 'More' } } );
		fireEvent.keyDown( input(), { key: 'Enter' } );
		fail(
			'error_network',
			'It was not possible to process your request. Mind trying again?',
			true
		);
		expect( view.attributes().messages ).toEqual( messages.slice( 8 ) );
	} );

	it( 'disables the input past the quota and names the limit', async () => {
		editorState.feature = { isOverLimit: true };
		// The real banner, over the stub stores (the feature, the connection).
		const banner = AiStatusBanner as jest.Mock;
		const standIn = banner.getMockImplementation();
		banner.mockImplementation(
			jest.requireActual( '../../../store/ai/components' ).AiStatusBanner
		);
		try {
			renderEdit();
			expect(
				screen.getByText(
					'You have reached the limit of requests for this site.'
				)
			).toBeVisible();
			expect( input() ).toBeDisabled();
			expect(
				screen.getByRole( 'button', { name: 'Send' } )
			).toHaveAttribute( 'aria-disabled', 'true' );
		} finally {
			banner.mockImplementation( standIn );
		}
	} );

	it( 'disables sending and image generation for a user whose account is not connected', async () => {
		editorState.userConnected = false;
		renderEdit();
		expect( input() ).toBeDisabled();
		fireEvent.keyDown( input(), { key: 'Enter' } );
		expect( ai.request ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Send' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Generate image' } )
		).toBeDisabled();
	} );

	it( 'disables the toolbar actions that ask the AI for a user the site does not let use AI', async () => {
		editorState.feature = {
			isOverLimit: false,
			userAllowed: false,
			notAllowedMessage: 'An administrator has turned AI off for you.',
		};
		renderEdit( { content: 'An answer.', promptType: 'userPrompt' } );
		for ( const name of [ 'Change tone', 'Translate', 'Improve' ] ) {
			expect( toolbar().getByRole( 'button', { name } ) ).toBeDisabled();
		}
		// Asking nothing of the AI, these stay.
		expect(
			toolbar().getByRole( 'button', { name: 'Try Again' } )
		).toBeEnabled();
		expect(
			toolbar().getByRole( 'button', { name: 'Accept' } )
		).toBeEnabled();
	} );

	it( 'disables the AI Assistant actions for a user whose account is not connected', async () => {
		editorState.blocks = paragraphThenAssistant( 'Cats purr.' );
		editorState.userConnected = false;
		renderEdit();
		expect(
			toolbar().getByRole( 'button', { name: 'AI Assistant actions' } )
		).toBeDisabled();
	} );

	it( 'disables the input after a 429', async () => {
		renderEdit();
		await userEvent.type( input(), 'Write{Enter}' );
		fail(
			'error_quota_exceeded',
			'You have reached the limit of requests for this site.'
		);
		expect(
			screen.getAllByText(
				'You have reached the limit of requests for this site.'
			)[ 0 ]
		).toBeVisible();
		expect( input() ).toBeDisabled();
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it( 'changes the tone of the answer, and Try Again restores content, messages and prompt type', async () => {
		const messages = [
			{ role: 'user' as const, content: 'Write' },
			{ role: 'assistant' as const, content: 'First answer.' },
		];
		const view = renderEdit( {
			content: 'First answer.',
			messages,
			promptType: 'userPrompt',
		} );
		fireEvent.click(
			toolbar().getByRole( 'button', { name: 'Change tone' } )
		);
		fireEvent.click( screen.getByRole( 'menuitem', { name: 'Humorous' } ) );
		const sent = ai.request.mock.calls[ 0 ][ 0 ];
		expect( sent.slice( 1, 3 ) ).toEqual( messages );
		expect( sent[ 3 ].content ).toContain( 'humorous tone' );
		expect( sent[ 3 ].content ).toContain( '````\nFirst answer.\n````' );
		finish( 'Funny answer.' );
		expect( view.attributes() ).toMatchObject( {
			content: 'Funny answer.',
			originalContent: 'First answer.',
			originalMessages: messages,
			promptType: 'changeTone',
		} );
		fireEvent.click(
			toolbar().getByRole( 'button', { name: 'Try Again' } )
		);
		expect( view.attributes() ).toMatchObject( {
			content: 'First answer.',
			messages,
			promptType: undefined,
		} );
	} );

	it( 'accepts the answer as blocks (toolbar or mod+Enter)', async () => {
		renderEdit( {
			content: '## Cats\n\nCats purr.',
			promptType: 'userPrompt',
		} );
		fireEvent.keyDown( input(), { key: 'Enter', ctrlKey: true } );
		expect( actions.replaceBlocks ).toHaveBeenCalledTimes( 1 );
		const [ id, blocks ] = actions.replaceBlocks.mock.calls[ 0 ];
		expect( id ).toBe( 'assistant' );
		expect( blocks.map( ( b: { name: string } ) => b.name ) ).toEqual( [
			'core/heading',
			'core/paragraph',
		] );
		expect( String( blocks[ 1 ].attributes.content ) ).toBe( 'Cats purr.' );
		fireEvent.click( toolbar().getByRole( 'button', { name: 'Accept' } ) );
		expect( actions.replaceBlocks ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'generates a title from the content; Accept title sets the post title and removes the block', async () => {
		editorState.blocks = paragraphThenAssistant( 'Cats purr a lot.' );
		const view = renderEdit();
		fireEvent.click(
			toolbar().getByRole( 'button', { name: 'AI Assistant actions' } )
		);
		expect(
			screen.getByText( 'Based on preceding content' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Based on entire content' )
		).toBeInTheDocument();
		// No title: no summary based on it.
		expect( screen.queryByText( 'Summary based on title' ) ).toBeNull();
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Generate a post title' } )
		);
		expect( ai.request.mock.calls[ 0 ][ 0 ].at( -1 ).content ).toContain(
			'````\nCats purr a lot.\n````'
		);
		finish( '"Why cats purr"' );
		expect( view.attributes().promptType ).toBe( 'generateTitle' );
		fireEvent.click(
			toolbar().getByRole( 'button', { name: 'Accept title' } )
		);
		expect( actions.editPost ).toHaveBeenCalledWith( {
			title: 'Why cats purr',
		} );
		expect( actions.removeBlock ).toHaveBeenCalledWith( 'assistant' );
		expect( actions.replaceBlocks ).not.toHaveBeenCalled();
	} );

	it( 'offers Tone, Translate and Improve for a title answer, and the answer stays a title', async () => {
		const view = renderEdit( {
			content: 'Why cats purr',
			promptType: 'generateTitle',
		} );
		for ( const name of [ 'Change tone', 'Translate', 'Improve' ] ) {
			expect( toolbar().getByRole( 'button', { name } ) ).toBeEnabled();
		}
		fireEvent.click(
			toolbar().getByRole( 'button', { name: 'Change tone' } )
		);
		fireEvent.click( screen.getByRole( 'menuitem', { name: 'Humorous' } ) );
		expect( ai.request.mock.calls[ 0 ][ 0 ].at( -1 ).content ).toContain(
			'````\nWhy cats purr\n````'
		);
		finish( 'Cats: the purring truth' );
		expect( view.attributes().promptType ).toBe( 'generateTitle' );
		fireEvent.click(
			toolbar().getByRole( 'button', { name: 'Accept title' } )
		);
		expect( actions.editPost ).toHaveBeenCalledWith( {
			title: 'Cats: the purring truth',
		} );
		await waitFor( () =>
			expect( screen.queryByRole( 'menu' ) ).toBeNull()
		);
	} );

	it( 'Try Again with Gutenberg syntax on stores no HTML of the markup', async () => {
		const markup =
			'<!-- wp:paragraph -->\n<p>First &amp; best.</p>\n<!-- /wp:paragraph -->';
		const view = renderEdit( {
			content: 'Second.',
			html: '',
			originalContent: markup,
			originalMessages: [],
			promptType: 'userPrompt',
			useGutenbergSyntax: true,
		} );
		fireEvent.click(
			toolbar().getByRole( 'button', { name: 'Try Again' } )
		);
		expect( view.attributes() ).toMatchObject( {
			content: markup,
			html: '',
		} );
		// The markup shows as markup, never as escaped HTML in the block.
		expect( screen.getByText( /wp:paragraph/ ).tagName ).toBe( 'PRE' );
	} );

	it( 'offers a summary based on the title only when there is one', async () => {
		editorState.title = 'Cats';
		renderEdit();
		fireEvent.click(
			toolbar().getByRole( 'button', { name: 'AI Assistant actions' } )
		);
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Summary based on title' } )
		);
		expect( ai.request.mock.calls[ 0 ][ 0 ].at( -1 ).content ).toContain(
			'````\nCats\n````'
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'menu' ) ).toBeNull()
		);
	} );

	it( 'marks an answer from the offline responder', () => {
		const view = renderEdit();
		fireEvent.change( input(), { target: { value: 'Hi' } } );
		fireEvent.keyDown( input(), { key: 'Enter' } );
		stream( 'Hello', true );
		expect( screen.getByText( 'Offline responder' ) ).toBeVisible();
		finish( 'Hello there.', true );
		expect( view.attributes().content ).toBe( 'Hello there.' );
		expect( screen.getByText( 'Offline responder' ) ).toBeVisible();
	} );

	it( 'generates images with the default prompt, picks one into the media library and the post', async () => {
		const b64 = btoa( 'png-bytes' );
		apiFetchDouble.mockImplementation( ( { path }: { path: string } ) =>
			path === '/wpcom/v2/ai/images/generations'
				? Promise.resolve( {
						data: [ { b64_json: b64 }, { b64_json: b64 } ],
				  } )
				: Promise.reject( new Error( 'not through apiFetch' ) )
		);
		// The editor's own upload: a local preview first, then the attachment.
		const mediaUpload = jest.fn( ( { onFileChange } ) => {
			onFileChange( [ { url: 'blob:http://localhost/preview' } ] );
			onFileChange( [ { id: 42, url: 'https://example.com/ai.png' } ] );
		} );
		editorState.mediaUpload = mediaUpload;
		renderEdit();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Generate image' } )
		);
		expect( screen.getByText( 'Generating images…' ) ).toBeVisible();
		expect( apiFetchDouble ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/ai/images/generations',
			method: 'POST',
			data: { prompt: 'What would you like to see?', post_id: 7 },
		} );
		await screen.findByRole( 'button', { name: 'Use image 1' } );
		expect(
			actions.increaseAiAssistantRequestsCount
		).toHaveBeenCalledTimes( 1 );
		// Open the second in the modal and use it from there.
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Open image 2' } )
		);
		const modal = await screen.findByRole( 'dialog' );
		fireEvent.click(
			within( modal ).getByRole( 'button', { name: 'Use this image' } )
		);
		await waitFor( () =>
			expect( actions.replaceBlocks ).toHaveBeenCalled()
		);
		expect( mediaUpload ).toHaveBeenCalledTimes( 1 );
		const [ upload ] = mediaUpload.mock.calls[ 0 ];
		expect( upload.allowedTypes ).toEqual( [ 'image' ] );
		expect( upload.additionalData ).toEqual( {
			alt_text: 'What would you like to see?',
		} );
		expect( upload.filesList[ 0 ] ).toMatchObject( {
			name: 'ai-image.png',
			type: 'image/png',
		} );
		expect( apiFetchDouble ).toHaveBeenCalledTimes( 1 ); // the generation only
		const [ , image ] = actions.replaceBlocks.mock.calls[ 0 ];
		expect( image[ 0 ] ).toMatchObject( {
			name: 'core/image',
			attributes: { id: 42, url: 'https://example.com/ai.png' },
		} );
	} );

	it( 'keeps the image out of the post when the editor’s upload refuses it (type or size)', async () => {
		apiFetchDouble.mockResolvedValue( {
			data: [ { b64_json: btoa( 'png-bytes' ) } ],
		} );
		editorState.mediaUpload = jest.fn( ( { onError } ) =>
			onError( 'Sorry, you are not allowed to upload this file type.' )
		);
		renderEdit();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Generate image' } )
		);
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Use image 1' } )
		);
		await waitFor( () =>
			expect( actions.createNotice ).toHaveBeenCalledWith(
				'error',
				expect.stringMatching( /^Whoops/ ),
				{ type: 'snackbar' }
			)
		);
		expect( actions.replaceBlocks ).not.toHaveBeenCalled();
	} );

	it( 'says so when the image request fails', async () => {
		apiFetchDouble.mockRejectedValue( new Error( 'nope' ) );
		renderEdit();
		fireEvent.change( input(), { target: { value: 'A red bike' } } );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Generate image' } )
		);
		expect( apiFetchDouble.mock.calls[ 0 ][ 0 ].data.prompt ).toBe(
			'A red bike'
		);
		// The notice itself: the screen-reader announcement of the same text
		// may or may not have been written yet.
		const notice = await waitFor( () => {
			const found = document.querySelector(
				'.components-notice__content'
			);
			expect( found ).not.toBeNull();
			return found as HTMLElement;
		} );
		expect( notice ).toHaveTextContent(
			/Whoops, we have encountered an error\. AI is like really, really hard/
		);
	} );

	it( 'gives the quota message and disables the input when image generation is past the quota (429)', async () => {
		apiFetchDouble.mockRejectedValue( {
			code: 'rest_too_many_requests',
			message: 'Too many requests.',
			data: { status: 429 },
		} );
		renderEdit();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Generate image' } )
		);
		expect(
			await screen.findAllByText(
				'You have reached the limit of requests for this site.'
			)
		).not.toHaveLength( 0 );
		expect( screen.queryByText( /Whoops/ ) ).toBeNull();
		expect( input() ).toBeDisabled();
		expect(
			actions.setAiAssistantFeatureRequireUpgrade
		).toHaveBeenCalledWith( true );
	} );

	it( 'hides the playground without its flag', () => {
		renderEdit();
		expect( screen.queryByText( 'AI Playground' ) ).toBeNull();
	} );

	it( 'shows the playground behind its flag: toggles, GPT-4 model and the custom system prompt with restore', async () => {
		editorState.feature = { isPlaygroundVisible: true };
		const view = renderEdit();
		const sidebar = within( screen.getByTestId( 'sidebar' ) );
		fireEvent.click(
			sidebar.getByRole( 'checkbox', { name: 'Use Gutenberg syntax' } )
		);
		fireEvent.click(
			sidebar.getByRole( 'checkbox', { name: 'Use GPT-4' } )
		);
		expect( view.attributes() ).toMatchObject( {
			useGutenbergSyntax: true,
			useGpt4: true,
		} );
		expect( ai.options?.askQuestionOptions ).toMatchObject( {
			model: 'gpt-4',
			feature: 'ai-assistant-experimental',
		} );
		fireEvent.click(
			sidebar.getByRole( 'button', { name: 'Custom system prompt' } )
		);
		const modal = within( await screen.findByRole( 'dialog' ) );
		const field = modal.getByRole( 'textbox', { name: 'System prompt' } );
		expect( ( field as HTMLTextAreaElement ).value ).toContain(
			'writing assistant'
		);
		fireEvent.change( field, { target: { value: 'Answer in haiku.' } } );
		fireEvent.click( modal.getByRole( 'button', { name: 'Save' } ) );
		expect( view.attributes().customSystemPrompt ).toBe(
			'Answer in haiku.'
		);
		fireEvent.change( input(), { target: { value: 'Cats' } } );
		fireEvent.keyDown( input(), { key: 'Enter' } );
		const system = ai.request.mock.calls[ 0 ][ 0 ][ 0 ].content;
		expect( system ).toContain( 'Answer in haiku.' );
		expect( system ).toContain( 'Gutenberg syntax' );
		// Restore puts the default back (stored as no custom prompt).
		fireEvent.click(
			sidebar.getByRole( 'button', { name: 'Custom system prompt' } )
		);
		const again = within( await screen.findByRole( 'dialog' ) );
		fireEvent.click(
			again.getByRole( 'button', { name: 'Restore default' } )
		);
		fireEvent.click( again.getByRole( 'button', { name: 'Save' } ) );
		expect( view.attributes().customSystemPrompt ).toBe( '' );
	} );
} );
