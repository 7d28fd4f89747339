/**
 * A network as the provider for many sites, on the settings screen
 * (src/settings/): a site's screen shows the AI fields the network sets
 * read-only ("Set by the network", or "Only the network administrator can
 * set this" while empty) and never sends them; the network's screen
 * (Network Admin → Settings → Orbit Blocks, `network`) loads, saves and
 * tests through orbit-blocks/v1/network-settings, has only the AI card, and
 * lists AI usage per site (network-usage.tsx), page by page. api-fetch is a
 * jest double answering by path as the routes do.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { apiFetchDouble as api } from '../../../tests/setup/api-fetch-double';
import NetworkAiUsage from '../network-usage';
import SettingsScreen from '../settings-screen';
import type { FieldState, NetworkAiUsageReport, SettingsState } from '../types';
import { NETWORK_USAGE } from '../../../tests/setup/network-usage';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
// The site's per-user usage table is tested in ai-usage.test.tsx.
jest.mock( '../ai-usage', () => () => null );

jest.setTimeout( 20_000 );

const AI: Record< string, [ FieldState[ 'type' ], boolean ] > = {
	ai_base_url: [ 'url', false ],
	ai_api_key: [ 'string', true ],
	ai_model: [ 'string', false ],
	ai_image_base_url: [ 'url', false ],
	ai_image_api_key: [ 'string', true ],
	ai_image_model: [ 'string', false ],
	ai_roles: [ 'roles', false ],
	ai_limit_user: [ 'count', false ],
	ai_limit_site: [ 'count', false ],
};

function state(
	overrides: Record< string, Partial< FieldState > >,
	scope?: 'network'
): SettingsState {
	const fields: Record< string, FieldState > = {};
	for ( const [ name, [ type, secret ] ] of Object.entries( AI ) ) {
		fields[ name ] = {
			section: 'ai',
			type,
			secret,
			set: false,
			in_config: false,
			in_network: false,
			...( secret ? {} : { value: '' } ),
			...overrides[ name ],
		};
	}
	return {
		...( scope ? { scope } : {} ),
		fields,
		stripeWebhookUrl: '',
		instagramRedirectUrl: '',
		googleRedirectUrl: '',
		aiResponder: fields.ai_base_url.value ? 'server' : 'offline',
		editingRoles: { administrator: 'Administrator', author: 'Author' },
	};
}

const REPORT: NetworkAiUsageReport = {
	thisMonth: '2026-11',
	lastMonth: '2026-10',
	...NETWORK_USAGE,
	nextReset: '2026-12-01',
};

const aiCard = () =>
	screen
		.getByRole( 'heading', { name: 'AI', level: 2 } )
		.closest( '.orbit-blocks-settings__section' ) as HTMLElement;

beforeEach( () => api.mockReset() );

describe( 'a site’s screen on a network', () => {
	const onNetwork = state( {
		ai_base_url: {
			set: true,
			value: 'http://ai.network.test/v1',
			in_network: true,
		},
		ai_api_key: { set: true, last4: '1234', in_network: true },
		ai_model: { in_network: true },
		ai_image_base_url: { in_network: true },
		ai_image_api_key: { in_network: true },
		ai_image_model: { in_network: true },
		ai_limit_site: { set: true, value: '100', in_network: true },
	} );

	it( 'shows the network’s fields read-only, saying who sets them', async () => {
		api.mockResolvedValueOnce( onNetwork );
		render( <SettingsScreen /> );
		await screen.findByRole( 'heading', { name: 'AI', level: 2 } );
		const ai = within( aiCard() );
		expect(
			ai.getByText(
				'This site is part of a network: the network administrator sets the AI server and keys for every site, and may set who may use AI and the monthly limits.'
			)
		).toBeInTheDocument();
		const url = ai.getByLabelText( 'Text API base URL' );
		expect( url ).toHaveValue( 'http://ai.network.test/v1' );
		expect( url ).toHaveAttribute( 'readonly' );
		const key = ai.getByLabelText( 'Text API key' );
		expect( key ).toHaveValue( '•••• 1234' );
		expect( key ).toHaveAttribute( 'readonly' );
		// No Remove for the network's key.
		expect( ai.queryByRole( 'button', { name: /Remove/ } ) ).toBeNull();
		// Empty on the network: still not the site's to set.
		const image = ai.getByLabelText( 'Image API base URL' );
		expect( image ).toHaveValue( '' );
		expect( image ).toHaveAttribute( 'readonly' );
		expect(
			ai.getAllByText( 'Only the network administrator can set this.' )
		).toHaveLength( 4 );
		expect(
			ai.getAllByText(
				'Set by the network: only the network administrator can change this.'
			)
		).toHaveLength( 3 );
		expect(
			ai.getByLabelText( 'Requests of the whole site per month' )
		).toHaveAttribute( 'readonly' );
	} );

	it( 'saves what the site may set, and nothing of the network’s', async () => {
		api.mockResolvedValueOnce( onNetwork );
		render( <SettingsScreen /> );
		await screen.findByRole( 'heading', { name: 'AI', level: 2 } );
		const ai = within( aiCard() );
		fireEvent.change( ai.getByLabelText( 'Requests per user per month' ), {
			target: { value: '20' },
		} );
		api.mockResolvedValueOnce( onNetwork );
		fireEvent.click( ai.getByRole( 'button', { name: 'Save' } ) );
		expect( api ).toHaveBeenLastCalledWith( {
			path: '/orbit-blocks/v1/settings',
			method: 'POST',
			data: { ai_limit_user: '20' },
		} );
		expect( await ai.findByText( 'Settings saved.' ) ).toBeVisible();
	} );
} );

describe( 'the network’s screen', () => {
	const answer = ( { path }: { path: string } ) => {
		if ( path.startsWith( '/orbit-blocks/v1/network-ai-usage' ) ) {
			return Promise.resolve( REPORT );
		}
		return Promise.resolve(
			state( { ai_api_key: { set: true, last4: '1234' } }, 'network' )
		);
	};

	it( 'has only the AI card, loaded from the network’s route, with usage per site', async () => {
		api.mockImplementation( answer );
		render( <SettingsScreen network /> );
		await screen.findByRole( 'heading', { name: 'AI', level: 2 } );
		expect( api ).toHaveBeenCalledWith( {
			path: '/orbit-blocks/v1/network-settings',
		} );
		expect(
			screen
				.getAllByRole( 'heading', { level: 2 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( [ 'AI' ] );
		const ai = within( aiCard() );
		expect(
			ai.getByText(
				'No AI server is set for the network: on every site, the built-in offline responder answers AI requests.'
			)
		).toBeInTheDocument();
		// Editable here: the network administrator's screen.
		expect( ai.getByLabelText( 'Text API base URL' ) ).not.toHaveAttribute(
			'readonly'
		);
		expect( ai.getByText( 'Saved: •••• 1234' ) ).toBeVisible();
		expect(
			await ai.findByRole( 'table', { name: 'AI usage by site' } )
		).toBeInTheDocument();
	} );

	it( 'saves and tests through the network’s routes', async () => {
		api.mockImplementation( answer );
		render( <SettingsScreen network /> );
		await screen.findByRole( 'heading', { name: 'AI', level: 2 } );
		const ai = within( aiCard() );
		fireEvent.change( ai.getByLabelText( 'Text API base URL' ), {
			target: { value: 'http://ai.network.test/v1' },
		} );
		fireEvent.click( ai.getByRole( 'button', { name: 'Save' } ) );
		expect( api ).toHaveBeenCalledWith( {
			path: '/orbit-blocks/v1/network-settings',
			method: 'POST',
			data: { ai_base_url: 'http://ai.network.test/v1' },
		} );
		expect( await ai.findByText( 'Settings saved.' ) ).toBeVisible();

		api.mockImplementation( () =>
			Promise.resolve( {
				ok: true,
				message: 'Text server is reachable: it lists 2 models.',
			} )
		);
		fireEvent.click( ai.getByRole( 'button', { name: 'Test' } ) );
		expect( api ).toHaveBeenLastCalledWith( {
			path: '/orbit-blocks/v1/network-settings/test/ai',
			method: 'POST',
		} );
		expect(
			await ai.findByText(
				'Text server is reachable: it lists 2 models.'
			)
		).toBeVisible();
	} );
} );

describe( 'AI usage by site', () => {
	it( 'lists each site’s requests this month and last, and the network’s totals', async () => {
		api.mockResolvedValueOnce( REPORT );
		render( <NetworkAiUsage /> );
		const table = await screen.findByRole( 'table', {
			name: 'AI usage by site',
		} );
		expect( api ).toHaveBeenCalledWith( {
			path: '/orbit-blocks/v1/network-ai-usage?page=1',
		} );
		const rows = within( table )
			.getAllByRole( 'row' )
			.map( ( row ) =>
				Array.from( row.querySelectorAll( 'th, td' ) ).map(
					( cell ) => cell.textContent
				)
			);
		expect( rows ).toEqual( [
			[ 'Site', 'Address', 'November 2026', 'October 2026' ],
			[ 'Main', 'http://network.test', '5', '10' ],
			[ 'Bakery', 'http://network.test/bakery', '4', '0' ],
			[ 'Choir', 'http://network.test/choir', '0', '0' ],
			[ 'The whole network', '9', '10' ],
		] );
		expect(
			within( table ).getByRole( 'link', {
				name: 'http://network.test/bakery',
			} )
		).toHaveAttribute( 'href', 'http://network.test/bakery' );
		// One page: no paging.
		expect(
			screen.queryByRole( 'button', { name: 'Next sites' } )
		).toBeNull();
	} );

	it( 'pages through a large network, its totals over every site', async () => {
		const page = ( n: number ): NetworkAiUsageReport => ( {
			...REPORT,
			sites: [
				{
					id: n * 100,
					name: `Site ${ n * 100 }`,
					address: `http://network.test/s${ n * 100 }/`,
					thisMonth: 1,
					lastMonth: 0,
				},
			],
			siteCount: 150,
			page: n,
			pages: 2,
			total: { thisMonth: 156, lastMonth: 10 },
			totalSites: 150,
		} );
		api.mockResolvedValueOnce( page( 1 ) );
		render( <NetworkAiUsage /> );
		expect( await screen.findByText( 'Sites 1–1 of 150' ) ).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Previous sites' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		api.mockResolvedValueOnce( page( 2 ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Next sites' } ) );
		expect( await screen.findByText( 'Site 200' ) ).toBeVisible();
		expect( api ).toHaveBeenLastCalledWith( {
			path: '/orbit-blocks/v1/network-ai-usage?page=2',
		} );
		expect( screen.getByText( '156' ) ).toBeVisible();
	} );

	it( 'says when the totals count only the first sites', async () => {
		api.mockResolvedValueOnce( {
			...REPORT,
			siteCount: 1200,
			pages: 12,
			totalSites: 1000,
			totalPartial: true,
		} );
		render( <NetworkAiUsage /> );
		expect(
			await screen.findByText( 'The network (the first 1000 sites)' )
		).toBeVisible();
	} );

	it( 'says why the usage could not be loaded', async () => {
		api.mockRejectedValueOnce( {
			message: 'Sorry, you are not allowed to do that.',
		} );
		render( <NetworkAiUsage /> );
		expect(
			await screen.findByText( 'Sorry, you are not allowed to do that.', {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
	} );
} );
