/**
 * The slideshow on the front end: enqueued by WordPress only with the block
 * (block.json viewScript). It loads the swiper chunk and starts a carousel
 * per slideshow; when swiper cannot load, it says so above the slides, which
 * stay a plain list.
 */
import { createCarousel } from './carousel';
import { swiperFailedMessage } from './messages';
import { prefersReducedMotion } from './rules';
import { CLASS } from './class-name';
import { loadSwiper } from './swiper-loader';

function showFailure( root: HTMLElement ) {
	if ( root.querySelector( `.${ CLASS }_error` ) ) {
		return;
	}
	const message = document.createElement( 'p' );
	message.className = `${ CLASS }_error`;
	message.setAttribute( 'role', 'alert' );
	message.textContent = swiperFailedMessage();
	root.prepend( message );
}

export async function startSlideshows( doc: Document = document ) {
	const roots = Array.from(
		doc.querySelectorAll< HTMLElement >( `.${ CLASS }` )
	).filter( ( root ) => root.querySelector( '.swiper-slide' ) );
	if ( ! roots.length ) {
		return;
	}
	try {
		const api = await loadSwiper();
		const reducedMotion = prefersReducedMotion();
		roots.forEach( ( root ) => {
			createCarousel( api, root, {
				autoplay: root.dataset.autoplay === 'true',
				delay: root.dataset.delay,
				effect: root.dataset.effect,
				reducedMotion,
			} );
			root.classList.add( 'is-ready' );
		} );
	} catch {
		roots.forEach( showFailure );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => startSlideshows() );
} else {
	startSlideshows();
}
