/**
 * Turns a slideshow's markup (slides.tsx) into a swiper carousel: the
 * parameters from the block's settings and the rules (rules.ts), the height
 * from the images and the window, and the pause button. Shared by the editor
 * and the front end, which each give the words (labels.ts).
 */
import {
	clampDelay,
	isAutoplayActive,
	normalizeEffect,
	paginationType,
	slideshowAspectRatio,
	slideshowHeight,
} from './rules';
import { CLASS } from './class-name';
import type { CarouselLabels } from './labels';
import type { SwiperApi, SwiperInstance } from './swiper-loader';

export interface CarouselSettings {
	autoplay: boolean;
	delay: unknown;
	effect: unknown;
	reducedMotion: boolean;
	labels: CarouselLabels;
}

export function swiperParams(
	settings: CarouselSettings,
	slideCount: number,
	elements: {
		next?: HTMLElement | null;
		prev?: HTMLElement | null;
		pagination?: HTMLElement | null;
	}
) {
	const effect = normalizeEffect( settings.effect );
	const autoplay = isAutoplayActive(
		settings.autoplay,
		settings.reducedMotion
	);
	return {
		effect,
		...( effect === 'fade' ? { fadeEffect: { crossFade: true } } : {} ),
		// Back to the first slide after the last, without cloned slides.
		rewind: slideCount > 1,
		// Reduced motion: the slides change without an animation.
		speed: settings.reducedMotion ? 0 : 400,
		autoplay: autoplay
			? {
					delay: clampDelay( settings.delay ) * 1000,
					disableOnInteraction: false,
					pauseOnMouseEnter: true,
			  }
			: false,
		navigation: { nextEl: elements.next, prevEl: elements.prev },
		pagination: {
			el: elements.pagination,
			type: paginationType( slideCount ),
			clickable: true,
		},
		keyboard: { enabled: true, onlyInViewport: true },
		a11y: {
			prevSlideMessage: settings.labels.previous,
			nextSlideMessage: settings.labels.next,
		},
	};
}

/** Sets the container's height from its width, the images' shapes and the window. */
export function fitHeight( container: HTMLElement ): void {
	const images = Array.from( container.querySelectorAll( 'img' ) );
	const ratio = slideshowAspectRatio(
		images.map( ( image ) => ( {
			width: image.naturalWidth,
			height: image.naturalHeight,
		} ) )
	);
	const view = container.ownerDocument.defaultView;
	const height = slideshowHeight( {
		width: container.clientWidth,
		windowHeight: view?.innerHeight ?? 0,
		ratio,
	} );
	if ( height > 0 ) {
		container.style.height = `${ height }px`;
	}
}

export interface Carousel {
	swiper: SwiperInstance;
	destroy: () => void;
}

export function createCarousel(
	api: SwiperApi,
	root: HTMLElement,
	settings: CarouselSettings
): Carousel {
	const container =
		root.querySelector< HTMLElement >( `.${ CLASS }_container` ) ?? root;
	const slideCount = container.querySelectorAll( '.swiper-slide' ).length;
	const find = ( name: string ) =>
		container.querySelector< HTMLElement >( `.${ CLASS }_${ name }` );
	fitHeight( container );
	const swiper = new api.Swiper( container, {
		modules: api.modules,
		...swiperParams( settings, slideCount, {
			next: find( 'button-next' ),
			prev: find( 'button-prev' ),
			pagination: find( 'pagination' ),
		} ),
	} );
	const view = container.ownerDocument.defaultView ?? window;
	const onResize = () => fitHeight( container );
	view.addEventListener( 'resize', onResize );
	const onImageLoad = () => fitHeight( container );
	container
		.querySelectorAll( 'img' )
		.forEach( ( image ) => image.addEventListener( 'load', onImageLoad ) );
	// Images that loaded before the listeners (cached ones) count too.
	Promise.all(
		Array.from( container.querySelectorAll( 'img' ) ).map( ( image ) =>
			typeof image.decode === 'function'
				? image.decode().catch( () => undefined )
				: undefined
		)
	).then( onImageLoad );

	const pause = find( 'button-pause' );
	const autoplay = isAutoplayActive(
		settings.autoplay,
		settings.reducedMotion
	);
	let onPause: ( () => void ) | undefined;
	if ( pause ) {
		// Nothing to pause when autoplay does not run (reduced motion).
		pause.hidden = ! autoplay;
		onPause = () => {
			const paused = pause.classList.toggle( 'is-paused' );
			pause.setAttribute(
				'aria-label',
				paused ? settings.labels.play : settings.labels.pause
			);
			if ( paused ) {
				swiper.autoplay?.stop();
			} else {
				swiper.autoplay?.start();
			}
		};
		pause.addEventListener( 'click', onPause );
	}
	return {
		swiper,
		destroy() {
			view.removeEventListener( 'resize', onResize );
			container
				.querySelectorAll( 'img' )
				.forEach( ( image ) =>
					image.removeEventListener( 'load', onImageLoad )
				);
			if ( pause && onPause ) {
				pause.removeEventListener( 'click', onPause );
			}
			swiper.destroy( true, true );
			container.style.height = '';
		},
	};
}
