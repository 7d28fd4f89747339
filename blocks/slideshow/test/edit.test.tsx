/**
 * Component tests of the slideshow in the editor (spec 2 "Slideshow",
 * sections 2, 4 and 8): the upload placeholder; uploading locks saving until
 * every image has arrived; the ready carousel (swiper made from the slides,
 * with the settings); the reduced-motion notice; the failure message when
 * swiper cannot load, with the slides still shown; and the image size
 * (sizeSlug): new images at `large`, another size from the media library's
 * records of the slides.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createReduxStore, register } from '@wordpress/data';
import SlideshowEdit from '../edit';
import type { SlideshowAttributes } from '../types';

let mockSelection: object[] = [];

jest.mock( '@wordpress/block-editor', () => {
	const actual = jest.requireActual( '@wordpress/block-editor' );
	return {
		...actual,
		// The placeholder hands over what the author "picked or uploaded".
		MediaPlaceholder: ( props: {
			labels: { title: string; instructions: string };
			isAppender?: boolean;
			onSelect: ( media: object[] ) => void;
		} ) => (
			<div data-testid={ props.isAppender ? 'appender' : 'placeholder' }>
				<p>{ props.labels.title }</p>
				<p>{ props.labels.instructions }</p>
				<button onClick={ () => props.onSelect( mockSelection ) }>
					Upload
				</button>
			</div>
		),
		MediaUpload: () => null,
		BlockIcon: () => null,
		BlockControls: ( { children }: { children: unknown } ) => children,
		InspectorControls: ( { children }: { children: unknown } ) => (
			<div data-testid="sidebar">{ children as never }</div>
		),
		useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
			...props,
			className: 'wp-block-jetpack-slideshow',
		} ),
	};
} );

const mockLock = jest.fn();
const mockUnlock = jest.fn();
// The post editor's store, reduced to the two actions the block uses.
register(
	createReduxStore( 'core/editor', {
		reducer: ( state = {} ) => state,
		actions: {
			lockPostSaving: ( key: string ) => {
				mockLock( key );
				return { type: 'LOCK' };
			},
			unlockPostSaving: ( key: string ) => {
				mockUnlock( key );
				return { type: 'UNLOCK' };
			},
		},
	} )
);

/*
 * The editor's core-data store ('core') is not a dependency of the tests:
 * this one answers getEntityRecords( 'postType', 'attachment', query ) with
 * the media library's records of the slides, and records the query.
 */
const mockMediaQueries: object[] = [];
const sizedRecord = ( id: number, name: string ) => ( {
	id,
	source_url: `https://a.test/${ name }.png`,
	media_details: {
		sizes: {
			medium: { source_url: `https://a.test/${ name }-300x200.png` },
			large: { source_url: `https://a.test/${ name }-1024x683.png` },
			full: { source_url: `https://a.test/${ name }.png` },
		},
	},
} );
register(
	createReduxStore( 'core', {
		reducer: ( state = {} ) => state,
		selectors: {
			getEntityRecords: (
				_state: object,
				kind: string,
				name: string,
				query: { include: number[] }
			) => {
				mockMediaQueries.push( { kind, name, ...query } );
				// Image 3 has no record (deleted from the library).
				return query.include
					.filter( ( id ) => id !== 3 )
					.map( ( id ) => sizedRecord( id, String( id ) ) );
			},
		},
	} )
);

const mockSwiperInstance = {
	destroy: jest.fn(),
	slideNext: jest.fn(),
	autoplay: { start: jest.fn(), stop: jest.fn() },
};
const mockSwiper = jest.fn( () => mockSwiperInstance );
const mockLoadSwiper = jest.fn();
jest.mock( '../swiper-loader', () => ( {
	loadSwiper: () => mockLoadSwiper(),
	shareSwiperStyle: jest.fn(),
} ) );

function reducedMotion( matches: boolean ) {
	window.matchMedia = jest.fn( ( query: string ) => ( {
		matches: matches && query.includes( 'reduce' ),
		media: query,
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
		addListener: jest.fn(),
		removeListener: jest.fn(),
		onchange: null,
		dispatchEvent: jest.fn(),
	} ) ) as never;
}

const IMAGES = [
	{ id: 1, url: 'https://a.test/1.png', alt: 'One', caption: 'First' },
	{ id: 2, url: 'https://a.test/2.png', alt: 'Two', caption: '' },
	{ id: 3, url: 'https://a.test/3.png', alt: 'Three', caption: '' },
];

/** Waits for the first Swiper the edit creates: its element and parameters. */
async function firstSwiper() {
	await waitFor( () => expect( mockSwiper ).toHaveBeenCalled() );
	await act( async () => {} );
	return mockSwiper.mock.calls[ 0 ] as unknown as [
		HTMLElement,
		Record< string, any >,
	];
}

function renderEdit( attributes: Partial< SlideshowAttributes > = {} ) {
	let current: SlideshowAttributes = {
		align: 'center',
		autoplay: false,
		delay: 3,
		ids: [],
		images: [],
		effect: 'slide',
		...attributes,
	};
	const setAttributes = jest.fn( ( next: Partial< SlideshowAttributes > ) => {
		current = { ...current, ...next };
		view.rerender( ui() );
	} );
	const ui = () => (
		<SlideshowEdit
			attributes={ current }
			setAttributes={ setAttributes }
			clientId="abc"
			isSelected
		/>
	);
	const view = render( ui() );
	return { setAttributes, attributes: () => current, view };
}

beforeEach( () => {
	jest.clearAllMocks();
	mockSelection = [];
	mockMediaQueries.length = 0;
	reducedMotion( false );
	mockLoadSwiper.mockResolvedValue( { Swiper: mockSwiper, modules: [] } );
} );

it( 'starts with the image upload placeholder', () => {
	renderEdit();
	expect( screen.getByTestId( 'placeholder' ) ).toHaveTextContent(
		'Slideshow'
	);
	expect(
		screen.getByText(
			'Drag images, upload new ones or select files from your library.'
		)
	).toBeInTheDocument();
	expect( mockLoadSwiper ).not.toHaveBeenCalled();
} );

it( 'locks saving while images upload and unlocks when all have arrived', async () => {
	const { attributes } = renderEdit();
	mockSelection = [
		{ url: 'blob:http://a.test/1' },
		{ url: 'blob:http://a.test/2' },
	];
	await userEvent.click( screen.getByRole( 'button', { name: 'Upload' } ) );
	expect( mockLock ).toHaveBeenCalledTimes( 1 );
	expect( mockLock ).toHaveBeenCalledWith( 'jetpack-slideshow-abc' );
	expect( mockUnlock ).not.toHaveBeenCalled();
	expect( screen.getByRole( 'status' ) ).toHaveTextContent(
		'Uploading images…'
	);

	// One is uploaded, the other not yet: still locked.
	mockSelection = [
		{ id: 1, url: 'https://a.test/1.png', caption: 'A & <b>' },
		{ url: 'blob:http://a.test/2' },
	];
	await userEvent.click(
		screen.getAllByRole( 'button', { name: 'Upload' } )[ 0 ]
	);
	expect( mockUnlock ).not.toHaveBeenCalled();

	mockSelection = [
		{ id: 1, url: 'https://a.test/1.png', caption: 'A & <b>' },
		{ id: 2, url: 'https://a.test/2.png' },
	];
	await userEvent.click(
		screen.getAllByRole( 'button', { name: 'Upload' } )[ 0 ]
	);
	expect( mockUnlock ).toHaveBeenCalledWith( 'jetpack-slideshow-abc' );
	expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	expect( attributes().ids ).toEqual( [ 1, 2 ] );
	expect( attributes().images[ 0 ].caption ).toBe( 'A &amp; &lt;b>' );
} );

it( 'shows the ready carousel made by swiper, with the settings', async () => {
	const { setAttributes } = renderEdit( {
		images: IMAGES,
		ids: [ 1, 2, 3 ],
		autoplay: true,
		delay: 4,
		effect: 'fade',
	} );
	const [ el, params ] = await firstSwiper();
	expect( el.querySelectorAll( '.swiper-slide' ) ).toHaveLength( 3 );
	expect( params.effect ).toBe( 'fade' );
	expect( params.autoplay ).toMatchObject( { delay: 4000 } );
	expect( params.pagination.type ).toBe( 'bullets' );
	expect( screen.getByAltText( 'One' ) ).toBeInTheDocument();
	expect( screen.getByText( 'First' ) ).toBeInTheDocument();
	expect(
		screen.queryByText( 'The Swiper library could not be loaded.' )
	).not.toBeInTheDocument();

	// The settings.
	expect(
		screen.getByRole( 'checkbox', { name: 'Autoplay' } )
	).toBeChecked();
	expect(
		screen.getByRole( 'spinbutton', {
			name: 'Delay between transitions (in seconds)',
		} )
	).toHaveValue( 4 );
	await userEvent.selectOptions(
		screen.getByRole( 'combobox', { name: 'Transition effect' } ),
		'slide'
	);
	expect( setAttributes ).toHaveBeenCalledWith( { effect: 'slide' } );
	await userEvent.click(
		screen.getByRole( 'checkbox', { name: 'Autoplay' } )
	);
	expect( setAttributes ).toHaveBeenCalledWith( { autoplay: false } );
	// The carousel is rebuilt with the new settings.
	await waitFor( () =>
		expect( mockSwiperInstance.destroy ).toHaveBeenCalled()
	);
	await act( async () => {} );
} );

it( 'counts "n / total" beyond five slides', async () => {
	const many = Array.from( { length: 6 }, ( _, i ) => ( {
		id: i + 1,
		url: `https://a.test/${ i + 1 }.png`,
		alt: `Image ${ i + 1 }`,
		caption: '',
	} ) );
	renderEdit( { images: many, ids: many.map( ( m ) => m.id ) } );
	const [ , params ] = await firstSwiper();
	expect( params.pagination.type ).toBe( 'fraction' );
} );

it( 'turns autoplay off under reduced motion, with a notice', async () => {
	reducedMotion( true );
	renderEdit( { images: IMAGES, ids: [ 1, 2, 3 ], autoplay: true } );
	expect(
		within( screen.getByTestId( 'sidebar' ) ).getByText(
			/Autoplay is off in this browser because it asks for reduced motion/
		)
	).toBeInTheDocument();
	expect(
		screen.getByRole( 'checkbox', { name: 'Autoplay' } )
	).toBeDisabled();
	const [ , params ] = await firstSwiper();
	expect( params.autoplay ).toBe( false );
} );

it( 'says when swiper cannot load, and still shows the slides', async () => {
	mockLoadSwiper.mockRejectedValue(
		new Error( 'Loading chunk swiper failed' )
	);
	const { view } = renderEdit( { images: IMAGES, ids: [ 1, 2, 3 ] } );
	await waitFor( () =>
		expect(
			view.container.querySelector( '.components-notice__content' )
		).toHaveTextContent( 'The Swiper library could not be loaded.' )
	);
	expect( mockSwiper ).not.toHaveBeenCalled();
	expect( screen.getAllByRole( 'img' ) ).toHaveLength( 3 );
	await act( async () => {} );
} );

describe( 'image size', () => {
	it( 'takes new images at the large size and says so in sizeSlug', async () => {
		const { attributes } = renderEdit();
		mockSelection = [
			{
				id: 5,
				url: 'https://a.test/5.png',
				sizes: {
					large: { url: 'https://a.test/5-1024x683.png' },
					full: { url: 'https://a.test/5.png' },
				},
			},
			// An upload's REST record.
			{ ...sizedRecord( 6, '6' ), alt_text: 'Six' },
			// No sizes (a small image): its own address.
			{ id: 7, url: 'https://a.test/7.png' },
		];
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Upload' } )
		);
		expect( attributes().sizeSlug ).toBe( 'large' );
		expect( attributes().images.map( ( image ) => image.url ) ).toEqual( [
			'https://a.test/5-1024x683.png',
			'https://a.test/6-1024x683.png',
			'https://a.test/7.png',
		] );
		await act( async () => {} );
	} );

	it( "offers the site's sizes and moves every slide to the chosen one", async () => {
		const { attributes } = renderEdit( {
			images: IMAGES,
			ids: [ 1, 2, 3 ],
		} );
		const select = screen.getByRole( 'combobox', { name: 'Image size' } );
		// Saved before the setting: the originals.
		expect( select ).toHaveValue( 'full' );
		expect(
			within( select )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Thumbnail', 'Medium', 'Large', 'Full Size' ] );
		expect(
			screen.getByText(
				'The size of the images visitors download. Smaller sizes load faster.'
			)
		).toBeInTheDocument();

		await userEvent.selectOptions( select, 'medium' );
		await waitFor( () =>
			expect( attributes().images[ 0 ].url ).toBe(
				'https://a.test/1-300x200.png'
			)
		);
		expect( attributes().sizeSlug ).toBe( 'medium' );
		expect( attributes().images ).toEqual( [
			{ ...IMAGES[ 0 ], url: 'https://a.test/1-300x200.png' },
			{ ...IMAGES[ 1 ], url: 'https://a.test/2-300x200.png' },
			// No record: the slide keeps its address.
			IMAGES[ 2 ],
		] );
		expect( mockMediaQueries ).toContainEqual( {
			kind: 'postType',
			name: 'attachment',
			include: [ 1, 2, 3 ],
			per_page: 3,
			context: 'view',
		} );
		expect( select ).toHaveValue( 'medium' );
		await act( async () => {} );
	} );
} );
