/**
 * Until the site is connected the inserter's media categories wait for it:
 * the check runs again when the connection or the post editor changes, not
 * on every change of every store (each keystroke changes the block editor).
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch, select } from '@wordpress/data';
import { store as connectionStore } from '../../../store/connection';
import { externalMediaAvailable } from '../lib/availability';
import '../index';

jest.mock( '../lib/availability', () => ( {
	externalMediaAvailable: jest.fn( () => false ),
} ) );

const check = externalMediaAvailable as jest.Mock;
const editor = () =>
	dispatch( blockEditorStore ) as unknown as {
		updateSettings: ( settings: object ) => void;
	};
const categories = () =>
	(
		select( blockEditorStore ) as unknown as {
			getSettings: () => { inserterMediaCategories?: unknown[] };
		}
	 ).getSettings();

it( 'checks again when the connection changes, not when a block changes', () => {
	check.mockClear();
	editor().updateSettings( { orbitTyping: 1 } );
	editor().updateSettings( { orbitTyping: 2 } );
	expect( check ).not.toHaveBeenCalled();

	check.mockReturnValue( true );
	(
		dispatch( connectionStore ) as unknown as {
			receiveConnectionStatus: ( status: object ) => void;
		}
	 ).receiveConnectionStatus( { isRegistered: true } );
	expect( check ).toHaveBeenCalled();
	expect( categories() ).toBeDefined();

	// Registered once: no more checks afterwards.
	check.mockClear();
	(
		dispatch( connectionStore ) as unknown as {
			receiveConnectionStatus: ( status: object ) => void;
		}
	 ).receiveConnectionStatus( { isRegistered: false } );
	expect( check ).not.toHaveBeenCalled();
} );
