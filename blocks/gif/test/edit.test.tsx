/**
 * Component tests of the GIF block in the editor (spec 2 "GIF search",
 * sections 2, 4, 5 and 9), with the GIF service answered by a fetch double:
 * the placeholder and its instruction; a search applies the first result
 * and offers the others as thumbnails while selected; a pasted Giphy
 * address is fetched by id; a block made by pasting fetches its GIF when it
 * first shows; the caption; searching again from the toolbar; and failures
 * and empty answers, which say so and change nothing.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GifEdit from '../edit';
import type { GifAttributes } from '../types';
import { byIdAnswer, giphyItem, respond, searchAnswer } from './giphy-answers';
import '../../../tests/setup/resize-observer';
import { renderEditHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

// A plain field stands in for the rich-text caption (no editor store here).
jest.mock( '@wordpress/block-editor', () =>
	jest
		.requireActual( '../../../tests/setup/plain-rich-text' )
		.blockEditorWithPlainRichText( {
			// Toolbar and sidebar render in place (no slots here).
			BlockControls: ( { children }: { children: unknown } ) => children,
			InspectorControls: ( { children }: { children: unknown } ) => (
				<div data-testid="sidebar">{ children as never }</div>
			),
			useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
				...props,
				className: 'wp-block-jetpack-gif',
			} ),
		} )
);

const fetchMock = jest.fn();

const CATS = [
	giphyItem( 'catOne111', {
		title: 'Cat One GIF',
		width: '480',
		height: '270',
	} ),
	giphyItem( 'catTwo222', {
		title: 'Cat Two GIF',
		width: '400',
		height: '400',
	} ),
	giphyItem( 'catThree333', {
		title: 'Cat Three GIF',
		width: '500',
		height: '250',
	} ),
];

const DEFAULTS: GifAttributes = { align: 'center', paddingTop: '56.2%' };

function renderEdit(
	initial: Partial< GifAttributes > = {},
	{ isSelected = true } = {}
) {
	let selected = isSelected;
	const view = renderEditHoldingAttributes(
		{ ...DEFAULTS, ...initial },
		( attributes, setAttributes ) => (
			<GifEdit
				attributes={ attributes }
				setAttributes={ setAttributes }
				isSelected={ selected }
				clientId="gif-block"
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

const urls = () => fetchMock.mock.calls.map( ( [ url ] ) => new URL( url ) );
const field = () =>
	screen.getAllByRole( 'textbox', {
		name: 'Search or paste a Giphy URL',
	} )[ 0 ];
const searchButton = () =>
	screen.getAllByRole( 'button', { name: 'Search' } )[ 0 ];
const instructions = ( container: HTMLElement ) =>
	container.querySelector( '.components-placeholder__instructions' );
const frame = ( container: HTMLElement ) => container.querySelector( 'iframe' );

const SETTINGS_URL =
	'http://localhost/wp-admin/options-general.php?page=orbit-blocks';

beforeEach( () => {
	fetchMock.mockReset();
	window.fetch = fetchMock;
	// A site with a GIPHY API key (the host says so, and names the key).
	window.orbitBlocksEditorState = {
		configured: { gif: true },
		services: {
			gif: { url: 'https://api.giphy.com/v1/gifs', key: 'site-key' },
		},
		settingsUrl: SETTINGS_URL,
	};
} );

describe( 'placeholder', () => {
	it( 'asks for a term or a Giphy address, and searches only with one', async () => {
		const { container } = renderEdit();
		expect( instructions( container ) ).toHaveTextContent(
			'Search for a term or paste a Giphy URL'
		);
		expect( field() ).toHaveValue( '' );
		expect( searchButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( searchButton() );
		fireEvent.submit( container.querySelector( 'form' )! );
		expect( fetchMock ).not.toHaveBeenCalled();
		await userEvent.type( field(), '   ' );
		expect( searchButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( frame( container ) ).toBeNull();
	} );
} );

describe( 'without a GIPHY API key', () => {
	const withoutKey = ( canManageOptions: boolean ) => {
		window.orbitBlocksEditorState = {
			configured: { gif: false },
			services: {
				gif: { url: 'https://api.giphy.com/v1/gifs', key: '' },
			},
			settingsUrl: SETTINGS_URL,
			user: { canManageOptions },
		};
	};

	it( 'tells an administrator what to add, with a link to the settings screen', () => {
		withoutKey( true );
		const { container } = renderEdit();
		const notice = container.querySelector(
			'.orbit-blocks-missing-setting'
		);
		expect( notice ).toHaveTextContent(
			'Add a GIPHY API key in Settings → Orbit Blocks to search GIFs.'
		);
		expect(
			screen.getByRole( 'link', { name: 'Settings → Orbit Blocks' } )
		).toHaveAttribute( 'href', SETTINGS_URL );
		// No search field, and nothing is requested.
		expect(
			screen.queryByRole( 'textbox', {
				name: 'Search or paste a Giphy URL',
			} )
		).toBeNull();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'tells anyone else to ask an administrator, without a link', () => {
		withoutKey( false );
		const { container } = renderEdit();
		expect(
			container.querySelector( '.orbit-blocks-missing-setting' )
		).toHaveTextContent(
			'Ask an administrator to add a GIPHY API key in Settings → Orbit Blocks to search GIFs.'
		);
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'still shows a GIF chosen before; searching again says the key is missing', async () => {
		withoutKey( true );
		const view = renderEdit( {
			giphyUrl: 'https://giphy.com/embed/catOne111',
			searchText: 'cats',
		} );
		expect( frame( view.container ) ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/catOne111'
		);
		await userEvent.clear( field() );
		await userEvent.type( field(), 'dogs' );
		await userEvent.click( searchButton() );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This site has no GIPHY API key yet, so GIFs cannot be searched.'
		);
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );

describe( 'search', () => {
	it( 'applies the first result, then offers thumbnails while selected', async () => {
		fetchMock.mockResolvedValue( respond( 200, searchAnswer( CATS ) ) );
		const view = renderEdit();
		await userEvent.type( field(), 'cats' );
		await userEvent.click( searchButton() );

		await waitFor( () => expect( frame( view.container ) ).not.toBeNull() );
		const [ url ] = urls();
		expect( url.pathname ).toBe( '/v1/gifs/search' );
		expect( url.searchParams.get( 'q' ) ).toBe( 'cats' );
		expect( url.searchParams.get( 'limit' ) ).toBe( '10' );
		expect( view.attributes() ).toEqual( {
			...DEFAULTS,
			giphyUrl: 'https://giphy.com/embed/catOne111',
			paddingTop: '56.3%',
			searchText: 'cats',
		} );
		expect( frame( view.container ) ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/catOne111'
		);
		expect( frame( view.container ) ).toHaveAttribute( 'title', 'cats' );
		expect(
			view.container.querySelector( '.wp-block-jetpack-gif-wrapper' )
		).toHaveStyle( { paddingTop: '56.3%' } );

		const thumbnails = screen.getAllByRole( 'button', {
			name: /^Choose GIF/,
		} );
		expect(
			thumbnails.map( ( button ) => button.getAttribute( 'aria-label' ) )
		).toEqual( [
			'Choose GIF 1: Cat One GIF',
			'Choose GIF 2: Cat Two GIF',
			'Choose GIF 3: Cat Three GIF',
		] );
		expect( thumbnails[ 0 ] ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( thumbnails[ 1 ].querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://media.giphy.com/media/catTwo222/200w_s.gif'
		);

		// Choosing a thumbnail replaces the GIF and its shape.
		await userEvent.click( thumbnails[ 2 ] );
		expect( view.attributes() ).toMatchObject( {
			giphyUrl: 'https://giphy.com/embed/catThree333',
			paddingTop: '50%',
			searchText: 'cats',
		} );
		expect(
			screen.getByRole( 'button', {
				name: 'Choose GIF 3: Cat Three GIF',
			} )
		).toHaveAttribute( 'aria-pressed', 'true' );

		// Deselected, the thumbnails go; selected again, they are back.
		view.select( false );
		expect(
			screen.queryAllByRole( 'button', { name: /^Choose GIF/ } )
		).toHaveLength( 0 );
		view.select( true );
		expect(
			screen.getAllByRole( 'button', { name: /^Choose GIF/ } )
		).toHaveLength( 3 );
	} );

	it( 'shows no thumbnails for a single result', async () => {
		fetchMock.mockResolvedValue(
			respond( 200, searchAnswer( CATS.slice( 0, 1 ) ) )
		);
		const view = renderEdit();
		await userEvent.type( field(), 'one cat{Enter}' );
		await waitFor( () => expect( frame( view.container ) ).not.toBeNull() );
		expect(
			screen.queryAllByRole( 'button', { name: /^Choose GIF/ } )
		).toHaveLength( 0 );
	} );

	it( 'says it is searching, and ignores a second submit meanwhile', async () => {
		let answer: ( value: Response ) => void = () => undefined;
		fetchMock.mockImplementation(
			() =>
				new Promise( ( resolve ) => {
					answer = resolve;
				} )
		);
		const view = renderEdit();
		await userEvent.type( field(), 'cats{Enter}' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Searching…'
		);
		expect( searchButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		fireEvent.submit( view.container.querySelector( 'form' )! );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		answer( respond( 200, searchAnswer( CATS ) ) );
		await waitFor( () => expect( frame( view.container ) ).not.toBeNull() );
		expect( screen.queryByText( 'Searching…' ) ).toBeNull();
	} );
} );

describe( 'a pasted Giphy address', () => {
	it( 'is fetched by its id, and named by the GIF’s title', async () => {
		fetchMock.mockResolvedValue(
			respond(
				200,
				byIdAnswer(
					giphyItem( 'l0HlBO7eyXzSZkJri', {
						title: 'Happy Dance GIF',
						height: '360',
					} )
				)
			)
		);
		const view = renderEdit();
		fireEvent.change( field(), {
			target: {
				value: 'https://giphy.com/gifs/happy-dance-l0HlBO7eyXzSZkJri',
			},
		} );
		await userEvent.click( searchButton() );
		await waitFor( () => expect( frame( view.container ) ).not.toBeNull() );
		expect( urls()[ 0 ].pathname ).toBe( '/v1/gifs/l0HlBO7eyXzSZkJri' );
		expect( urls()[ 0 ].searchParams.has( 'q' ) ).toBe( false );
		expect( view.attributes() ).toMatchObject( {
			giphyUrl: 'https://giphy.com/embed/l0HlBO7eyXzSZkJri',
			paddingTop: '75%',
			searchText: 'Happy Dance GIF',
		} );
		expect(
			screen.queryAllByRole( 'button', { name: /^Choose GIF/ } )
		).toHaveLength( 0 );
	} );

	it( 'made the block: its GIF is fetched when the block first shows', async () => {
		fetchMock.mockResolvedValue(
			respond(
				200,
				byIdAnswer( giphyItem( 'abcDEF123', { title: '' } ) )
			)
		);
		const view = renderEdit( {
			searchText: 'https://media.giphy.com/media/abcDEF123/giphy.gif',
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Searching…'
		);
		await waitFor( () => expect( frame( view.container ) ).not.toBeNull() );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( view.attributes() ).toMatchObject( {
			giphyUrl: 'https://giphy.com/embed/abcDEF123',
			// No title: the address stays the search text.
			searchText: 'https://media.giphy.com/media/abcDEF123/giphy.gif',
		} );
	} );

	it( 'that leads to no GIF says so and keeps the address', async () => {
		fetchMock.mockResolvedValue(
			respond( 404, { data: [], meta: { status: 404 } } )
		);
		const view = renderEdit();
		fireEvent.change( field(), {
			target: { value: 'https://giphy.com/embed/gone123' },
		} );
		await userEvent.click( searchButton() );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This Giphy link does not lead to a GIF. Check the address, or search for a term.'
		);
		expect( field() ).toHaveValue( 'https://giphy.com/embed/gone123' );
		expect( view.setAttributes ).not.toHaveBeenCalled();
	} );
} );

describe( 'failures lose nothing', () => {
	it( 'an empty search says so and keeps the text', async () => {
		fetchMock.mockResolvedValue( respond( 200, searchAnswer( [] ) ) );
		const view = renderEdit();
		await userEvent.type( field(), 'zzzz{Enter}' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'No GIFs found for “zzzz”. Try another term.'
		);
		expect( field() ).toHaveValue( 'zzzz' );
		expect( view.setAttributes ).not.toHaveBeenCalled();
	} );

	it.each( [
		[
			'no answer',
			() => Promise.reject( new TypeError( 'Failed to fetch' ) ),
			'Could not reach the GIF service. Check your connection and try again.',
		],
		[
			'a refused key',
			() => Promise.resolve( respond( 401, {} ) ),
			'The GIF service refused the request. Check the GIPHY API key in Settings → Orbit Blocks.',
		],
		[
			'a server error',
			() => Promise.resolve( respond( 500, {} ) ),
			'The GIF service could not answer. Please try again later.',
		],
	] )(
		'%s, searching again, keeps the GIF and the caption',
		async ( _, answer, message ) => {
			fetchMock.mockImplementation( answer );
			const initial = {
				giphyUrl: 'https://giphy.com/embed/keepMe42',
				searchText: 'dogs',
				caption: 'Good <strong>dog</strong>',
				paddingTop: '75%',
			};
			const view = renderEdit( initial );
			// Search again, from the toolbar.
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Search again' } )
			);
			const inBlock = screen.getAllByRole( 'textbox', {
				name: 'Search or paste a Giphy URL',
			} );
			expect( inBlock ).toHaveLength( 2 ); // the toolbar's, and the sidebar's
			expect( inBlock[ 0 ] ).toHaveValue( 'dogs' );
			await userEvent.clear( inBlock[ 0 ] );
			await userEvent.type( inBlock[ 0 ], 'puppies{Enter}' );
			expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
				message
			);
			expect( view.setAttributes ).not.toHaveBeenCalled();
			expect( view.attributes() ).toEqual( { ...DEFAULTS, ...initial } );
			expect( frame( view.container ) ).toHaveAttribute(
				'src',
				'https://giphy.com/embed/keepMe42'
			);
			expect( inBlock[ 0 ] ).toHaveValue( 'puppies' );
		}
	);
} );

describe( 'configured', () => {
	const GIF = {
		giphyUrl: 'https://giphy.com/embed/keepMe42',
		searchText: 'dogs',
		paddingTop: '75%',
	};

	it( 'shows the GIF, the caption field while selected, and Giphy’s attribution', async () => {
		const view = renderEdit( GIF );
		expect( frame( view.container ) ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/keepMe42'
		);
		expect(
			view.container.querySelector( '.wp-block-jetpack-gif-wrapper' )
		).toHaveStyle( { paddingTop: '75%' } );
		const caption = screen.getByRole( 'textbox', {
			name: 'GIF caption text',
		} );
		expect( caption ).toHaveAttribute( 'placeholder', 'Write caption…' );
		await userEvent.type( caption, 'Hi' );
		expect( view.attributes().caption ).toBe( 'Hi' );
		expect(
			screen.getByRole( 'link', { name: /Powered by GIPHY/ } )
		).toHaveAttribute( 'href', 'https://giphy.com/' );
		// The search field is in the sidebar; the toolbar opens one in the block.
		expect(
			screen.getAllByRole( 'textbox', {
				name: 'Search or paste a Giphy URL',
			} )
		).toHaveLength( 1 );
		expect(
			screen.getByRole( 'button', { name: 'Search again' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	it( 'hides an empty caption while not selected, and shows a written one', () => {
		const view = renderEdit( GIF, { isSelected: false } );
		expect(
			screen.queryByRole( 'textbox', { name: 'GIF caption text' } )
		).toBeNull();
		view.unmount();
		renderEdit( { ...GIF, caption: 'Woof' }, { isSelected: false } );
		expect(
			screen.getByRole( 'textbox', { name: 'GIF caption text' } )
		).toHaveValue( 'Woof' );
	} );

	it( 'searches again from the sidebar, replacing the GIF and keeping the caption', async () => {
		fetchMock.mockResolvedValue( respond( 200, searchAnswer( CATS ) ) );
		const view = renderEdit( { ...GIF, caption: 'Kept' } );
		const sidebarField = screen.getByRole( 'textbox', {
			name: 'Search or paste a Giphy URL',
		} );
		await userEvent.clear( sidebarField );
		await userEvent.type( sidebarField, 'cats{Enter}' );
		await waitFor( () =>
			expect( frame( view.container ) ).toHaveAttribute(
				'src',
				'https://giphy.com/embed/catOne111'
			)
		);
		expect( view.attributes() ).toMatchObject( {
			caption: 'Kept',
			searchText: 'cats',
		} );
	} );

	it( 'does not embed a stored address that is not Giphy’s: it offers the search', () => {
		const view = renderEdit( {
			giphyUrl: 'https://evil.example/embed/x',
			searchText: 'cats',
		} );
		expect( frame( view.container ) ).toBeNull();
		expect( instructions( view.container ) ).toHaveTextContent(
			'Search for a term or paste a Giphy URL'
		);
		expect( field() ).toHaveValue( 'cats' );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );

describe( 'a Tumblr GIF of the incumbent’s', () => {
	const TUMBLR: Partial< GifAttributes > = {
		gifUrl: 'https://64.media.tumblr.com/abc/def/s500x750/cat.gif',
		attributionUrl: 'https://www.tumblr.com/blog/view/cats',
		attributionName: 'cats',
		searchText: 'cats',
		paddingTop: '40%',
		caption: 'Awww',
	};

	it( 'shows the image with its caption, not the search placeholder', () => {
		const view = renderEdit( TUMBLR, { isSelected: false } );
		expect( instructions( view.container ) ).toBeNull();
		expect( frame( view.container ) ).toBeNull();
		expect( screen.getByRole( 'img', { name: 'cats' } ) ).toHaveAttribute(
			'src',
			TUMBLR.gifUrl
		);
		expect(
			screen.getByRole( 'textbox', { name: 'GIF caption text' } )
		).toHaveValue( 'Awww' );
	} );

	it( 'becomes a Giphy GIF when another is chosen, without the Tumblr address and credit', async () => {
		fetchMock.mockResolvedValue( respond( 200, searchAnswer( CATS ) ) );
		const view = renderEdit( TUMBLR );
		await userEvent.clear( field() );
		await userEvent.type( field(), 'dogs' );
		await userEvent.click( searchButton() );
		await waitFor( () =>
			expect( frame( view.container ) ).toHaveAttribute(
				'src',
				'https://giphy.com/embed/catOne111'
			)
		);
		expect( view.attributes() ).toMatchObject( {
			giphyUrl: 'https://giphy.com/embed/catOne111',
			gifUrl: undefined,
			attributionUrl: undefined,
			attributionName: undefined,
			caption: 'Awww',
		} );
	} );
} );
