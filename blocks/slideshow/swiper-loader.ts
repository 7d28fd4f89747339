/**
 * Loads the "swiper" chunk (blocks/swiper: script, stylesheet, and the
 * right-to-left stylesheet on rtl documents) through shared/chunk-loader,
 * once per page, and returns what it exposes. Its files sit in the build
 * folder next to ours, so their address comes from webpack's public path
 * (the folder of the script that runs this: the editor entry or the
 * slideshow's view script).
 */
import { loadChunk } from '../../shared/chunk-loader';

/* eslint-disable camelcase -- webpack's own names */
declare const __webpack_public_path__: string | undefined;
declare const __webpack_hash__: string | undefined;

export interface SwiperInstance {
	destroy: ( deleteInstance?: boolean, cleanStyles?: boolean ) => void;
	slideNext: () => void;
	autoplay?: { start: () => void; stop: () => void; running?: boolean };
	on?: ( event: string, handler: () => void ) => void;
	realIndex?: number;
}

export interface SwiperApi {
	Swiper: new ( el: HTMLElement, params: object ) => SwiperInstance;
	modules: unknown[];
}

export const SWIPER_CHUNK = 'swiper';
export const SWIPER_GLOBAL = 'orbitBlocksSwiper';

export function swiperChunkUrls( base: string, version?: string ) {
	const query = version ? `?ver=${ version }` : '';
	const url = ( file: string ) =>
		`${ base }blocks/swiper/${ file }${ query }`;
	return {
		name: SWIPER_CHUNK,
		scriptUrl: url( 'view.js' ),
		styleUrl: url( 'view.css' ),
		rtlStyleUrl: url( 'view-rtl.css' ),
	};
}

function publicPath(): string {
	return typeof __webpack_public_path__ === 'string'
		? __webpack_public_path__
		: '/';
}

function buildHash(): string | undefined {
	try {
		return typeof __webpack_hash__ === 'string'
			? __webpack_hash__
			: undefined;
	} catch {
		return undefined;
	}
}

export function getLoadedSwiper(): SwiperApi | undefined {
	return ( window as unknown as Record< string, SwiperApi | undefined > )[
		SWIPER_GLOBAL
	];
}

/** Resolves with swiper; rejects (ChunkLoadError / CssChunkLoadError) when it cannot load. */
export async function loadSwiper(): Promise< SwiperApi > {
	await loadChunk( swiperChunkUrls( publicPath(), buildHash() ) );
	const api = getLoadedSwiper();
	if ( ! api?.Swiper ) {
		throw new Error( 'swiper did not register' );
	}
	return api;
}

/**
 * In the editor the blocks live in an iframe: the chunk's stylesheet, added
 * to the page's head, is copied into the document that shows the slideshow.
 */
export function shareSwiperStyle( target: Document ): void {
	if ( target === document ) {
		return;
	}
	const link = document.head.querySelector< HTMLLinkElement >(
		`link[data-orbit-chunk="${ SWIPER_CHUNK }"]`
	);
	if (
		link &&
		! target.head.querySelector(
			`link[data-orbit-chunk="${ SWIPER_CHUNK }"]`
		)
	) {
		target.head.appendChild( link.cloneNode() );
	}
}
