/**
 * The address of OpenTable's loader for a placeholder the server rendered
 * with the widget outside an iframe (blocks/opentable/render.php
 * prints the settings as data-opentable-* attributes). The origin and path
 * are fixed here; only the query values come from the markup, and each is
 * checked against the rules render.php and embed-code.ts apply: restaurant
 * ids whole numbers of up to 12 digits, type, theme, domain and language
 * from fixed lists, newtab a boolean. Anything else gives null: no script.
 */
import { DOMAINS, LANGUAGES } from './embed-code';

/** OpenTable's loader; its address never comes from the page. */
export const LOADER = 'https://www.opentable.com/widget/reservation/loader';

const oneOf = < T extends string >(
	list: readonly T[],
	value: string | undefined
): value is T => list.includes( value as T );

export function loaderUrl( data: DOMStringMap ): string | null {
	const rids = ( data.opentableRid ?? '' ).split( ' ' );
	const { opentableType: type, opentableTheme: theme } = data;
	const valid =
		rids.every( ( rid ) => /^[0-9]{1,12}$/.test( rid ) ) &&
		new Set( rids ).size === rids.length &&
		// Several restaurants are OpenTable's multi type; the button is for one.
		oneOf(
			rids.length > 1 ? [ 'multi' ] : [ 'standard', 'button' ],
			type
		) &&
		oneOf(
			type === 'button' ? [ 'standard' ] : [ 'standard', 'tall', 'wide' ],
			theme
		) &&
		oneOf( DOMAINS, data.opentableDomain ) &&
		oneOf( LANGUAGES, data.opentableLang ) &&
		oneOf( [ 'true', 'false' ], data.opentableNewtab );
	if ( ! valid ) {
		return null;
	}
	// render.php's query (orbit_blocks_opentable_query), in its order; every
	// value is one of the checked forms above, so none needs encoding.
	return `${ LOADER }?type=${ type }&theme=${ theme }&iframe=false&domain=${
		data.opentableDomain
	}&lang=${ data.opentableLang }&newtab=${
		data.opentableNewtab
	}&rid=${ rids.join( '&rid=' ) }`;
}
