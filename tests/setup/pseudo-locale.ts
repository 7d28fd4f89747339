/**
 * A pseudo-locale for jest: while on, every string of ours that goes through
 * the i18n package comes back wrapped, "[[…]]", so a test can tell a
 * translated word from one that never went through __().
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

export const pseudo = ( text: string ) => `[[${ text }]]`;

const FILTERS = [
	'i18n.gettext_orbit-blocks',
	'i18n.gettext_with_context_orbit-blocks',
	'i18n.ngettext_orbit-blocks',
	'i18n.ngettext_with_context_orbit-blocks',
];

/** Turns the pseudo-locale on for the tests of the calling file. */
export function withPseudoLocale(): void {
	beforeAll( () => {
		for ( const filter of FILTERS ) {
			addFilter( filter, 'orbit-blocks/pseudo-locale', pseudo );
		}
	} );
	afterAll( () => {
		for ( const filter of FILTERS ) {
			removeFilter( filter, 'orbit-blocks/pseudo-locale' );
		}
	} );
}
