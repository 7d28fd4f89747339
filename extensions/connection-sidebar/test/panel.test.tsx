import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistryProvider } from '@wordpress/data';
import type { ConnectionStatus } from '../../../shared/connection-api';
import { navigateTo } from '../../../shared/navigate';
import { store as connectionStore } from '../../../store/connection';
import { DISCONNECTED_STATUS } from '../../../store/connection/reducer';
import { store as modulesStore } from '../../../store/modules';
import { store as plansStore } from '../../../store/plans';
import { freshRegistry } from '../../../tests/setup/registry';
import { heldAnswer } from '../../../tests/setup/held-answer';
import ConnectionPanel from '../panel';
import { moduleEntry } from '../../../store/modules/test/module-entry';

jest.mock( '../../../shared/navigate', () => ( { navigateTo: jest.fn() } ) );

const MODULES = {
	markdown: moduleEntry(
		'markdown',
		'Markdown',
		'Write posts or pages in plain-text Markdown syntax.',
		{
			activated: false,
			requires_connection: false,
		}
	),
	stats: moduleEntry( 'stats', 'Stats', 'Collect visitor statistics.', {
		activated: false,
		requires_connection: true,
	} ),
};

type Answer = { status?: number; body: unknown } | Promise< unknown >;

/** Answers each jetpack/v4 route (path without query) from a table. */
function serve( routes: Record< string, Answer > ) {
	const requests: Array< { method: string; route: string; body: unknown } > =
		[];
	window.fetch = jest.fn( async ( url: string, init: RequestInit = {} ) => {
		const route = url
			.replace( /^.*jetpack\/v4\//, '' )
			.replace( /\?.*$/, '' );
		const method = init.method ?? 'GET';
		requests.push( {
			method,
			route,
			body: init.body ? JSON.parse( String( init.body ) ) : undefined,
		} );
		const answer = routes[ `${ method } ${ route }` ];
		if ( ! answer ) {
			throw new Error( `unexpected ${ method } ${ route }` );
		}
		const { status = 200, body } =
			answer instanceof Promise
				? { body: await answer }
				: ( answer as { status?: number; body: unknown } );
		return {
			ok: status < 300,
			status,
			statusText: '',
			redirected: false,
			url,
			text: async () => JSON.stringify( body ),
		} as unknown as Response;
	} ) as unknown as typeof window.fetch;
	return requests;
}

function renderPanel( {
	canManageOptions = true,
	status = DISCONNECTED_STATUS,
}: { canManageOptions?: boolean; status?: ConnectionStatus } = {} ) {
	window.orbitBlocksEditorState = {
		api: { root: 'https://site.test/wp-json/', nonce: 'n' },
		registrationNonce: 'reg',
		connection: status,
		user: { canManageOptions },
		plan: { product_slug: 'jetpack_free', product_name_short: 'Free' },
	};
	const registry = freshRegistry( connectionStore, modulesStore, plansStore );
	return render(
		<RegistryProvider value={ registry as never }>
			<ConnectionPanel />
		</RegistryProvider>
	);
}

const dataFor = ( login: string | null ) => ( {
	body: {
		blogId: login ? 123 : null,
		currentUser: {
			isConnected: !! login,
			isOwner: !! login,
			wpcomUser: login ? { ID: 100001, login } : null,
			permissions: {},
		},
		connectionOwner: login,
	},
} );

/** A notice's text (Notice also speaks it into a hidden live region). */
const findNotice = ( text: string | RegExp ) =>
	screen.findByText( text, { selector: '.components-notice__content' } );

describe( 'connection sidebar panel', () => {
	it( 'shows a non-administrator the status only', async () => {
		const requests = serve( {
			'GET connection': { body: DISCONNECTED_STATUS },
			'GET connection/data': dataFor( null ),
		} );
		renderPanel( { canManageOptions: false } );
		expect( screen.getByText( 'Site' ).nextSibling ).toHaveTextContent(
			'Not connected'
		);
		expect(
			screen.getByText(
				'Only an administrator can change the connection.'
			)
		).toBeInTheDocument();
		// The only button is the panel's own heading.
		expect(
			screen.getAllByRole( 'button' ).map( ( b ) => b.textContent )
		).toEqual( [ 'Connection' ] );
		expect( screen.queryByText( 'Modules' ) ).not.toBeInTheDocument();
		// Status, account and plan; never the modules.
		await waitFor( () =>
			expect( requests.map( ( r ) => r.route ).sort() ).toEqual( [
				'connection',
				'connection/data',
				'site',
			] )
		);
	} );

	it( 'shows the connected account and the owner', async () => {
		const connected = {
			...DISCONNECTED_STATUS,
			isActive: true,
			isRegistered: true,
			isUserConnected: true,
			hasConnectedOwner: true,
		};
		serve( {
			'GET connection': { body: connected },
			'GET connection/data': dataFor( 'ada' ),
			'GET module/all': { body: MODULES },
			'GET site': {
				body: {
					plan: {
						product_slug: 'jetpack_personal',
						product_name_short: 'Personal',
					},
				},
			},
		} );
		renderPanel( { status: connected } );
		expect(
			await screen.findByText( 'Connected as ada' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Site owner' ).nextSibling
		).toHaveTextContent( 'ada' );
		expect(
			screen.getByRole( 'button', { name: 'Disconnect your account' } )
		).toBeEnabled();
		expect(
			screen.getByRole( 'button', { name: 'Disconnect site' } )
		).toBeEnabled();
	} );

	it( 'on a site whose users connect by logging in, offers no account to connect or disconnect', async () => {
		const byLogin = {
			...DISCONNECTED_STATUS,
			isActive: true,
			isRegistered: true,
			isUserConnected: true,
			hasConnectedOwner: true,
			connectedByLogin: true,
		};
		serve( {
			'GET connection': { body: byLogin },
			'GET connection/data': dataFor( 'ada' ),
			'GET module/all': { body: MODULES },
			'GET site': {
				body: {
					plan: {
						product_slug: 'jetpack_free',
						product_name_short: 'Free',
					},
				},
			},
		} );
		renderPanel( { status: byLogin } );
		expect(
			await screen.findByText(
				'On this site, your account is connected while you are logged in.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Disconnect your account' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Connect your account' } )
		).not.toBeInTheDocument();
		// The administrator can still turn the site's connection off.
		expect(
			screen.getByRole( 'button', { name: 'Disconnect site' } )
		).toBeEnabled();
	} );

	it( 'offers an administrator to connect the site, and registers then leaves for the authorization page', async () => {
		const requests = serve( {
			'GET connection': { body: DISCONNECTED_STATUS },
			'GET connection/data': dataFor( null ),
			'GET module/all': { body: MODULES },
			'POST connection/register': {
				body: { authorizeUrl: 'https://site.test/approve' },
			},
			'GET connection/authorize_url': {
				body: { authorizeUrl: 'https://site.test/approve?a=1' },
			},
		} );
		renderPanel();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Connect site' } )
		);
		await waitFor( () =>
			expect( navigateTo ).toHaveBeenCalledWith(
				'https://site.test/approve?a=1&from=orbit-blocks-editor-sidebar'
			)
		);
		expect(
			requests.find( ( r ) => r.route === 'connection/register' )?.body
		).toMatchObject( {
			registration_nonce: 'reg',
			redirect_uri: window.location.href,
		} );
	} );

	it( 'shows why registration failed', async () => {
		serve( {
			'GET connection': { body: DISCONNECTED_STATUS },
			'GET connection/data': dataFor( null ),
			'GET module/all': { body: MODULES },
			'POST connection/register': {
				status: 403,
				body: {
					code: 'invalid_nonce',
					message:
						'The registration form has expired. Reload the page and try again.',
				},
			},
		} );
		renderPanel();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Connect site' } )
		);
		expect(
			await findNotice(
				'The registration form has expired. Reload the page and try again.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Connect site' } )
		).toBeEnabled();
	} );

	it( 'says when the site is offline and does not offer to connect', async () => {
		const offline = {
			...DISCONNECTED_STATUS,
			offlineMode: { isActive: true },
		};
		serve( {
			'GET connection': { body: offline },
			'GET connection/data': dataFor( null ),
			'GET module/all': { body: MODULES },
		} );
		renderPanel( { status: offline } );
		expect(
			await findNotice( /The site is in offline mode/ )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Connect site' } )
		).toBeDisabled();
		await screen.findByRole( 'checkbox', { name: 'Markdown' } );
	} );

	it( 'lists connection errors', async () => {
		const ownerless = {
			...DISCONNECTED_STATUS,
			isRegistered: true,
			connectionErrors: [
				{ code: 'missing_owner', message: 'No owner is connected.' },
			],
		};
		serve( {
			'GET connection': { body: ownerless },
			'GET connection/data': dataFor( null ),
			'GET module/all': { body: MODULES },
		} );
		renderPanel( { status: ownerless } );
		expect(
			await findNotice( 'No owner is connected.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Connect your account' } )
		).toBeInTheDocument();
	} );

	it( 'moves a module toggle through loading, changing and active', async () => {
		const activation = heldAnswer();
		const moduleList = heldAnswer();
		const requests = serve( {
			'GET connection': { body: DISCONNECTED_STATUS },
			'GET connection/data': dataFor( null ),
			'GET module/all': moduleList.answer(),
			'POST module/markdown/active': activation.answer(),
		} );
		renderPanel();

		// loading
		expect( screen.getByText( 'Loading modules…' ) ).toBeInTheDocument();
		await act( async () => moduleList.release( MODULES ) );
		const markdown = await screen.findByRole( 'checkbox', {
			name: 'Markdown',
		} );
		expect( markdown ).not.toBeChecked();
		// A module that needs the connection waits for it.
		expect(
			screen.getByRole( 'checkbox', { name: 'Stats' } )
		).toBeDisabled();
		expect(
			screen.getByText( 'Needs a connected site.' )
		).toBeInTheDocument();

		// changing
		await userEvent.click( markdown );
		expect( markdown ).toBeChecked();
		expect( markdown ).toBeDisabled();
		expect( screen.getByText( 'Turning on…' ) ).toBeInTheDocument();
		expect( requests.find( ( r ) => r.method === 'POST' ) ).toEqual( {
			method: 'POST',
			route: 'module/markdown/active',
			body: { active: true },
		} );

		// active
		await act( async () =>
			activation.release( { code: 'success', message: 'On.' } )
		);
		expect( markdown ).toBeChecked();
		expect( markdown ).toBeEnabled();
		expect( screen.queryByText( 'Turning on…' ) ).not.toBeInTheDocument();
	} );
} );
