/**
 * Component tests of the related-posts block in the editor (spec 2 "Related
 * posts", sections 2, 4, 8 and 9): Loading, Needs activation (Activate for
 * administrators, a message for others), Shown in the grid and list
 * layouts, and the two "Preview unavailable" texts, with api-fetch answered
 * by a test double.
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetchDouble as mockFetch } from '../../../tests/setup/api-fetch-double';
import {
	DEFAULTS,
	relatedPosts,
	renderEdit,
	setCanManageOptions,
} from './render-edit';
import { heldAnswer } from '../../../tests/setup/held-answer';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () => {
	const setup = jest.requireActual(
		'../../../tests/setup/block-editor-in-place'
	);
	return setup.blockEditorInPlace( 'wp-block-jetpack-related-posts' );
} );

const NOT_ENOUGH =
	"Preview unavailable: you haven't published enough posts with similar content.";
const SITE_EDITOR = 'Preview unavailable in site editor.';

interface Request {
	path: string;
	method?: string;
}

/** Answers the three routes: status, enable and preview. */
function serve( {
	enabled = true,
	posts = relatedPosts( 6 ),
}: {
	enabled?: boolean | ( () => unknown );
	posts?: unknown;
} = {} ) {
	let on = enabled;
	mockFetch.mockImplementation( async ( request: Request ) => {
		if ( request.path === '/wpcom/v2/related-posts' ) {
			return typeof on === 'function' ? on() : { enabled: on };
		}
		if ( request.path === '/wpcom/v2/related-posts/enable' ) {
			on = true;
			return { enabled: true };
		}
		if ( request.path.startsWith( '/wpcom/v2/related-posts/preview' ) ) {
			return typeof posts === 'function' ? posts() : posts;
		}
		throw new Error( `unexpected request ${ request.path }` );
	} );
}

const requests = (): Request[] =>
	mockFetch.mock.calls.map( ( [ request ] ) => request );
const previewRequests = () =>
	requests().filter( ( request ) =>
		request.path.startsWith( '/wpcom/v2/related-posts/preview' )
	);

const titles = ( container: HTMLElement ) =>
	[ ...container.querySelectorAll( '.jetpack-related-posts__title' ) ].map(
		( link ) => link.textContent
	);
const rowSizes = ( container: HTMLElement ) =>
	[ ...container.querySelectorAll( '.jetpack-related-posts__post' ) ].map(
		( post ) => post.getAttribute( 'data-row-size' )
	);
// The placeholder's instructions (also spoken, so in a live region too).
const instructions = async ( container: HTMLElement ) => {
	await waitFor( () =>
		expect(
			container.querySelector( '.components-placeholder__instructions' )
		).not.toBeNull()
	);
	return container.querySelector( '.components-placeholder__instructions' )!
		.textContent;
};
const block = ( container: HTMLElement ) =>
	container.querySelector( '.wp-block-jetpack-related-posts' )!;

beforeEach( () => {
	mockFetch.mockReset();
	setCanManageOptions( true );
} );

describe( 'loading', () => {
	it( 'shows a spinner until the site says whether related posts are on', async () => {
		const held = heldAnswer();
		serve( {
			enabled: held.answer,
		} );
		const { container } = renderEdit();
		expect(
			container.querySelector( '.components-spinner' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Loading related posts…' )
		).toBeInTheDocument();
		await waitFor( () => expect( mockFetch ).toHaveBeenCalledTimes( 1 ) );
		await act( async () => held.release( { enabled: false } ) );
		expect(
			await screen.findByRole( 'button', { name: 'Activate' } )
		).toBeInTheDocument();
		expect( container.querySelector( '.components-spinner' ) ).toBeNull();
	} );

	it( 'shows the spinner again while the preview loads', async () => {
		const held = heldAnswer();
		serve( {
			posts: held.answer,
		} );
		const { container } = renderEdit();
		await waitFor( () => expect( previewRequests() ).toHaveLength( 1 ) );
		expect(
			container.querySelector( '.components-spinner' )
		).toBeInTheDocument();
		await act( async () => held.release( relatedPosts( 3 ) ) );
		expect( titles( container ) ).toEqual( [
			'Trip 1',
			'Trip 2',
			'Trip 3',
		] );
		expect( container.querySelector( '.components-spinner' ) ).toBeNull();
	} );
} );

describe( 'needs activation', () => {
	it( 'offers administrators Activate, which POSTs enable and then shows the preview', async () => {
		serve( { enabled: false } );
		const { container } = renderEdit();
		const activate = await screen.findByRole( 'button', {
			name: 'Activate',
		} );
		expect( await instructions( container ) ).toMatch(
			/^Related posts are turned off on this site\. Activate them/
		);
		expect( previewRequests() ).toHaveLength( 0 );

		await userEvent.click( activate );
		await waitFor( () =>
			expect( titles( container ) ).toEqual( [
				'Trip 1',
				'Trip 2',
				'Trip 3',
			] )
		);
		expect( requests() ).toEqual( [
			{ path: '/wpcom/v2/related-posts' },
			{ path: '/wpcom/v2/related-posts/enable', method: 'POST' },
			{
				path: '/wpcom/v2/related-posts/preview?post_id=42&size=6&categories=2&tags=',
			},
		] );
		expect(
			screen.queryByRole( 'button', { name: 'Activate' } )
		).toBeNull();
	} );

	it( 'tells other users to ask an administrator, with no Activate button', async () => {
		setCanManageOptions( false );
		serve( { enabled: false } );
		const { container } = renderEdit();
		expect( await instructions( container ) ).toBe(
			'Related posts are turned off on this site. Ask an administrator to activate them; until then visitors do not see this block.'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Activate' } )
		).toBeNull();
	} );

	it( 'shows a refused activation and keeps the button', async () => {
		serve( { enabled: false } );
		mockFetch.mockImplementation( async ( request: Request ) => {
			if ( request.method === 'POST' ) {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				};
			}
			return { enabled: false };
		} );
		renderEdit();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Activate' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, you are not allowed to do that.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Activate' } )
		).toBeEnabled();
	} );

	it( 'says when the status cannot be read, and Try again asks again', async () => {
		let fail = true;
		serve( {
			enabled: () => {
				if ( fail ) {
					throw { message: 'Could not reach the site.' };
				}
				return { enabled: false };
			},
		} );
		const { container } = renderEdit();
		expect( await instructions( container ) ).toBe(
			'Could not reach the site.'
		);
		fail = false;
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect(
			await screen.findByRole( 'button', { name: 'Activate' } )
		).toBeInTheDocument();
	} );
} );

describe( 'shown', () => {
	it( 'previews the first posts in one grid row of 3, with the date and nothing else by default', async () => {
		serve();
		const { container } = renderEdit();
		await waitFor( () =>
			expect( titles( container ) ).toEqual( [
				'Trip 1',
				'Trip 2',
				'Trip 3',
			] )
		);
		expect( block( container ) ).toHaveClass( 'is-grid' );
		expect( block( container ) ).not.toHaveClass( 'has-thumbnails' );
		expect( rowSizes( container ) ).toEqual( [ '3', '3', '3' ] );
		const first = container.querySelector(
			'.jetpack-related-posts__post'
		) as HTMLElement;
		expect( within( first ).getByRole( 'link' ) ).toHaveAttribute(
			'href',
			'http://localhost/?p=101'
		);
		expect( within( first ).getByText( 'March 1, 2024' ) ).toHaveClass(
			'jetpack-related-posts__date'
		);
		expect( container.querySelector( 'img' ) ).toBeNull();
		expect( screen.queryByText( 'By Ana Lopes' ) ).toBeNull();
		expect( screen.queryByText( 'In "Travel"' ) ).toBeNull();
		expect( container.querySelector( 'h3' ) ).toBeNull();
		expect( screen.queryByText( NOT_ENOUGH ) ).toBeNull();
	} );

	it.each( [
		[ 1, [ '1' ] ],
		[ 2, [ '2', '2' ] ],
		[ 4, [ '2', '2', '2', '2' ] ],
		[ 5, [ '2', '2', '3', '3', '3' ] ],
		[ 6, [ '3', '3', '3', '3', '3', '3' ] ],
	] )( 'splits %i posts into grid rows %j', async ( postsToShow, sizes ) => {
		serve();
		const { container } = renderEdit( { attributes: { postsToShow } } );
		await waitFor( () => expect( rowSizes( container ) ).toEqual( sizes ) );
	} );

	it( 'shows the list layout with thumbnails, author, context and headline', async () => {
		serve();
		const { container } = renderEdit( {
			attributes: {
				postLayout: 'list',
				displayThumbnails: true,
				displayAuthor: true,
				displayContext: true,
				displayHeadline: true,
				headline: 'Keep exploring',
			},
		} );
		await waitFor( () => expect( titles( container ) ).toHaveLength( 3 ) );
		expect( block( container ) ).toHaveClass( 'is-list', 'has-thumbnails' );
		expect( rowSizes( container ) ).toEqual( [ null, null, null ] );
		expect(
			screen.getByRole( 'heading', { level: 3, name: 'Keep exploring' } )
		).toBeInTheDocument();
		// A cover image for posts that have one, an empty frame for the other.
		expect(
			[ ...container.querySelectorAll( 'img' ) ].map( ( img ) =>
				img.getAttribute( 'src' )
			)
		).toEqual( [
			'http://localhost/trip-101.png',
			'http://localhost/trip-103.png',
		] );
		expect(
			container.querySelectorAll(
				'.jetpack-related-posts__thumbnail.is-empty'
			)
		).toHaveLength( 1 );
		expect( screen.getAllByText( 'By Ana Lopes' ) ).toHaveLength( 3 );
		const contexts = screen.getAllByRole( 'link', { name: 'In "Travel"' } );
		expect( contexts ).toHaveLength( 3 );
		expect( contexts[ 0 ] ).toHaveAttribute(
			'href',
			'http://localhost/?cat=2'
		);
		// One link a post for assistive technology: the image link is hidden.
		expect(
			screen.getAllByRole( 'link' ).map( ( link ) => link.textContent )
		).toEqual( [
			'Trip 1',
			'In "Travel"',
			'Trip 2',
			'In "Travel"',
			'Trip 3',
			'In "Travel"',
		] );
	} );

	it( 'uses "Related" as the headline when the author left it empty', async () => {
		serve();
		renderEdit( { attributes: { displayHeadline: true } } );
		expect(
			await screen.findByRole( 'heading', { name: 'Related' } )
		).toBeInTheDocument();
	} );

	it( 'says when there are fewer related posts than asked for, and shows those there are', async () => {
		serve( { posts: relatedPosts( 2 ) } );
		const { container } = renderEdit( { attributes: { postsToShow: 3 } } );
		expect( await screen.findByText( NOT_ENOUGH ) ).toBeInTheDocument();
		expect( titles( container ) ).toEqual( [ 'Trip 1', 'Trip 2' ] );
		expect( rowSizes( container ) ).toEqual( [ '2', '2' ] );
	} );

	it( 'says so when there are no related posts at all', async () => {
		serve( { posts: [] } );
		const { container } = renderEdit();
		expect( await screen.findByText( NOT_ENOUGH ) ).toBeInTheDocument();
		expect(
			container.querySelector( '.jetpack-related-posts__posts' )
		).toBeNull();
	} );

	it( 'says when the preview cannot be loaded, and Try again asks again', async () => {
		let fail = true;
		serve( {
			posts: () => {
				if ( fail ) {
					throw { message: 'Invalid post ID.' };
				}
				return relatedPosts( 3 );
			},
		} );
		const { container } = renderEdit();
		expect( await instructions( container ) ).toBe( 'Invalid post ID.' );
		fail = false;
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		await waitFor( () => expect( titles( container ) ).toHaveLength( 3 ) );
	} );

	it( 'does not follow the preview links inside the editor', async () => {
		serve();
		renderEdit();
		const link = await screen.findByRole( 'link', { name: 'Trip 1' } );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
	} );
} );

describe( 'preview unavailable in the site editor', () => {
	it( 'says so where the site editor store is registered, and asks for no preview', async () => {
		serve();
		const { container } = renderEdit( { siteEditor: true } );
		expect( await screen.findByText( SITE_EDITOR ) ).toBeInTheDocument();
		expect( previewRequests() ).toEqual( [] );
		expect(
			container.querySelector( '.jetpack-related-posts__posts' )
		).toBeNull();
	} );

	it( 'says so where the editor has no post id (a template)', async () => {
		serve();
		renderEdit( {
			post: { postId: 'twentytwentyfive//single' },
			context: { postId: 'twentytwentyfive//single' },
		} );
		expect( await screen.findByText( SITE_EDITOR ) ).toBeInTheDocument();
		expect( previewRequests() ).toEqual( [] );
	} );

	it( 'still offers activation there', async () => {
		serve( { enabled: false } );
		renderEdit( { siteEditor: true } );
		expect(
			await screen.findByRole( 'button', { name: 'Activate' } )
		).toBeInTheDocument();
	} );
} );

describe( 'which post and terms', () => {
	it( 'asks with the terms as edited, and again only when they change', async () => {
		serve();
		const { container } = renderEdit( {
			post: { postId: 42, categories: [ 9, 4 ], tags: [ 7 ] },
		} );
		await waitFor( () => expect( titles( container ) ).toHaveLength( 3 ) );
		expect( previewRequests() ).toEqual( [
			{
				path: '/wpcom/v2/related-posts/preview?post_id=42&size=6&categories=4%2C9&tags=7',
			},
		] );
	} );

	it( 'follows a query loop item (postId context) through its saved terms', async () => {
		serve();
		const { container } = renderEdit( { context: { postId: 77 } } );
		await waitFor( () => expect( titles( container ) ).toHaveLength( 3 ) );
		expect( previewRequests() ).toEqual( [
			{ path: '/wpcom/v2/related-posts/preview?post_id=77&size=6' },
		] );
	} );
} );

describe( 'settings', () => {
	it( 'switches the layout from the toolbar and the sidebar', async () => {
		serve();
		const { container, setAttributes } = renderEdit();
		await waitFor( () => expect( titles( container ) ).toHaveLength( 3 ) );
		const gridView = screen.getByRole( 'button', { name: 'Grid view' } );
		expect( gridView ).toHaveAttribute( 'aria-pressed', 'true' );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'List view' } )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			postLayout: 'list',
		} );
		expect( block( container ) ).toHaveClass( 'is-list' );
		expect(
			screen.getByRole( 'button', { name: 'List view' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect( screen.getByRole( 'radio', { name: 'List' } ) ).toBeChecked();

		await userEvent.click( screen.getByRole( 'radio', { name: 'Grid' } ) );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			postLayout: 'grid',
		} );
		expect( block( container ) ).toHaveClass( 'is-grid' );
	} );

	it( 'turns each part on and off, and shows the headline field only with the headline', async () => {
		serve();
		const { container, attributes } = renderEdit();
		await waitFor( () => expect( titles( container ) ).toHaveLength( 3 ) );
		const toggle = ( name: string ) =>
			screen.getByRole( 'checkbox', { name } );
		expect( toggle( 'Display date' ) ).toBeChecked();
		expect(
			screen.queryByRole( 'textbox', { name: 'Headline' } )
		).toBeNull();

		for ( const name of [
			'Display thumbnails',
			'Display author',
			'Display context',
			'Display headline',
			'Display date',
		] ) {
			await userEvent.click( toggle( name ) );
		}
		expect( attributes() ).toEqual( {
			...DEFAULTS,
			displayThumbnails: true,
			displayAuthor: true,
			displayContext: true,
			displayHeadline: true,
			displayDate: false,
		} );
		expect( screen.queryByText( 'March 1, 2024' ) ).toBeNull();
		expect( screen.getAllByText( 'By Ana Lopes' ) ).toHaveLength( 3 );

		const headline = screen.getByRole( 'textbox', { name: 'Headline' } );
		await userEvent.type( headline, 'More trips' );
		expect( attributes().headline ).toBe( 'More trips' );
		expect(
			screen.getByRole( 'heading', { name: 'More trips' } )
		).toBeInTheDocument();
	} );

	it( 'sets the number of posts from 1 to 6 without asking the site again', async () => {
		serve();
		const { container, setAttributes } = renderEdit();
		await waitFor( () => expect( titles( container ) ).toHaveLength( 3 ) );
		const number = screen.getByRole( 'spinbutton', {
			name: 'Number of posts',
		} );
		fireEvent.change( number, { target: { value: '5' } } );
		expect( setAttributes ).toHaveBeenLastCalledWith( { postsToShow: 5 } );
		expect( titles( container ) ).toHaveLength( 5 );
		fireEvent.change( number, { target: { value: '2' } } );
		expect( titles( container ) ).toEqual( [ 'Trip 1', 'Trip 2' ] );
		expect( previewRequests() ).toHaveLength( 1 );

		const slider = screen.getByRole( 'slider', {
			name: 'Number of posts',
		} );
		expect( slider ).toHaveAttribute( 'min', '1' );
		expect( slider ).toHaveAttribute( 'max', '6' );
	} );
} );
