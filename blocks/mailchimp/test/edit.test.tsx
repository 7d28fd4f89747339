/**
 * Component tests of the newsletter signup form in the editor (spec 2
 * "Newsletter signup form"): status 0 (loading), 2 with and without the
 * user's {host} connection (Set up Mailchimp form, Re-check Connection,
 * Connect to {host}), a failing request (the server's message, not
 * connected), 1 (the preview with the disabled e-mail input, the locked
 * button, the consent text, the sidebar panels and groups), and the
 * notification preview for 3000 ms with its role.
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { apiFetchDouble as mockFetch } from '../../../tests/setup/api-fetch-double';
import { store as connectionStore } from '../../../store/connection';
import { freshRegistry } from '../../../tests/setup/registry';
import { renderBlockEdit } from '../../../tests/setup/render-block-edit';
import metadata from '../block.json';
import MailchimpEdit from '../edit';
import type { MailchimpAttributes } from '../types';
import { attributeDefaults } from '../../../tests/setup/attribute-defaults';
import { fillLabelled } from '../../../tests/setup/fill-labelled';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
let innerBlocksOptions: unknown;
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	InspectorControls: ( { children }: { children: unknown } ) => children,
	useBlockProps: ( props: object = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-mailchimp',
	} ),
	useInnerBlocksProps: ( props: object, options: unknown ) => {
		innerBlocksOptions = options;
		return {
			...props,
			children: <button type="submit">Join my email list</button>,
		};
	},
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	RichText: require( '../../../tests/setup/plain-rich-text' ).plainRichText(
		'textarea'
	),
} ) );

const DEFAULTS = attributeDefaults< MailchimpAttributes >( metadata );

const GROUPS = {
	interest_categories: [
		{
			id: 'cat',
			title: 'Interests',
			interests: [
				{ id: 'news', name: 'News' },
				{ id: 'events', name: 'Events' },
			],
		},
	],
};

let latest: MailchimpAttributes;

function renderEdit( {
	userConnected = true,
	isRegistered = userConnected,
	hasConnectedOwner = isRegistered,
	canManageOptions = true,
}: {
	userConnected?: boolean;
	isRegistered?: boolean;
	hasConnectedOwner?: boolean;
	canManageOptions?: boolean;
} = {} ) {
	window.orbitBlocksEditorState = { user: { canManageOptions } };
	const registry = freshRegistry( connectionStore );
	(
		registry.dispatch( connectionStore ) as unknown as {
			receiveConnectionStatus?: ( status: object ) => void;
		}
	 ).receiveConnectionStatus?.( {
		isRegistered,
		isUserConnected: userConnected,
		hasConnectedOwner,
	} );
	return renderBlockEdit( MailchimpEdit, {
		registry,
		attributes: DEFAULTS,
		props: {},
		onAttributes: ( attributes ) => ( latest = attributes ),
	} );
}

function serve( code: string | Error ) {
	mockFetch.mockImplementation( async ( { path }: { path: string } ) => {
		if ( path === '/wpcom/v2/mailchimp' ) {
			if ( code instanceof Error ) {
				throw { code: 'boom', message: code.message };
			}
			return { code, connect_url: 'http://localhost/mc-connect' };
		}
		if ( path === '/wpcom/v2/mailchimp/groups' ) {
			return GROUPS;
		}
		throw new Error( path );
	} );
}

beforeEach( () => mockFetch.mockReset() );
afterEach( () => {
	jest.useRealTimers();
	delete window.orbitBlocksEditorState;
} );

describe( 'mailchimp edit', () => {
	it( 'shows a spinner while the status loads (0)', () => {
		mockFetch.mockImplementation( () => new Promise( () => {} ) );
		const { container } = renderEdit();
		expect( container.querySelector( '.components-spinner' ) ).toBeTruthy();
	} );

	it( 'not connected (2): Set up Mailchimp form and Re-check Connection', async () => {
		serve( 'not_connected' );
		renderEdit();
		const setUp = await screen.findByRole( 'link', {
			name: /Set up Mailchimp form/,
		} );
		expect( setUp.getAttribute( 'href' ) ).toBe(
			'http://localhost/mc-connect'
		);
		expect( setUp.getAttribute( 'target' ) ).toBe( '_blank' );
		serve( 'connected' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Re-check Connection' } )
		);
		expect( await screen.findByLabelText( 'Consent text' ) ).toBeTruthy();
	} );

	it( 'not connected without an account-service connection: connect, naming Mailchimp', async () => {
		serve( 'not_connected' );
		const { container } = renderEdit( { userConnected: false } );
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect your account to use Mailchimp',
			} )
		).toBeEnabled();
		expect(
			within( container ).getByText(
				'To use the Mailchimp form, first connect your account to the site’s account service.'
			)
		).toBeTruthy();
		expect( container.textContent ).not.toMatch( /WordPress\.com/ );
		expect( screen.queryByText( 'Set up Mailchimp form' ) ).toBeNull();
	} );

	it.each( [
		[ 'the site is not registered', { isRegistered: false } ],
		[
			'the site has no connected owner',
			{ isRegistered: true, hasConnectedOwner: false },
		],
	] )(
		'does not offer to connect a user who cannot, when %s: ask an administrator',
		async ( _name, connection ) => {
			serve( 'not_connected' );
			const { container } = renderEdit( {
				userConnected: false,
				canManageOptions: false,
				...connection,
			} );
			expect(
				await within( container ).findByText(
					'To use Mailchimp, your account must be connected to the site’s account service. Ask an administrator to connect the site first.'
				)
			).toBeTruthy();
			expect(
				screen.queryByRole( 'button', { name: /Connect/ } )
			).toBeNull();
		}
	);

	it( 'a connect that fails says why, and can be tried again', async () => {
		serve( 'not_connected' );
		const refused = {
			status: 500,
			ok: false,
			statusText: 'Internal Server Error',
			redirected: false,
			text: async () =>
				JSON.stringify( {
					code: 'authorize_failed',
					message: 'The account service did not answer.',
				} ),
		};
		const served = mockFetch.getMockImplementation() as ( request: {
			path: string;
		} ) => Promise< unknown >;
		mockFetch.mockImplementation( async ( request: { path: string } ) => {
			if (
				request.path.startsWith(
					'/jetpack/v4/connection/authorize_url'
				)
			) {
				throw refused;
			}
			return served( request );
		} );
		const { container } = renderEdit( {
			userConnected: false,
			isRegistered: true,
		} );
		fireEvent.click(
			await screen.findByRole( 'button', { name: /^Connect/ } )
		);
		expect(
			await within( container ).findByText(
				'The account service did not answer.'
			)
		).toBeTruthy();
		expect(
			mockFetch.mock.calls.some( ( [ request ] ) =>
				request.path.startsWith(
					'/jetpack/v4/connection/authorize_url'
				)
			)
		).toBe( true );
		expect(
			screen.getByRole( 'button', { name: /^Connect/ } )
		).toBeEnabled();
	} );

	it( 'a failing request shows the server message and is not connected', async () => {
		serve( new Error( 'The account service is down.' ) );
		renderEdit();
		expect(
			await screen.findByText( 'The account service is down.' )
		).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Re-check Connection' } )
		).toBeTruthy();
	} );

	it( 'connected (1): the preview, locked button, consent text and panels', async () => {
		serve( 'connected' );
		renderEdit();
		const email = ( await screen.findByRole( 'textbox', {
			name: 'Enter your email',
		} ) ) as HTMLInputElement;
		expect( email.disabled ).toBe( true );
		expect( email.placeholder ).toBe( 'Enter your email' );
		expect( innerBlocksOptions ).toMatchObject( {
			templateLock: 'all',
			allowedBlocks: [ 'jetpack/button' ],
			template: [
				[
					'jetpack/button',
					{ element: 'button', text: 'Join my email list' },
				],
			],
		} );
		[
			'Text Elements',
			'Notifications',
			'Mailchimp Groups',
			'Signup Location Tracking',
			'Mailchimp Connection',
		].forEach( ( title ) =>
			expect( screen.getByRole( 'button', { name: title } ) ).toBeTruthy()
		);
		fillLabelled( 'Consent text', 'I agree.' );
		expect( latest.consentText ).toBe( 'I agree.' );
		fillLabelled( 'Email Placeholder', 'Your e-mail' );
		expect( email.placeholder ).toBe( 'Your e-mail' );
		fillLabelled( 'Signup Field Tag', 'SIGNUP' );
		fillLabelled( 'Signup Field Value', 'blog' );
		expect( latest ).toMatchObject( {
			signupFieldTag: 'SIGNUP',
			signupFieldValue: 'blog',
		} );
		expect(
			screen
				.getByRole( 'link', { name: /Manage Connection/ } )
				.getAttribute( 'href' )
		).toBe( 'http://localhost/mc-connect' );
	} );

	it( 'lists the groups from interest_categories and keeps the chosen ids', async () => {
		serve( 'connected' );
		renderEdit();
		fireEvent.click( await screen.findByLabelText( 'Events' ) );
		expect( latest.interests ).toEqual( [ 'events' ] );
		fireEvent.click( screen.getByLabelText( 'News' ) );
		expect( latest.interests ).toEqual( [ 'events', 'news' ] );
		fireEvent.click( screen.getByLabelText( 'Events' ) );
		expect( latest.interests ).toEqual( [ 'news' ] );
	} );

	it( 'a failed groups request says so, not that there are none, and Try again loads them', async () => {
		serve( 'connected' );
		const served = mockFetch.getMockImplementation() as ( request: {
			path: string;
		} ) => Promise< unknown >;
		let groupsFail = true;
		mockFetch.mockImplementation( async ( request: { path: string } ) => {
			if ( request.path === '/wpcom/v2/mailchimp/groups' && groupsFail ) {
				throw {
					code: 'mailchimp_unreachable',
					message: 'Mailchimp did not answer.',
				};
			}
			return served( request );
		} );
		const { container } = renderEdit();
		expect(
			await within( container ).findByText(
				'Your audience’s groups could not be loaded.'
			)
		).toBeTruthy();
		expect(
			within( container ).getByText( 'Mailchimp did not answer.' )
		).toBeTruthy();
		expect(
			within( container ).queryByText( 'Your audience has no groups.' )
		).toBeNull();
		groupsFail = false;
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( await screen.findByLabelText( 'Events' ) ).toBeTruthy();
		expect(
			within( container ).queryByText(
				'Your audience’s groups could not be loaded.'
			)
		).toBeNull();
	} );

	it( 'an audience without groups says so', async () => {
		serve( 'connected' );
		const served = mockFetch.getMockImplementation() as ( request: {
			path: string;
		} ) => Promise< unknown >;
		mockFetch.mockImplementation( async ( request: { path: string } ) =>
			request.path === '/wpcom/v2/mailchimp/groups'
				? { interest_categories: [] }
				: served( request )
		);
		const { container } = renderEdit();
		expect(
			await within( container ).findByText(
				'Your audience has no groups.'
			)
		).toBeTruthy();
		expect(
			within( container ).queryByText(
				'Your audience’s groups could not be loaded.'
			)
		).toBeNull();
	} );

	it( 'previews an edited label for 3000 ms, error as an alert', async () => {
		serve( 'connected' );
		renderEdit();
		await screen.findByLabelText( 'Error text' );
		jest.useFakeTimers();
		fillLabelled( 'Error text', 'Nope.' );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( 'Nope.' );
		act( () => jest.advanceTimersByTime( 2999 ) );
		expect( screen.getByRole( 'alert' ) ).toBeTruthy();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();

		fillLabelled( 'Success text', 'Yay!' );
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'Yay!' );
		fillLabelled( 'Processing text', 'Wait…' );
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'Wait…' );
		expect( latest.processingLabel ).toBe( 'Wait…' );
		act( () => jest.advanceTimersByTime( 3000 ) );
		await waitFor( () =>
			expect( screen.queryByRole( 'status' ) ).toBeNull()
		);
	} );
} );
