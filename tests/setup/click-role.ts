/**
 * Clicks the control a person finds by its role and accessible name (the
 * getByRole query of Testing Library, so a missing control fails the test).
 */
import { fireEvent, screen, type ByRoleMatcher } from '@testing-library/react';

export const clickRole = ( role: ByRoleMatcher, name: string | RegExp ) =>
	fireEvent.click( screen.getByRole( role, { name } ) );
