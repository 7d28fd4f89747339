/**
 * The AI menus' tone and language names are in the user's language: tones
 * through __(), languages named by Intl.DisplayNames in the user's locale
 * (the one WordPress hands @wordpress/date).
 */
import { getSettings, setSettings } from '@wordpress/date';
import { languageName, toneLabel, userLanguageTag } from '../labels';
import { TONES } from '../prompt';
import { pseudo, withPseudoLocale } from '../../../tests/setup/pseudo-locale';

withPseudoLocale();

const original = getSettings();
afterEach( () => setSettings( original ) );

test( 'every tone has a translated name', () => {
	for ( const tone of TONES ) {
		expect( toneLabel( tone ) ).toMatch( /^\[\[[A-Z][a-z]+\]\]$/ );
	}
	expect( toneLabel( 'formal' ) ).toBe( pseudo( 'Formal' ) );
} );

test( "languages are named in the user's language", () => {
	expect( languageName( 'fr', 'en' ) ).toBe( 'French' );
	expect( languageName( 'fr', 'de' ) ).toBe( 'Französisch' );
	expect( languageName( 'ja', 'fr-FR' ) ).toBe( 'japonais' );
} );

test( "the user's language is WordPress's user locale", () => {
	setSettings( {
		...original,
		l10n: { ...original.l10n, locale: 'pt_BR' },
	} );
	expect( userLanguageTag() ).toBe( 'pt-BR' );
	expect( languageName( 'de' ) ).toBe( 'alemão' );
} );
