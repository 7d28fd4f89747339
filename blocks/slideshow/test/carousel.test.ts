/** swiper's parameters from the block's settings and the rules. */
import { createCarousel, swiperParams } from '../carousel';
import type { SwiperApi } from '../swiper-loader';

const settings = {
	autoplay: true,
	delay: 4,
	effect: 'fade',
	reducedMotion: false,
	// The words come from the caller (the editor's i18n, the server's markup).
	labels: {
		previous: 'Diapo précédente',
		next: 'Diapo suivante',
		play: 'Lecture',
		pause: 'Pause',
	},
};

describe( 'swiper parameters', () => {
	it( 'autoplays with the delay in ms, the effect, bullets up to 5', () => {
		const params = swiperParams( settings, 3, {} );
		expect( params.autoplay ).toMatchObject( { delay: 4000 } );
		expect( params.effect ).toBe( 'fade' );
		expect( params.fadeEffect ).toEqual( { crossFade: true } );
		expect( params.pagination.type ).toBe( 'bullets' );
		expect( params.speed ).toBeGreaterThan( 0 );
	} );

	it( "names swiper's buttons with the caller's words", () => {
		expect( swiperParams( settings, 3, {} ).a11y ).toEqual( {
			prevSlideMessage: 'Diapo précédente',
			nextSlideMessage: 'Diapo suivante',
		} );
	} );

	it( 'clamps the delay and counts "n / total" beyond 5 slides', () => {
		const params = swiperParams(
			{ ...settings, delay: 12, effect: 'slide' },
			6,
			{}
		);
		expect( params.autoplay ).toMatchObject( { delay: 5000 } );
		expect( params.effect ).toBe( 'slide' );
		expect( params.pagination.type ).toBe( 'fraction' );
	} );

	it( 'has no autoplay and no animation under reduced motion', () => {
		const params = swiperParams(
			{ ...settings, reducedMotion: true },
			3,
			{}
		);
		expect( params.autoplay ).toBe( false );
		expect( params.speed ).toBe( 0 );
	} );

	it( 'has no autoplay unless asked', () => {
		expect(
			swiperParams( { ...settings, autoplay: false }, 3, {} ).autoplay
		).toBe( false );
	} );
} );

describe( 'carousel', () => {
	function markup( autoplay: boolean ) {
		document.body.innerHTML = `<div class="wp-block-jetpack-slideshow"><div class="wp-block-jetpack-slideshow_container swiper"><ul class="swiper-wrapper"><li class="swiper-slide"><img src="https://a.test/1.png"></li><li class="swiper-slide"><img src="https://a.test/2.png"></li></ul><button class="wp-block-jetpack-slideshow_button-prev"></button><button class="wp-block-jetpack-slideshow_button-next"></button>${
			autoplay
				? '<button class="wp-block-jetpack-slideshow_button-pause" aria-label="Pause slideshow"></button>'
				: ''
		}<div class="wp-block-jetpack-slideshow_pagination"></div></div></div>`;
		return document.querySelector(
			'.wp-block-jetpack-slideshow'
		) as HTMLElement;
	}

	function fakeApi() {
		const instance = {
			destroy: jest.fn(),
			slideNext: jest.fn(),
			autoplay: { start: jest.fn(), stop: jest.fn() },
		};
		const Swiper = jest.fn( () => instance );
		return {
			api: { Swiper, modules: [ 'm' ] } as unknown as SwiperApi,
			Swiper,
			instance,
		};
	}

	it( 'gives swiper the container, its buttons and pagination; pause stops and restarts autoplay', () => {
		const root = markup( true );
		const { api, Swiper, instance } = fakeApi();
		const carousel = createCarousel( api, root, settings );
		const [ el, params ] = Swiper.mock.calls[ 0 ] as unknown as [
			HTMLElement,
			Record< string, any >,
		];
		expect( el.className ).toContain( '_container' );
		expect( params.modules ).toEqual( [ 'm' ] );
		expect( params.navigation.nextEl.className ).toContain( 'button-next' );
		expect( params.pagination.el.className ).toContain( 'pagination' );
		const pause = root.querySelector(
			'button[aria-label]'
		) as HTMLButtonElement;
		expect( pause.hidden ).toBe( false );
		pause.click();
		expect( instance.autoplay.stop ).toHaveBeenCalled();
		expect( pause.getAttribute( 'aria-label' ) ).toBe( 'Lecture' );
		pause.click();
		expect( instance.autoplay.start ).toHaveBeenCalled();
		expect( pause.getAttribute( 'aria-label' ) ).toBe( 'Pause' );
		carousel.destroy();
		expect( instance.destroy ).toHaveBeenCalled();
	} );

	it( 'hides the pause button under reduced motion', () => {
		const root = markup( true );
		createCarousel( fakeApi().api, root, {
			...settings,
			reducedMotion: true,
		} );
		expect(
			(
				root.querySelector(
					'.wp-block-jetpack-slideshow_button-pause'
				) as HTMLButtonElement
			 ).hidden
		).toBe( true );
	} );
} );
