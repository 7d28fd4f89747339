/**
 * The Google Photos filter bar speaks the user's language: month names are
 * WordPress's (@wordpress/date's settings, which WordPress fills in the
 * user's locale), not the browser's, and categories are translated.
 */
import { render, screen, within } from '@testing-library/react';
import { getSettings, setSettings } from '@wordpress/date';
import GoogleFiltersBar from '../components/google-filters';
import { pseudo, withPseudoLocale } from '../../../tests/setup/pseudo-locale';

withPseudoLocale();

const original = getSettings();
afterEach( () => setSettings( original ) );

const MOIS = [
	'janvier',
	'février',
	'mars',
	'avril',
	'mai',
	'juin',
	'juillet',
	'août',
	'septembre',
	'octobre',
	'novembre',
	'décembre',
];

test( "months are named as WordPress's settings name them", () => {
	setSettings( {
		...original,
		l10n: { ...original.l10n, locale: 'fr_FR', months: MOIS },
	} );
	render(
		<GoogleFiltersBar
			filters={ {
				date: { range: 'specific_month', month: 0, year: 2020 },
			} }
			disabled={ false }
			onChange={ () => undefined }
		/>
	);
	const options = screen
		.getAllByRole( 'option' )
		.map( ( option ) => option.textContent );
	for ( const month of MOIS ) {
		expect( options ).toContain( month );
	}
	expect( options ).not.toContain( 'January' );
} );

test( 'categories are translated', () => {
	render(
		<GoogleFiltersBar
			filters={ { category: 'animals' } }
			disabled={ false }
			onChange={ () => undefined }
		/>
	);
	const select = screen.getByRole( 'combobox', {
		name: pseudo( 'Category' ),
	} );
	expect(
		within( select ).getByRole( 'option', { name: pseudo( 'Animals' ) } )
	).toBeInTheDocument();
} );
