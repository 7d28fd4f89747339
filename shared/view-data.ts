/**
 * What a block's view script learns from the server (php-stubs/includes/
 * view-data.php), never from page markup: the addresses it may load from
 * and the ids of the wrappers the server rendered on this page.
 *
 * A post's markup is its author's. A contributor's Custom HTML block keeps a
 * block's class and any data-* attribute, so a view script takes every
 * address from this data and acts only on a wrapper whose data-orbit-render
 * id the server listed (ids are random for each page render, so none can be
 * written into a post ahead of time). docs/security.md, "Script origins".
 */

/** The attribute that carries a server render's id on the block's wrapper. */
export const RENDER_ATTRIBUTE = 'data-orbit-render';

export interface ViewData {
	/** Strings the view script needs: services' addresses, keys, settings. */
	values: Record< string, string >;
	/** Ids of the wrappers the server rendered on this page. */
	renders: string[];
}

/** A plain object, as JSON makes it (an element or a collection is not). */
function isPlainObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' &&
		value !== null &&
		Object.getPrototypeOf( value ) === Object.prototype
	);
}

/**
 * The data the server printed as window[ name ], or null when there is none.
 * Elements with that id or name (DOM clobbering) are not data: only a plain
 * object of strings is taken.
 */
export function readViewData( name: string ): ViewData | null {
	const data: unknown = ( window as unknown as Record< string, unknown > )[
		name
	];
	if ( ! isPlainObject( data ) || ! isPlainObject( data.values ) ) {
		return null;
	}
	const renders = Array.isArray( data.renders ) ? data.renders : [];
	const values: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( data.values ) ) {
		if ( typeof value === 'string' ) {
			values[ key ] = value;
		}
	}
	return {
		values,
		renders: renders.filter(
			( id ): id is string => typeof id === 'string' && id !== ''
		),
	};
}

/** Whether the server rendered this wrapper on this page. */
export function isServerRendered(
	element: Element,
	data: ViewData | null
): boolean {
	const id = element.getAttribute( RENDER_ATTRIBUTE );
	return !! id && !! data && data.renders.includes( id );
}

/** The server's wrappers of a block on the page (others are ignored). */
export function serverRenderedBlocks(
	selector: string,
	data: ViewData | null,
	root: ParentNode = document
): HTMLElement[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( selector )
	).filter( ( element ) => isServerRendered( element, data ) );
}

/** A web address (http or https) the server gave under `key`, else ''. */
export function serverAddress( data: ViewData | null, key: string ): string {
	const value = data?.values[ key ] ?? '';
	return /^https?:\/\//i.test( value ) ? value : '';
}
