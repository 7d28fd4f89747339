/**
 * Sets the value of the field a person finds by its label, as typing it
 * would end (a change event; the getByLabelText query of Testing Library,
 * so a missing field fails the test).
 */
import { fireEvent, screen } from '@testing-library/react';

export const fillLabelled = ( label: string | RegExp, value: string ) =>
	fireEvent.change( screen.getByLabelText( label ), {
		target: { value },
	} );
