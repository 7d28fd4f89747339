/**
 * A dropdown menu as a person uses it: open it from its button, read its
 * items in order, choose one (Testing Library's role queries, so a missing
 * button or item fails the test).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the menu of the button named `name`; its items' texts, in order. */
export async function openMenuItems( name: string ) {
	await userEvent.click( screen.getByRole( 'button', { name } ) );
	return screen
		.getAllByRole( 'menuitem' )
		.map( ( item ) => item.textContent );
}

/** Chooses the open menu's item named `name`. */
export const chooseMenuItem = ( name: string ) =>
	userEvent.click( screen.getByRole( 'menuitem', { name } ) );
