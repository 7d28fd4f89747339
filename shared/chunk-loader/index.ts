/**
 * Loads an on-demand chunk that is not part of webpack's own graph (spec 1
 * sections 7 to 9), such as the slideshow's swiper: its script and its
 * stylesheet (the right-to-left one when the document is rtl), once per
 * name however many blocks ask, failing with ChunkLoadError (script, or the
 * 120000 ms timeout) or CSS_CHUNK_LOAD_FAILED (stylesheet). A failed load
 * removes its tags and forgets itself, so the next call tries again.
 */
export const CHUNK_LOAD_TIMEOUT = 120000;

export interface ChunkSpec {
	name: string;
	scriptUrl?: string;
	styleUrl?: string;
	rtlStyleUrl?: string;
	timeout?: number;
}

export class ChunkLoadError extends Error {
	readonly chunk: string;
	readonly request: string;

	constructor( chunk: string, request: string, reason: string ) {
		super( `Loading chunk ${ chunk } failed (${ reason }: ${ request })` );
		this.name = 'ChunkLoadError';
		this.chunk = chunk;
		this.request = request;
	}
}

export class CssChunkLoadError extends Error {
	readonly code = 'CSS_CHUNK_LOAD_FAILED';
	readonly chunk: string;
	readonly request: string;

	constructor( chunk: string, request: string ) {
		super( `Loading CSS chunk ${ chunk } failed (${ request })` );
		this.name = 'CssChunkLoadError';
		this.chunk = chunk;
		this.request = request;
	}
}

const loading = new Map< string, Promise< void > >();

export function isRtl( doc: Document = document ): boolean {
	return doc.documentElement.dir === 'rtl' || doc.dir === 'rtl';
}

function injectScript( spec: ChunkSpec, url: string, timeout: number ) {
	return new Promise< HTMLScriptElement >( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = url;
		script.async = true;
		script.dataset.orbitChunk = spec.name;
		const timer = window.setTimeout( () => {
			script.onload = script.onerror = null;
			script.remove();
			reject( new ChunkLoadError( spec.name, url, 'timeout' ) );
		}, timeout );
		script.onload = () => {
			window.clearTimeout( timer );
			resolve( script );
		};
		script.onerror = () => {
			window.clearTimeout( timer );
			script.remove();
			reject( new ChunkLoadError( spec.name, url, 'error' ) );
		};
		document.head.appendChild( script );
	} );
}

function injectStyle( spec: ChunkSpec, url: string ) {
	return new Promise< HTMLLinkElement >( ( resolve, reject ) => {
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.href = url;
		link.dataset.orbitChunk = spec.name;
		link.onload = () => resolve( link );
		link.onerror = () => {
			link.remove();
			reject( new CssChunkLoadError( spec.name, url ) );
		};
		document.head.appendChild( link );
	} );
}

export function loadChunk( spec: ChunkSpec ): Promise< void > {
	const pending = loading.get( spec.name );
	if ( pending ) {
		return pending;
	}
	const timeout = spec.timeout ?? CHUNK_LOAD_TIMEOUT;
	const styleUrl =
		isRtl() && spec.rtlStyleUrl ? spec.rtlStyleUrl : spec.styleUrl;
	const added: HTMLElement[] = [];
	const track = < T extends HTMLElement >( element: T ) => {
		added.push( element );
		return element;
	};
	const load = Promise.all( [
		spec.scriptUrl
			? injectScript( spec, spec.scriptUrl, timeout ).then( track )
			: null,
		styleUrl ? injectStyle( spec, styleUrl ).then( track ) : null,
	] ).then(
		() => undefined,
		( error: Error ) => {
			added.forEach( ( element ) => element.remove() );
			loading.delete( spec.name );
			throw error;
		}
	);
	loading.set( spec.name, load );
	return load;
}
