/**
 * The slideshow on the front end: enqueued by WordPress only with the block
 * (block.json viewScript). When a slideshow comes near the viewport it loads
 * the swiper chunk (once for the page) and starts the carousel; when swiper
 * cannot load, it says so above the slides, which stay a plain list. A
 * slideshow further down the page costs its visitors no swiper until they
 * scroll to it.
 */
import { createCarousel } from './carousel';
import { swiperFailedMessage } from './messages';
import { prefersReducedMotion } from './rules';
import { CLASS } from './class-name';
import { loadSwiper } from './swiper-loader';
import { whenNearViewport } from '../../shared/near-viewport';

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

async function startSlideshow( root: HTMLElement ) {
	try {
		const api = await loadSwiper();
		createCarousel( api, root, {
			autoplay: root.dataset.autoplay === 'true',
			delay: root.dataset.delay,
			effect: root.dataset.effect,
			reducedMotion: prefersReducedMotion(),
		} );
		root.classList.add( 'is-ready' );
	} catch {
		showFailure( root );
	}
}

export function startSlideshows( doc: Document = document ) {
	doc.querySelectorAll< HTMLElement >( `.${ CLASS }` ).forEach( ( root ) => {
		if ( root.querySelector( '.swiper-slide' ) ) {
			whenNearViewport( root, () => startSlideshow( root ) );
		}
	} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => startSlideshows() );
} else {
	startSlideshows();
}
