/**
 * The AI banners bound to the stores (spec 1 sections 2 and 6): the reconnect
 * banner, and <AiStatusBanner /> choosing from the AI store, the connection
 * store and the editor state.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetchDouble as mockApiFetch } from '../../../tests/setup/api-fetch-double';
import { RegistryProvider } from '@wordpress/data';
import { getConnectionClient } from '../../../shared/connection-api';
import { prepareEditorReturn } from '../../../shared/editor-return';
import {
	AVAILABLE_AGAIN,
	IN_NOTICE,
	LIMIT_SETTING_URL,
	NON_ADMIN,
	QUOTA,
	RECONNECT,
	USER_LIMIT_MESSAGE,
	VIP,
} from '../../../shared/ai/test/banner-copy';
import { freshRegistry } from '../../../tests/setup/registry';
import { store as connectionStore } from '../../connection';
import { store as aiStore } from '..';
import { AiReconnectBanner, AiStatusBanner } from '../components';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../shared/editor-return', () => ( {
	prepareEditorReturn: jest.fn(
		async () => 'http://site.test/post.php?post=1'
	),
} ) );
jest.mock( '../../../shared/navigate', () => ( { navigateTo: jest.fn() } ) );

describe( 'the reconnect banner', () => {
	const renderWith = (
		isAdmin: boolean,
		status: { isRegistered: boolean }
	) => {
		window.orbitBlocksEditorState = {
			connection: { ...status, isUserConnected: false },
		};
		const registry = freshRegistry( connectionStore );
		render(
			<RegistryProvider value={ registry as never }>
				<AiReconnectBanner isAdmin={ isAdmin } />
			</RegistryProvider>
		);
	};
	afterEach( () => {
		delete window.orbitBlocksEditorState;
	} );

	it( 'offers Reconnect, which saves the post and connects the user', async () => {
		const fetchUrl = jest
			.spyOn( getConnectionClient(), 'fetchAuthorizationUrl' )
			.mockResolvedValue( {
				authorizeUrl: 'http://site.test/authorize',
			} );
		renderWith( false, { isRegistered: true } );
		expect( screen.getByText( RECONNECT, IN_NOTICE ) ).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Reconnect' } )
		);
		await waitFor( () =>
			expect( fetchUrl ).toHaveBeenCalledWith(
				'http://site.test/post.php?post=1'
			)
		);
		expect( prepareEditorReturn ).toHaveBeenCalled();
	} );

	it( 'an administrator of an unregistered site can connect it; another user is told to ask one', () => {
		renderWith( true, { isRegistered: false } );
		expect(
			screen.getByRole( 'button', { name: 'Reconnect' } )
		).toBeInTheDocument();
	} );

	it( 'a non-administrator of an unregistered site gets no button', () => {
		renderWith( false, { isRegistered: false } );
		expect( screen.getByText( RECONNECT, IN_NOTICE ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'Ask a site administrator to connect the site.',
				IN_NOTICE
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );

describe( '<AiStatusBanner />', () => {
	function renderStatus( {
		feature,
		connected,
		isAdmin,
		siteType = 'jetpack',
	}: {
		feature: Record< string, unknown >;
		connected: boolean;
		isAdmin: boolean;
		siteType?: 'simple' | 'atomic' | 'jetpack';
	} ) {
		window.orbitBlocksEditorState = {
			siteType,
			user: { canManageOptions: isAdmin },
			connection: { isRegistered: true, isUserConnected: connected },
		};
		mockApiFetch.mockImplementation(
			async ( { path }: { path: string } ) => {
				if ( path.startsWith( '/wpcom/v2/ai/ai-assistant-feature' ) ) {
					return feature;
				}
				throw new Error( `unexpected ${ path }` );
			}
		);
		const registry = freshRegistry( aiStore, connectionStore );
		return render(
			<RegistryProvider value={ registry as never }>
				<AiStatusBanner />
			</RegistryProvider>
		);
	}
	afterEach( () => {
		delete window.orbitBlocksEditorState;
	} );

	it( 'shows nothing while AI is available', async () => {
		const { container } = renderStatus( {
			feature: { 'requests-count': 3 },
			connected: true,
			isAdmin: true,
		} );
		await waitFor( () => expect( mockApiFetch ).toHaveBeenCalled() );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows the upgrade banner with a link to the limit’s setting once the server says the user is over a limit (administrator)', async () => {
		renderStatus( {
			feature: {
				'is-over-limit': true,
				'error-message': USER_LIMIT_MESSAGE,
				'checkout-url': LIMIT_SETTING_URL,
			},
			connected: true,
			isAdmin: true,
		} );
		expect(
			await screen.findByText( QUOTA, IN_NOTICE )
		).toBeInTheDocument();
		expect(
			screen.getByText( AVAILABLE_AGAIN, IN_NOTICE )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Change the limit' } )
		).toHaveAttribute( 'href', LIMIT_SETTING_URL );
	} );

	it( 'after a 429 (the store’s flag alone), asks the server once which limit and until when, and says so', async () => {
		window.orbitBlocksEditorState = {
			siteType: 'jetpack',
			user: { canManageOptions: true },
			connection: { isRegistered: true, isUserConnected: true },
		};
		const answers = [
			{},
			{
				'is-over-limit': true,
				'site-require-upgrade': true,
				'error-message': USER_LIMIT_MESSAGE,
			},
		];
		mockApiFetch.mockClear();
		mockApiFetch.mockImplementation( async () => answers.shift() ?? {} );
		const registry = freshRegistry( aiStore, connectionStore );
		render(
			<RegistryProvider value={ registry as never }>
				<AiStatusBanner />
			</RegistryProvider>
		);
		await waitFor( () =>
			expect( mockApiFetch ).toHaveBeenCalledTimes( 1 )
		);
		// The query's 429.
		act( () => {
			registry
				.dispatch( aiStore )
				.setAiAssistantFeatureRequireUpgrade( true );
		} );
		expect( screen.getByText( QUOTA, IN_NOTICE ) ).toBeInTheDocument();
		expect(
			await screen.findByText( AVAILABLE_AGAIN, IN_NOTICE )
		).toBeInTheDocument();
		expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'shows the over-limit banner at once from the editor state, before any request answers', () => {
		window.orbitBlocksEditorState = {
			siteType: 'jetpack',
			user: { canManageOptions: false },
			connection: { isRegistered: true, isUserConnected: true },
			aiFeature: {
				'is-over-limit': true,
				'site-require-upgrade': true,
				'error-message':
					'This site has used its 100 AI requests for this month. AI is available again on December 1, 2026.',
			},
		};
		// The resolver's request never answers in this test.
		mockApiFetch.mockImplementation( () => new Promise( () => {} ) );
		const registry = freshRegistry( aiStore, connectionStore );
		render(
			<RegistryProvider value={ registry as never }>
				<AiStatusBanner />
			</RegistryProvider>
		);
		expect( screen.getByText( QUOTA, IN_NOTICE ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				/This site has used its 100 AI requests/,
				IN_NOTICE
			)
		).toBeInTheDocument();
		expect( screen.getByText( NON_ADMIN, IN_NOTICE ) ).toBeInTheDocument();
	} );

	it( 'tells a user whom the site’s policy keeps from AI why, with nothing to click', async () => {
		renderStatus( {
			feature: {
				'user-allowed': false,
				'not-allowed-message':
					'A site administrator has turned AI off for your account.',
			},
			connected: true,
			isAdmin: false,
		} );
		expect(
			await screen.findByText(
				'A site administrator has turned AI off for your account.',
				IN_NOTICE
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'tells a non-administrator to reach the administrator', async () => {
		renderStatus( {
			feature: { 'site-require-upgrade': true },
			connected: true,
			isAdmin: false,
		} );
		expect(
			await screen.findByText( NON_ADMIN, IN_NOTICE )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the VIP message for the VIP upgrade type', async () => {
		renderStatus( {
			feature: { 'is-over-limit': true, 'upgrade-type': 'vip' },
			connected: true,
			isAdmin: true,
		} );
		expect( await screen.findByText( VIP, IN_NOTICE ) ).toBeInTheDocument();
	} );

	it( 'shows the reconnect banner to an unconnected user, but not on a simple site', async () => {
		const { unmount } = renderStatus( {
			feature: {},
			connected: false,
			isAdmin: true,
		} );
		expect( screen.getByText( RECONNECT, IN_NOTICE ) ).toBeInTheDocument();
		unmount();
		const { container } = renderStatus( {
			feature: {},
			connected: false,
			isAdmin: true,
			siteType: 'simple',
		} );
		await waitFor( () => expect( mockApiFetch ).toHaveBeenCalled() );
		expect( container ).toBeEmptyDOMElement();
	} );
} );
