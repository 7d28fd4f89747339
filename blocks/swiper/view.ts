/**
 * The lazily loaded "swiper" chunk (spec 1 section 7 "Other"): swiper with
 * the modules the slideshow uses, and its stylesheet (build/blocks/swiper/
 * view.css, and view-rtl.css for right-to-left documents). This folder is not
 * a block (no block.json, no index.ts): it lives here because the build makes
 * every blocks/<folder>/view.ts a script of its own. Nothing enqueues it;
 * blocks/slideshow/swiper-loader.ts loads it with shared/chunk-loader, in the
 * editor and on pages that show a slideshow, and it hands swiper over as
 * window.orbitBlocksSwiper.
 */
import Swiper from 'swiper';
import {
	A11y,
	Autoplay,
	EffectFade,
	Keyboard,
	Navigation,
	Pagination,
} from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

( window as unknown as Record< string, unknown > ).orbitBlocksSwiper = {
	Swiper,
	modules: [ A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination ],
};
