/**
 * Component tests of the external media picker (spec 3 "External media
 * picker", sections 2, 4, 5, 8): loading, the empty and error texts, the
 * connect screen and Awaiting authorization through the pop-up, Disconnect,
 * views and folders, filters, Load More, selection, copying and the copy
 * errors, with @wordpress/api-fetch and the pop-up answered by doubles.
 */
import {
	act,
	cleanup,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetchDouble as api } from '../../../tests/setup/api-fetch-double';
import { requestPopupAuth } from '../../../shared/popup-auth';
import PickerModal from '../components/picker-modal';
import {
	isAuthenticated,
	resetAuthState,
	setAuthenticated,
} from '../lib/auth-state';
import type { ExternalSource } from '../lib/constants';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../shared/popup-auth', () => ( {
	requestPopupAuth: jest.fn(),
} ) );

const popup = requestPopupAuth as jest.Mock;

interface Call {
	path: string;
	method?: string;
	data?: Record< string, unknown >;
}

const image = ( ID: string, title = ID ) => ( {
	ID,
	type: 'image',
	title,
	URL: `https://local.test/${ ID }.png`,
	thumbnails: { medium: `https://local.test/${ ID }-thumb.png` },
} );

function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( error: unknown ) => void;
	const promise = new Promise< T >( ( yes, no ) => {
		resolve = yes;
		reject = no;
	} );
	return { promise, resolve, reject };
}

/** Answers calls by a handler; records them. */
function answer( handler: ( call: Call ) => unknown ) {
	const calls: Call[] = [];
	api.mockImplementation( ( call: Call ) => {
		calls.push( call );
		const result = handler( call );
		return result instanceof Promise ? result : Promise.resolve( result );
	} );
	return calls;
}

function open( source: ExternalSource, multiple = false ) {
	const onSelect = jest.fn();
	const onClose = jest.fn();
	render(
		<PickerModal
			source={ source }
			multiple={ multiple }
			postId={ 7 }
			onSelect={ onSelect }
			onClose={ onClose }
		/>
	);
	return { onSelect, onClose };
}

/** The picker's error notice (not the a11y live region that repeats it). */
async function expectNotice( text: string ) {
	await waitFor( () =>
		expect(
			document.querySelector( '.components-notice__content' )
		).toHaveTextContent( text )
	);
}

const EMPTY = 'Sorry, but nothing matched your search criteria.';

beforeEach( () => {
	api.mockReset();
	popup.mockReset();
	resetAuthState();
	jest.spyOn( Math, 'random' ).mockReturnValue( 0 ); // "mountain"
} );

afterEach( () => jest.restoreAllMocks() );

describe( 'search sources', () => {
	it.each( [ 'pexels', 'openverse' ] as const )(
		'%s starts unauthenticated and is authenticated by its first list',
		async ( source ) => {
			const list = deferred< unknown >();
			answer( () => list.promise );
			open( source );
			expect( isAuthenticated( source ) ).toBe( false );
			await act( async () => list.resolve( { media: [], meta: {} } ) );
			expect( isAuthenticated( source ) ).toBe( true );
		}
	);

	it( 'shows the connect screen when a search source asks for authorization', async () => {
		answer( () =>
			Promise.reject( {
				code: 'authorization_required',
				message: 'Connect first.',
			} )
		);
		open( 'pexels' );
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect to Pexels Free Photos',
			} )
		).toBeInTheDocument();
		expect( isAuthenticated( 'pexels' ) ).toBe( false );
	} );

	it( 'shows a spinner while loading the random default term, then the empty text', async () => {
		const list = deferred< unknown >();
		const calls = answer( () => list.promise );
		open( 'pexels' );
		expect(
			screen.getByRole( 'dialog', { name: 'Select media' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Pexels Free Photos' ) ).toBeInTheDocument();
		const field = screen.getByRole( 'searchbox', {
			name: 'Search Pexels Free Photos',
		} );
		expect( field ).toHaveValue( 'mountain' );
		expect( calls[ 0 ].path ).toBe(
			'/wpcom/v2/external-media/list/pexels?number=20&search=mountain'
		);
		expect(
			document.querySelector( '.components-spinner' )
		).not.toBeNull();
		expect( screen.queryByText( EMPTY ) ).toBeNull();
		await act( async () => list.resolve( { media: [], meta: {} } ) );
		expect( screen.getByText( EMPTY ) ).toBeInTheDocument();
		expect( document.querySelector( '.components-spinner' ) ).toBeNull();
	} );

	it( 'disables Search for an empty or unchanged term, and searches a new one', async () => {
		const calls = answer( () => ( {
			media: [ image( 'a', 'Ocean 1' ) ],
		} ) );
		open( 'openverse' );
		const field = screen.getByRole( 'searchbox', {
			name: 'Search Openverse',
		} );
		const search = screen.getByRole( 'button', { name: 'Search' } );
		expect( search ).toBeDisabled(); // unchanged since the first search
		await userEvent.clear( field );
		expect( search ).toBeDisabled(); // empty
		await userEvent.type( field, 'ocean' );
		expect( search ).toBeEnabled();
		await userEvent.click( search );
		expect( calls[ 1 ].path ).toBe(
			'/wpcom/v2/external-media/list/openverse?number=20&search=ocean'
		);
		expect(
			await screen.findByRole( 'button', { name: 'Ocean 1' } )
		).toBeInTheDocument();
		expect( search ).toBeDisabled();
	} );

	it.each( [
		[
			{ code: 'internal_server_error', message: 'PHP fatal' },
			'Internal server error',
		],
		[
			{ code: 'rest_forbidden', message: 'Sorry, you are not allowed.' },
			'Sorry, you are not allowed.',
		],
		[
			{
				errors: [
					{ code: 'quota', message: 'Too many requests.' },
					{ code: 'x', message: 'Second' },
				],
			},
			'Too many requests.',
		],
	] )( 'shows the error notice of %j', async ( error, text ) => {
		answer( () => Promise.reject( error ) );
		open( 'pexels' );
		await expectNotice( text );
		expect( screen.queryByText( EMPTY ) ).toBeNull();
	} );

	it( 'loads more with next_page and appends', async () => {
		const calls = answer( ( call ) =>
			call.path.includes( 'page_handle' )
				? {
						media: [ image( 'b', 'Mountain 2' ) ],
						meta: { next_page: false },
				  }
				: {
						media: [ image( 'a', 'Mountain 1' ) ],
						meta: { next_page: '20' },
				  }
		);
		open( 'pexels' );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Load More' } )
		);
		expect( calls[ 1 ].path ).toBe(
			'/wpcom/v2/external-media/list/pexels?number=20&search=mountain&page_handle=20'
		);
		expect(
			await screen.findByRole( 'button', { name: 'Mountain 2' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Mountain 1' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Load More' } )
		).toBeNull();
	} );
} );

describe( 'selection and copying', () => {
	const many = Array.from( { length: 12 }, ( _, n ) =>
		image( `i${ n }`, `Image ${ n }` )
	);

	it( 'single-select toggles one item; copying shows Inserting Image… and returns the media', async () => {
		const copy = deferred< unknown >();
		const calls = answer( ( call ) =>
			call.method === 'POST'
				? copy.promise
				: { media: many.slice( 0, 3 ) }
		);
		const { onSelect, onClose } = open( 'pexels' );
		const select = screen.getByRole( 'button', { name: 'Select' } );
		expect( select ).toBeDisabled();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Image 0' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Image 1' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Image 0' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
		expect(
			screen.getByRole( 'button', { name: 'Image 1' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await userEvent.click( select );
		expect(
			screen.getByRole( 'dialog', { name: 'Inserting media' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Inserting Image…' } )
		).toBeDisabled();
		// Only the selected item shows while copying.
		expect(
			screen.queryByRole( 'button', { name: 'Image 0' } )
		).toBeNull();
		expect( calls[ 1 ] ).toEqual( {
			path: '/wpcom/v2/external-media/copy/pexels',
			method: 'POST',
			data: {
				external_ids: [ 'i1' ],
				media: [
					{
						guid: 'https://local.test/i1.png',
						caption: '',
						title: 'Image 1',
					},
				],
				service: 'pexels',
				post_id: 7,
			},
		} );
		await act( async () =>
			copy.resolve( [
				{
					ID: 41,
					URL: 'https://site/i1.png',
					alt: 'Image 1',
					caption: '',
				},
			] )
		);
		expect( onSelect ).toHaveBeenCalledWith( {
			id: 41,
			url: 'https://site/i1.png',
			alt: 'Image 1',
			caption: '',
			type: 'image',
		} );
		expect( onClose ).toHaveBeenCalled();
	} );

	it( 'multi-select keeps at most 10, copies them as Inserting…, returns an array', async () => {
		const copy = deferred< unknown >();
		answer( ( call ) =>
			call.method === 'POST' ? copy.promise : { media: many }
		);
		const { onSelect } = open( 'pexels', true );
		await screen.findByRole( 'button', { name: 'Image 0' } );
		for ( const one of many.slice( 0, 11 ) ) {
			await userEvent.click(
				screen.getByRole( 'button', { name: one.title } )
			);
		}
		expect( screen.getByText( '10 selected' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Image 0' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Image 10' } )
		);
		expect( screen.getByText( '9 selected' ) ).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Select' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Inserting…' } )
		).toBeDisabled();
		await act( async () =>
			copy.resolve(
				[ 1, 2 ].map( ( ID ) => ( { ID, URL: `u${ ID }` } ) )
			)
		);
		expect( onSelect ).toHaveBeenCalledWith( [
			{ id: 1, url: 'u1', alt: '', caption: '', type: 'image' },
			{ id: 2, url: 'u2', alt: '', caption: '', type: 'image' },
		] );
	} );

	it( 'shows the first per-item copy error and stays open', async () => {
		answer( ( call ) =>
			call.method === 'POST'
				? [
						{ ID: 1, URL: 'u1' },
						{ errors: { upload_error: [ 'The disk is full.' ] } },
						{ errors: { other: [ 'Later.' ] } },
				  ]
				: { media: many.slice( 0, 3 ) }
		);
		const { onSelect, onClose } = open( 'pexels', true );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Image 0' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Image 1' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Select' } )
		);
		await expectNotice( 'upload_error: The disk is full.' );
		expect( onSelect ).not.toHaveBeenCalled();
		expect( onClose ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'dialog', { name: 'Select media' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Select' } )
		).toBeEnabled();
	} );

	it( 'shows a copy call failure as a notice', async () => {
		answer( ( call ) =>
			call.method === 'POST'
				? Promise.reject( {
						code: 'internal_server_error',
						message: 'x',
				  } )
				: { media: many.slice( 0, 1 ) }
		);
		open( 'pexels' );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Image 0' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Select' } )
		);
		await expectNotice( 'Internal server error' );
		expect(
			screen.getByRole( 'dialog', { name: 'Select media' } )
		).toBeInTheDocument();
	} );
} );

describe( 'Google Photos', () => {
	const unauthorized = {
		code: 'authorization_required',
		message: 'Connect first',
	};

	it( 'starts unauthenticated: the connect screen, Awaiting authorization through the pop-up, then the photos', async () => {
		let connected = false;
		const auth = deferred< unknown >();
		popup.mockReturnValue( auth.promise );
		const calls = answer( ( call ) => {
			if ( call.path.includes( '/connection/' ) ) {
				return {
					connect_URL:
						'https://site/wp-admin/admin-post.php?action=x',
				};
			}
			return connected
				? {
						media: [ image( 'gp-1', 'Photo 1' ) ],
						meta: {
							account: {
								name: 'Ada',
								image: 'https://a/img.png',
							},
						},
				  }
				: Promise.reject( unauthorized );
		} );
		open( 'google_photos' );
		expect( calls[ 0 ].path ).toBe(
			'/wpcom/v2/external-media/list/google_photos?number=25&path=recent'
		);
		const connect = await screen.findByRole( 'button', {
			name: 'Connect to Google Photos',
		} );
		expect( screen.queryByText( 'Connect first' ) ).toBeNull();
		await userEvent.click( connect );
		const waiting = await screen.findByRole( 'button', {
			name: 'Awaiting authorization',
		} );
		expect( waiting ).toBeDisabled();
		expect( popup ).toHaveBeenCalledWith(
			'https://site/wp-admin/admin-post.php?action=x'
		);
		connected = true;
		await act( async () => auth.resolve( { keyring_id: 5 } ) );
		expect(
			await screen.findByRole( 'button', { name: 'Photo 1' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Ada' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Photos' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'silently ends the waiting when the connection cannot start', async () => {
		answer( ( call ) =>
			call.path.includes( '/connection/' )
				? Promise.reject( { code: 'x', message: 'No' } )
				: Promise.reject( unauthorized )
		);
		open( 'google_photos' );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Connect to Google Photos',
			} )
		);
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect to Google Photos',
			} )
		).toBeEnabled();
		expect( screen.queryByText( 'No' ) ).toBeNull();
		expect( popup ).not.toHaveBeenCalled();
	} );

	it( 'disconnects (and re-enables the button when that fails)', async () => {
		setAuthenticated( 'google_photos', true );
		let fail = true;
		answer( ( call ) => {
			if ( call.method === 'DELETE' ) {
				return fail
					? Promise.reject( { code: 'x', message: 'x' } )
					: { disconnected: true };
			}
			return { media: [ image( 'gp-1', 'Photo 1' ) ] };
		} );
		open( 'google_photos' );
		const disconnect = await screen.findByRole( 'button', {
			name: 'Disconnect from Google Photos',
		} );
		await userEvent.click( disconnect );
		await waitFor( () => expect( disconnect ).toBeEnabled() );
		fail = false;
		await userEvent.click( disconnect );
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect to Google Photos',
			} )
		).toBeInTheDocument();
	} );

	it( 'shows albums, navigates into a folder and back', async () => {
		setAuthenticated( 'google_photos', true );
		const calls = answer( ( call ) => {
			if ( call.path.includes( 'path=%2F' ) ) {
				return {
					media: [
						{
							ID: 'album-1',
							type: 'folder',
							name: 'Holidays',
							children: 4,
							URL: 'u',
						},
					],
				};
			}
			if ( call.path.includes( 'path=album-1' ) ) {
				return { media: [ image( 'gp-9', 'Photo 9' ) ] };
			}
			return { media: [ image( 'gp-1', 'Photo 1' ) ] };
		} );
		open( 'google_photos' );
		await screen.findByRole( 'button', { name: 'Photo 1' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Albums' } )
		);
		const folder = await screen.findByRole( 'button', {
			name: 'Holidays',
		} );
		expect( within( folder ).getByText( /\(4\)/ ) ).toBeInTheDocument();
		await userEvent.click( folder );
		expect(
			await screen.findByRole( 'button', { name: 'Photo 9' } )
		).toBeInTheDocument();
		expect( calls.map( ( call ) => call.path ) ).toEqual( [
			'/wpcom/v2/external-media/list/google_photos?number=25&path=recent',
			'/wpcom/v2/external-media/list/google_photos?number=25&path=%2F',
			'/wpcom/v2/external-media/list/google_photos?number=25&path=album-1',
		] );
		// Folders are not selectable; the breadcrumb leads back.
		expect( screen.getByText( 'Holidays' ) ).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Albums' } )
		);
		expect(
			await screen.findByRole( 'button', { name: 'Holidays' } )
		).toBeInTheDocument();
	} );

	it( 'adds filters and sends them with 20 items; video drops the category', async () => {
		setAuthenticated( 'google_photos', true );
		const calls = answer( () => ( {
			media: [ image( 'gp-1', 'Photo 1' ) ],
		} ) );
		open( 'google_photos' );
		await screen.findByRole( 'button', { name: 'Photo 1' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add filter' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add filter' } )
		);
		await waitFor( () =>
			expect( calls[ calls.length - 1 ].path ).toBe(
				'/wpcom/v2/external-media/list/google_photos?number=20&path=recent&filter%5B0%5D=mediaType%3Dphoto&filter%5B1%5D=categoryInclude%3Danimals'
			)
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Media type' } ),
			'video'
		);
		expect(
			screen.queryByRole( 'combobox', { name: 'Category' } )
		).toBeNull();
		await waitFor( () =>
			expect( calls[ calls.length - 1 ].path ).toBe(
				'/wpcom/v2/external-media/list/google_photos?number=20&path=recent&filter%5B0%5D=mediaType%3Dvideo'
			)
		);
	} );

	it( 'shows neither Albums nor the filter bar when the service has neither (the Photos Picker API), and remembers it', async () => {
		setAuthenticated( 'google_photos', true );
		const calls = answer( () => ( {
			media: [ image( 'gp-1', 'Photo 1' ) ],
			meta: {
				next_page: false,
				features: { albums: false, filters: false },
			},
		} ) );
		open( 'google_photos' );
		await screen.findByRole( 'button', { name: 'Photo 1' } );
		expect( screen.queryByRole( 'button', { name: 'Albums' } ) ).toBeNull();
		expect( screen.queryByRole( 'button', { name: 'Photos' } ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Add filter' } )
		).toBeNull();
		expect(
			screen.getByRole( 'button', {
				name: 'Disconnect from Google Photos',
			} )
		).toBeInTheDocument();
		expect( calls.map( ( call ) => call.path ) ).toEqual( [
			'/wpcom/v2/external-media/list/google_photos?number=25&path=recent',
		] );
		// Opened again in this editor session: hidden from the start.
		cleanup();
		open( 'google_photos' );
		expect( screen.queryByRole( 'button', { name: 'Albums' } ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Add filter' } )
		).toBeNull();
		await screen.findByRole( 'button', { name: 'Photo 1' } );
	} );

	it( 'an authorization_required copy shows the connect screen', async () => {
		setAuthenticated( 'google_photos', true );
		answer( ( call ) =>
			call.method === 'POST'
				? Promise.reject( unauthorized )
				: { media: [ image( 'gp-1', 'Photo 1' ) ] }
		);
		open( 'google_photos' );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Photo 1' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Select' } )
		);
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect to Google Photos',
			} )
		).toBeInTheDocument();
	} );
} );
