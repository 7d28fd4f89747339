/**
 * Google Photos' categories are shown by translated names.
 */
import { GOOGLE_CATEGORIES } from '../lib/constants';
import { categoryLabel } from '../lib/category-labels';
import { pseudo, withPseudoLocale } from '../../../tests/setup/pseudo-locale';

withPseudoLocale();

test( 'every category has a translated name', () => {
	for ( const category of GOOGLE_CATEGORIES ) {
		expect( categoryLabel( category ) ).toMatch( /^\[\[[A-Z][a-z]+\]\]$/ );
	}
	expect( categoryLabel( 'cityscapes' ) ).toBe( pseudo( 'Cityscapes' ) );
} );
