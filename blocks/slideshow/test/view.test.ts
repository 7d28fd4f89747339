/**
 * The slideshow's view script takes its words from the server's markup
 * (data-label-* on the root, blocks/slideshow/render.php): the
 * pause button's label and the message when swiper cannot load, in the
 * visitor's language without wp-i18n.
 */
import { startSlideshows } from '../view';
import { loadSwiper } from '../swiper-loader';

jest.mock( '../swiper-loader', () => ( { loadSwiper: jest.fn() } ) );

const LABELS =
	'data-label-previous="Diapo précédente" data-label-next="Diapo suivante" data-label-play="Lecture" data-label-pause="Pause" data-label-failed="Swiper n’a pas pu être chargé."';

function markup() {
	document.body.innerHTML = `<div class="wp-block-jetpack-slideshow" data-autoplay="true" ${ LABELS }><div class="wp-block-jetpack-slideshow_container swiper"><ul class="swiper-wrapper"><li class="swiper-slide"><img src="https://a.test/1.png"></li><li class="swiper-slide"><img src="https://a.test/2.png"></li></ul><button class="wp-block-jetpack-slideshow_button-pause" aria-label="Pause"></button></div></div>`;
	return document.querySelector(
		'.wp-block-jetpack-slideshow'
	) as HTMLElement;
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	// jsdom has no IntersectionObserver: whenNearViewport starts at once.
	( loadSwiper as jest.Mock ).mockReset();
} );

test( "the pause button and swiper's buttons use the server's words", async () => {
	const instance = {
		destroy: jest.fn(),
		slideNext: jest.fn(),
		autoplay: { start: jest.fn(), stop: jest.fn() },
	};
	const Swiper = jest.fn( () => instance );
	( loadSwiper as jest.Mock ).mockResolvedValue( { Swiper, modules: [] } );
	const root = markup();
	startSlideshows();
	await settle();
	expect( root.classList.contains( 'is-ready' ) ).toBe( true );
	const params = ( Swiper.mock.calls[ 0 ] as unknown[] )[ 1 ] as {
		a11y: object;
	};
	expect( params.a11y ).toEqual( {
		prevSlideMessage: 'Diapo précédente',
		nextSlideMessage: 'Diapo suivante',
	} );
	const pause = root.querySelector( 'button' ) as HTMLButtonElement;
	pause.click();
	expect( pause.getAttribute( 'aria-label' ) ).toBe( 'Lecture' );
} );

test( "when swiper cannot load, the server's message shows above the slides", async () => {
	( loadSwiper as jest.Mock ).mockRejectedValue( new Error( 'offline' ) );
	const root = markup();
	startSlideshows();
	await settle();
	expect( root.querySelector( '[role="alert"]' )?.textContent ).toBe(
		'Swiper n’a pas pu être chargé.'
	);
} );
