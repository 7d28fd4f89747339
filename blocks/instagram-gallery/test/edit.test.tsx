/**
 * Component tests of the Instagram gallery in the editor (spec 2 "Instagram
 * gallery", sections 2, 4, 6, 8 and 9): the account-service connection
 * asked first; Loading your connections…; the account radio list with Add a
 * new account; Connecting… through the pop-up (whose keyring_id becomes the
 * token); the grid with count, columns, spacing and stacking; the error and
 * empty texts; Disconnect. api-fetch and the pop-up are test doubles.
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
	requestInstagramAuth,
	PopupAuthError,
} from '../../../shared/popup-auth';
import { store as connectionStore } from '../../../store/connection';
import { freshRegistry } from '../../../tests/setup/registry';
import InstagramGalleryEdit from '../edit';
import type { InstagramGalleryAttributes } from '../gallery';
import '../../../tests/setup/resize-observer';
import { renderEditComponentHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';
import { heldAnswer } from '../../../tests/setup/held-answer';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../shared/popup-auth', () => ( {
	...jest.requireActual( '../../../shared/popup-auth' ),
	requestInstagramAuth: jest.fn(),
} ) );
jest.mock( '@wordpress/block-editor', () => {
	const setup = jest.requireActual(
		'../../../tests/setup/block-editor-in-place'
	);
	return setup.blockEditorInPlace( 'wp-block-jetpack-instagram-gallery' );
} );

const mockPopup = requestInstagramAuth as unknown as jest.Mock;

const GENERIC = 'An error occurred. Please try again later.';
const EMPTY = 'No images were found in your Instagram account.';
const CONNECT_URL =
	'http://localhost/wp-admin/admin-post.php?action=orbit_blocks_instagram_connect';
const DEFAULTS: InstagramGalleryAttributes = {
	columns: 3,
	count: 9,
	spacing: 10,
	isStackedOnMobile: true,
};

interface Request {
	path: string;
	method?: string;
}

function images( count: number ) {
	return Array.from( { length: count }, ( _, index ) => ( {
		url: `http://localhost/wp-content/uploads/photo-${ index + 1 }.png`,
		title: index === 0 ? '' : `Photo ${ index + 1 }`,
		link: `http://localhost/wp-content/uploads/photo-${
			index + 1
		}-full.png`,
	} ) );
}

/** Answers the four routes; each answer may be a value or a function. */
function serve( {
	connections = [] as unknown,
	gallery = { external_name: 'ana.lopes', images: images( 12 ) } as unknown,
	connectUrl = CONNECT_URL as unknown,
	remove = { deleted: true } as unknown,
	usage = { username: 'ana.lopes', posts: 3 } as unknown,
} = {} ) {
	const answer = ( value: unknown ) =>
		typeof value === 'function' ? value() : value;
	mockFetch.mockImplementation( async ( request: Request ) => {
		const path = request.path;
		if ( path === '/wpcom/v2/instagram-gallery/connections' ) {
			return answer( connections );
		}
		if ( path === '/wpcom/v2/instagram-gallery/connect-url' ) {
			return answer( connectUrl );
		}
		if ( path.startsWith( '/wpcom/v2/instagram-gallery/gallery?' ) ) {
			return answer( gallery );
		}
		if (
			path.startsWith( '/wpcom/v2/instagram-gallery/connections/' ) &&
			request.method === 'DELETE'
		) {
			return answer( remove );
		}
		if ( path.startsWith( '/wpcom/v2/instagram-gallery/connections/' ) ) {
			return answer( usage );
		}
		throw new Error( `unexpected request ${ path }` );
	} );
}

const requests = (): Request[] =>
	mockFetch.mock.calls.map( ( [ request ] ) => request );
const galleryRequests = () =>
	requests().filter( ( request ) =>
		request.path.startsWith( '/wpcom/v2/instagram-gallery/gallery' )
	);

function renderEdit( {
	attributes: initial = {},
	connection = { isRegistered: true, isUserConnected: true },
	canManageOptions = true,
}: {
	attributes?: Partial< InstagramGalleryAttributes >;
	connection?: { isRegistered: boolean; isUserConnected: boolean };
	canManageOptions?: boolean;
} = {} ) {
	window.orbitBlocksEditorState = {
		connection,
		user: { canManageOptions },
	};
	return renderEditComponentHoldingAttributes(
		InstagramGalleryEdit,
		{ ...DEFAULTS, ...initial },
		{ isSelected: true, clientId: 'test-block', context: {} },
		freshRegistry( connectionStore )
	);
}

// Texts inside the block (the placeholder's are also spoken, in a live region).
const inBlock = () =>
	within(
		document.querySelector(
			'.wp-block-jetpack-instagram-gallery'
		) as HTMLElement
	);
const grid = ( container: HTMLElement ) =>
	container.querySelector( '.wp-block-jetpack-instagram-gallery__grid' );
const shownImages = ( container: HTMLElement ) =>
	[
		...container.querySelectorAll(
			'.wp-block-jetpack-instagram-gallery__grid-post img'
		),
	].map( ( img ) => img.getAttribute( 'src' ) );

/** The block connected to @ana.lopes, whose gallery has twelve images. */
const CONNECTED_TO_ANA = { accessToken: '12', instagramUser: 'ana.lopes' };

/** The block connected to @ana.lopes, once its first nine images show. */
async function renderShowingAnasGallery() {
	serve();
	const view = renderEdit( { attributes: CONNECTED_TO_ANA } );
	await waitFor( () =>
		expect( shownImages( view.container ) ).toHaveLength( 9 )
	);
	return view;
}

beforeEach( () => {
	mockFetch.mockReset();
	mockPopup.mockReset();
} );

afterEach( () => {
	delete window.orbitBlocksEditorState;
} );

describe( 'the account-service connection comes first', () => {
	it( 'asks a user without an account to connect, and calls no Instagram route', async () => {
		serve();
		renderEdit( {
			attributes: CONNECTED_TO_ANA,
			connection: { isRegistered: true, isUserConnected: false },
		} );
		expect(
			inBlock().getByText(
				'To show your latest Instagram posts, first connect your account to the site’s account service.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', {
				name: 'Connect your account to use Instagram',
			} )
		).toBeEnabled();
		expect( mockFetch ).not.toHaveBeenCalled();
	} );

	it( 'tells a user who cannot connect the site to ask an administrator', () => {
		serve();
		renderEdit( {
			connection: { isRegistered: false, isUserConnected: false },
			canManageOptions: false,
		} );
		expect(
			inBlock().getByText(
				'To use Instagram, your account must be connected to the site’s account service. Ask an administrator to connect the site first.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Connect/ } )
		).toBeNull();
	} );
} );

describe( 'no token: choosing an account', () => {
	it( 'loads the connections, lists them with Add a new account, and uses the chosen one', async () => {
		const held = heldAnswer();
		serve( {
			connections: held.answer,
		} );
		const { container, setAttributes } = renderEdit();
		expect(
			inBlock().getByText( 'Loading your connections…' )
		).toBeInTheDocument();
		await act( async () =>
			held.release( [
				{ username: 'ana.lopes', token: '12' },
				{ username: 'bo', token: '13' },
			] )
		);
		const radios = screen.getAllByRole( 'radio' );
		expect(
			radios.map( ( radio ) => radio.closest( 'div' )?.textContent )
		).toEqual( [ '@ana.lopes', '@bo', 'Add a new account' ] );
		expect( radios[ 0 ] ).toBeChecked();

		await userEvent.click( screen.getByLabelText( '@bo' ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Connect to Instagram' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			accessToken: '13',
			instagramUser: 'bo',
		} );
		expect( mockPopup ).not.toHaveBeenCalled();
		await waitFor( () =>
			expect( galleryRequests() ).toEqual( [
				{
					path: '/wpcom/v2/instagram-gallery/gallery?access_token=13&count=30',
				},
			] )
		);
		await waitFor( () =>
			expect( shownImages( container ) ).toHaveLength( 9 )
		);
	} );

	it( 'connects a new account through the pop-up: Connecting…, then its keyring_id is the token', async () => {
		serve( { connections: [] } );
		let approve: ( value: unknown ) => void = () => undefined;
		mockPopup.mockImplementation(
			() =>
				new Promise( ( resolve ) => {
					approve = resolve;
				} )
		);
		const { container, setAttributes, attributes } = renderEdit();
		const connect = await screen.findByRole( 'button', {
			name: 'Connect to Instagram',
		} );
		// With no account yet, Add a new account is the only choice: no list.
		expect( screen.queryAllByRole( 'radio' ) ).toHaveLength( 0 );
		await userEvent.click( connect );
		expect( mockPopup ).toHaveBeenCalledWith( CONNECT_URL );
		expect(
			screen.getByRole( 'button', { name: 'Connecting…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		await act( async () => approve( { keyring_id: 77 } ) );
		expect( setAttributes ).toHaveBeenCalledWith( {
			accessToken: '77',
			instagramUser: undefined,
		} );
		await waitFor( () =>
			expect( shownImages( container ) ).toHaveLength( 9 )
		);
		// The account's name comes with the gallery.
		expect( attributes().instagramUser ).toBe( 'ana.lopes' );
		expect( galleryRequests() ).toEqual( [
			{
				path: '/wpcom/v2/instagram-gallery/gallery?access_token=77&count=30',
			},
		] );
	} );

	it( 'asks to allow pop-ups when the browser blocks the window, and keeps the placeholder', async () => {
		serve( { connections: [] } );
		// The real pop-up helper, in a browser that blocks the window.
		mockPopup.mockImplementation(
			jest.requireActual( '../../../shared/popup-auth' )
				.requestInstagramAuth
		);
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		const { setAttributes } = renderEdit();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Connect to Instagram',
			} )
		);
		expect(
			await inBlock().findByText(
				'Your browser blocked the Instagram window. Allow pop-ups for this site, then select Connect to Instagram again.'
			)
		).toBeInTheDocument();
		expect( open ).toHaveBeenCalledWith(
			CONNECT_URL,
			expect.any( String ),
			expect.stringContaining( 'width=700,height=700' )
		);
		expect( inBlock().queryByText( GENERIC ) ).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Connect to Instagram' } )
		).toBeEnabled();
		expect( setAttributes ).not.toHaveBeenCalled();
		open.mockRestore();
	} );

	it( 'shows the error when the pop-up fails, and keeps the placeholder', async () => {
		serve( { connections: [] } );
		mockPopup.mockRejectedValue( new Error( 'the consent page failed' ) );
		const { setAttributes } = renderEdit();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Connect to Instagram',
			} )
		);
		expect( await inBlock().findByText( GENERIC ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Connect to Instagram' } )
		).toBeEnabled();
		expect( setAttributes ).not.toHaveBeenCalled();
	} );

	it( 'shows the error when the connect address cannot be had, and tries again on the next click', async () => {
		let fail = true;
		serve( {
			connections: [],
			connectUrl: () => {
				if ( fail ) {
					return Promise.reject( new Error( 'offline' ) );
				}
				return CONNECT_URL;
			},
		} );
		mockPopup.mockResolvedValue( { keyring_id: 5 } );
		const { setAttributes } = renderEdit();
		const connect = await screen.findByRole( 'button', {
			name: 'Connect to Instagram',
		} );
		await userEvent.click( connect );
		expect( await inBlock().findByText( GENERIC ) ).toBeInTheDocument();
		expect( mockPopup ).not.toHaveBeenCalled();

		fail = false;
		await userEvent.click( connect );
		await waitFor( () =>
			expect( setAttributes ).toHaveBeenCalledWith( {
				accessToken: '5',
				instagramUser: undefined,
			} )
		);
		expect( inBlock().queryByText( GENERIC ) ).toBeNull();
	} );

	it( 'treats a pop-up closed without approval as a cancellation', async () => {
		serve( { connections: [] } );
		mockPopup.mockRejectedValue( new PopupAuthError( 'closed', 'closed' ) );
		renderEdit();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Connect to Instagram',
			} )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Connect to Instagram' } )
			).toBeEnabled()
		);
		expect( inBlock().queryByText( GENERIC ) ).toBeNull();
	} );
} );

describe( 'token set: the gallery', () => {
	it( 'holds the grid’s place while loading, then shows `count` images in the chosen layout', async () => {
		const held = heldAnswer();
		serve( {
			gallery: held.answer,
		} );
		const { container } = renderEdit( {
			attributes: CONNECTED_TO_ANA,
		} );
		expect(
			container.querySelectorAll(
				'.wp-block-jetpack-instagram-gallery__placeholder'
			)
		).toHaveLength( 9 );
		await act( async () =>
			held.release( { external_name: 'ana.lopes', images: images( 12 ) } )
		);
		expect( shownImages( container ) ).toEqual(
			images( 9 ).map( ( image ) => image.url )
		);
		expect( grid( container ) ).toHaveClass(
			'wp-block-jetpack-instagram-gallery__grid-columns-3',
			'is-stacked-on-mobile'
		);
		expect( grid( container ) ).toHaveStyle( { gap: '10px' } );
		const first = container.querySelector(
			'.wp-block-jetpack-instagram-gallery__grid-post'
		)!;
		expect( first ).toHaveAttribute( 'href', images( 1 )[ 0 ].link );
		expect( first.querySelector( 'img' ) ).toHaveAttribute(
			'alt',
			'Instagram image 1'
		);
		expect(
			screen.getByRole( 'link', { name: /@ana\.lopes/ } )
		).toHaveAttribute( 'href', 'https://www.instagram.com/ana.lopes/' );
	} );

	it( 'changes count, columns, spacing and stacking from the sidebar without fetching again', async () => {
		const { container, attributes } = await renderShowingAnasGallery();
		const numberInput = ( label: string ) =>
			screen
				.getAllByLabelText( label )
				.find(
					( input ) => input.getAttribute( 'type' ) === 'number'
				)!;

		fireEvent.change( numberInput( 'Number of Posts' ), {
			target: { value: '12' },
		} );
		expect( attributes().count ).toBe( 12 );
		expect( shownImages( container ) ).toHaveLength( 12 );

		fireEvent.change( numberInput( 'Number of Columns' ), {
			target: { value: '5' },
		} );
		fireEvent.change( numberInput( 'Image Spacing (px)' ), {
			target: { value: '24' },
		} );
		await userEvent.click( screen.getByLabelText( 'Stack on mobile' ) );
		expect( attributes() ).toMatchObject( {
			columns: 5,
			spacing: 24,
			isStackedOnMobile: false,
		} );
		expect( grid( container ) ).toHaveClass(
			'wp-block-jetpack-instagram-gallery__grid-columns-5'
		);
		expect( grid( container ) ).not.toHaveClass( 'is-stacked-on-mobile' );
		expect( grid( container ) ).toHaveStyle( { gap: '24px' } );
		expect( galleryRequests() ).toHaveLength( 1 );
	} );

	it( 'says so when the account has no images, and still offers Disconnect', async () => {
		serve( { gallery: { external_name: 'ana.lopes', images: [] } } );
		const { setAttributes } = renderEdit( {
			attributes: CONNECTED_TO_ANA,
		} );
		expect( await inBlock().findByText( EMPTY ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Disconnect from this block' } )
		).toBeInTheDocument();
		expect( setAttributes ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ 'a non-list response', { external_name: 'ana.lopes', images: {} } ],
		[ 'an error response', () => Promise.reject( new Error( 'gone' ) ) ],
	] )(
		'clears the token and the user on %s and shows the error on the placeholder',
		async ( _, gallery ) => {
			serve( {
				gallery,
				connections: [ { username: 'ana.lopes', token: '12' } ],
			} );
			const { attributes } = renderEdit( {
				attributes: {
					accessToken: '12',
					instagramUser: 'ana.lopes',
					count: 4,
				},
			} );
			expect( await inBlock().findByText( GENERIC ) ).toBeInTheDocument();
			expect( attributes() ).toEqual( {
				...DEFAULTS,
				count: 4,
				accessToken: undefined,
				instagramUser: undefined,
			} );
			// The selection starts again from the first account.
			expect(
				await screen.findByLabelText( '@ana.lopes' )
			).toBeChecked();
		}
	);

	it( 'Disconnect clears this block only: the account stays connected for the other posts', async () => {
		const { container, attributes } = await renderShowingAnasGallery();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Disconnect from this block' } )
		);
		expect( attributes().accessToken ).toBeUndefined();
		expect( attributes().instagramUser ).toBeUndefined();
		expect( shownImages( container ) ).toHaveLength( 0 );
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect to Instagram',
			} )
		).toBeInTheDocument();
		expect(
			requests().filter( ( request ) => request.method === 'DELETE' )
		).toEqual( [] );
	} );

	it( 'removes the account from the site only when asked, after a warning naming how many posts show it', async () => {
		const { attributes } = await renderShowingAnasGallery();
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Remove the account from the site…',
			} )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Remove the Instagram account?',
		} );
		expect(
			await within( dialog ).findByText(
				'3 posts show the Instagram account @ana.lopes. Removing the account from the site empties its gallery in every post that shows it, including this one.'
			)
		).toBeInTheDocument();
		// Cancel keeps everything.
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( attributes().accessToken ).toBe( '12' );
		expect(
			requests().filter( ( request ) => request.method === 'DELETE' )
		).toEqual( [] );

		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Remove the account from the site…',
			} )
		);
		const again = await screen.findByRole( 'dialog' );
		await within( again ).findByText( /3 posts show/ );
		await userEvent.click(
			within( again ).getByRole( 'button', { name: 'Remove account' } )
		);
		await waitFor( () =>
			expect( attributes().accessToken ).toBeUndefined()
		);
		expect( requests() ).toContainEqual( {
			path: '/wpcom/v2/instagram-gallery/connections/12',
			method: 'DELETE',
		} );
	} );
} );
