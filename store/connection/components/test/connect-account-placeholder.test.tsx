/**
 * The shared "connect your account" placeholder (Instagram, Mailchimp): who
 * is offered Connect (an administrator; anyone on a registered site with a
 * connected owner; nobody offline), what the others read, and that an
 * administrator on an unregistered site registers it first.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiFetchDouble as mockFetch } from '../../../../tests/setup/api-fetch-double';
import { RegistryProvider } from '@wordpress/data';
import { navigateTo } from '../../../../shared/navigate';
import { freshRegistry } from '../../../../tests/setup/registry';
import { store as connectionStore } from '../../index';
import { ConnectAccountPlaceholder } from '../connect-account-placeholder';
import '../../../../tests/setup/resize-observer';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../../shared/navigate', () => ( { navigateTo: jest.fn() } ) );

const CONNECT = 'Connect your account to use Mailchimp';

/** A Response as apiFetch hands it over with parse: false. */
const answer = ( body: unknown ) => ( {
	status: 200,
	ok: true,
	statusText: 'OK',
	redirected: false,
	text: async () => JSON.stringify( body ),
} );

function renderPlaceholder(
	status: Record< string, unknown >,
	canManageOptions: boolean
) {
	window.orbitBlocksEditorState = { user: { canManageOptions } };
	const registry = freshRegistry( connectionStore );
	(
		registry.dispatch( connectionStore ) as unknown as {
			receiveConnectionStatus: ( next: object ) => void;
		}
	 ).receiveConnectionStatus( status );
	return render(
		<RegistryProvider value={ registry as never }>
			<ConnectAccountPlaceholder
				icon={ undefined }
				label="Mailchimp"
				service="Mailchimp"
				instructions="To use the Mailchimp form, first connect your account."
				from="orbit-blocks-mailchimp"
			/>
		</RegistryProvider>
	);
}

beforeEach( () => mockFetch.mockReset() );
afterEach( () => {
	delete window.orbitBlocksEditorState;
} );

describe( 'ConnectAccountPlaceholder', () => {
	it( 'says the site is offline, and offers no Connect', () => {
		renderPlaceholder(
			{ isRegistered: true, offlineMode: { isActive: true } },
			true
		);
		expect(
			screen.getByText(
				'The site is in offline mode, so you cannot connect your account to use Mailchimp.',
				{ selector: '.components-placeholder__instructions' }
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'offers Connect to anyone once the site has a connected owner', () => {
		renderPlaceholder(
			{ isRegistered: true, hasConnectedOwner: true },
			false
		);
		expect( screen.getByRole( 'button', { name: CONNECT } ) ).toBeEnabled();
	} );

	it( 'registers the site first for an administrator, then leaves for the authorization page', async () => {
		mockFetch.mockImplementation( async ( { path }: { path: string } ) => {
			if ( path.startsWith( '/jetpack/v4/connection/register' ) ) {
				return answer( { authorizeUrl: 'http://localhost/authorize' } );
			}
			if ( path.startsWith( '/jetpack/v4/connection/authorize_url' ) ) {
				return answer( { authorizeUrl: 'http://localhost/authorize' } );
			}
			throw new Error( path );
		} );
		renderPlaceholder( { isRegistered: false }, true );
		fireEvent.click( screen.getByRole( 'button', { name: CONNECT } ) );
		await waitFor( () =>
			expect( navigateTo ).toHaveBeenCalledWith(
				'http://localhost/authorize?from=orbit-blocks-mailchimp'
			)
		);
		expect(
			mockFetch.mock.calls.map( ( [ request ] ) => [
				request.method,
				request.path.split( '?' )[ 0 ],
			] )
		).toEqual( [
			[ 'POST', '/jetpack/v4/connection/register' ],
			[ 'GET', '/jetpack/v4/connection/authorize_url' ],
		] );
	} );
} );
