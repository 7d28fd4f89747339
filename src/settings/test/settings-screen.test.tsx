/**
 * Component tests of Settings → Orbit Blocks (src/settings/), with
 * api-fetch a jest double answering as orbit-blocks/v1/settings does:
 * loading, a load failure, the sections, a saved secret masked "•••• abcd",
 * a field set in wp-config.php (read-only), Save sending only what changed
 * (a secret left empty is not sent), the "Settings saved." notice, Remove,
 * the screen's and the server's validation messages, Test's outcome (the
 * service's own message) and the Mailchimp audiences a test lists.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import SettingsScreen from '../settings-screen';
import type { FieldState, SettingsState } from '../types';
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
// The AI card's usage table loads on its own (tested in ai-usage.test.tsx).
jest.mock( '../ai-usage', () => () => null );

// Generous: the whole screen renders @wordpress/components, slow on a busy machine.
jest.setTimeout( 20_000 );

const FIELDS: Record< string, [ string, FieldState[ 'type' ], boolean ] > = {
	ai_base_url: [ 'ai', 'url', false ],
	ai_api_key: [ 'ai', 'string', true ],
	ai_model: [ 'ai', 'string', false ],
	ai_image_base_url: [ 'ai', 'url', false ],
	ai_image_api_key: [ 'ai', 'string', true ],
	ai_image_model: [ 'ai', 'string', false ],
	ai_roles: [ 'ai', 'roles', false ],
	ai_limit_user: [ 'ai', 'count', false ],
	ai_limit_site: [ 'ai', 'count', false ],
	mapbox_token: [ 'maps', 'string', false ],
	mapkit_team_id: [ 'maps', 'string', false ],
	mapkit_key_id: [ 'maps', 'string', false ],
	mapkit_private_key: [ 'maps', 'pem', true ],
	mapkit_token: [ 'maps', 'string', true ],
	giphy_api_key: [ 'gifs', 'string', true ],
	pexels_api_key: [ 'media', 'string', true ],
	openverse_enabled: [ 'media', 'boolean', false ],
	google_client_id: [ 'media', 'string', false ],
	google_client_secret: [ 'media', 'string', true ],
	mailchimp_api_key: [ 'newsletter', 'string', true ],
	mailchimp_audience_id: [ 'newsletter', 'string', false ],
	mailchimp_double_opt_in: [ 'newsletter', 'boolean', false ],
	stripe_mode: [ 'payments', 'string', false ],
	stripe_publishable_key: [ 'payments', 'string', false ],
	stripe_secret_key: [ 'payments', 'string', true ],
	stripe_webhook_secret: [ 'payments', 'string', true ],
	instagram_app_id: [ 'instagram', 'string', false ],
	instagram_app_secret: [ 'instagram', 'string', true ],
	image_cdn: [ 'images', 'boolean', false ],
	tus_endpoint: [ 'uploads', 'url', false ],
	plans_checkout_url: [ 'plans', 'url', false ],
	site_plan: [ 'plans', 'string', false ],
};

/** The route's answer: every field unset, then the overrides. */
function settingsAnswer(
	overrides: Record< string, Partial< FieldState > > = {}
): SettingsState {
	const fields: Record< string, FieldState > = {};
	for ( const [ name, [ section, type, secret ] ] of Object.entries(
		FIELDS
	) ) {
		fields[ name ] = {
			section,
			type,
			secret,
			set: false,
			in_config: false,
			...( secret ? {} : { value: '' } ),
			...overrides[ name ],
		};
	}
	return {
		fields,
		stripeWebhookUrl:
			'http://site.test/wp-json/orbit-blocks/v1/stripe/webhook',
		instagramRedirectUrl:
			'http://site.test/wp-admin/admin-post.php?action=orbit_blocks_instagram_oauth',
		googleRedirectUrl:
			'http://site.test/wp-admin/admin-post.php?action=orbit_blocks_google_photos_oauth',
		aiResponder: fields.ai_base_url.value ? 'server' : 'offline',
		editingRoles: {
			administrator: 'Administrator',
			editor: 'Editor',
			author: 'Author',
			contributor: 'Contributor',
		},
	};
}

const section = ( title: string ) =>
	screen
		.getByRole( 'heading', { name: title, level: 2 } )
		.closest( '.orbit-blocks-settings__section' ) as HTMLElement;

async function renderLoaded( answer = settingsAnswer() ) {
	apiFetchDouble.mockResolvedValueOnce( answer );
	render( <SettingsScreen /> );
	await screen.findByRole( 'heading', { name: 'AI', level: 2 } );
}

beforeEach( () => apiFetchDouble.mockReset() );

it( 'shows that it is loading, then one card a section', async () => {
	let answer: ( value: SettingsState ) => void = () => {};
	apiFetchDouble.mockReturnValueOnce(
		new Promise( ( resolve ) => ( answer = resolve ) )
	);
	render( <SettingsScreen /> );
	expect( screen.getByText( 'Loading settings…' ) ).toBeInTheDocument();
	expect( apiFetchDouble ).toHaveBeenCalledWith( {
		path: '/orbit-blocks/v1/settings',
	} );
	await act( async () => answer( settingsAnswer() ) );
	expect(
		screen
			.getAllByRole( 'heading', { level: 2 } )
			.map( ( heading ) => heading.textContent )
	).toEqual( [
		'AI',
		'Maps',
		'GIFs',
		'Media sources',
		'Newsletter',
		'Payments',
		'Instagram',
		'Images',
		'Uploads',
		'Plans',
	] );
	expect( screen.queryByText( 'Loading settings…' ) ).toBeNull();
	// Nothing set: the offline responder answers, and the webhook address is given.
	expect(
		within( section( 'AI' ) ).getByText(
			'No AI server is set: the built-in offline responder answers AI requests.'
		)
	).toBeInTheDocument();
	expect(
		within( section( 'Payments' ) ).getByText(
			'http://site.test/wp-json/orbit-blocks/v1/stripe/webhook'
		)
	).toBeInTheDocument();
	// The OAuth redirect addresses to paste into Meta's and Google's apps.
	expect(
		within( section( 'Instagram' ) ).getByText(
			'http://site.test/wp-admin/admin-post.php?action=orbit_blocks_instagram_oauth'
		)
	).toBeInTheDocument();
	expect(
		within( section( 'Media sources' ) ).getByText(
			'http://site.test/wp-admin/admin-post.php?action=orbit_blocks_google_photos_oauth'
		)
	).toBeInTheDocument();
	// MapKit: the key's three fields, the private key a secret.
	const maps = within( section( 'Maps' ) );
	expect(
		maps.getByRole( 'textbox', { name: 'Apple MapKit team ID' } )
	).toBeInTheDocument();
	expect(
		maps.getByRole( 'textbox', { name: 'Apple MapKit key ID' } )
	).toBeInTheDocument();
	expect( maps.getByLabelText( 'Apple MapKit private key' ) ).toHaveAttribute(
		'type',
		'password'
	);
	expect(
		within( section( 'Images' ) ).getByRole( 'checkbox', {
			name: 'Use an image CDN for gallery resizing',
		} )
	).not.toBeChecked();
} );

it( 'says why the settings could not be loaded', async () => {
	apiFetchDouble.mockRejectedValueOnce( {
		code: 'rest_forbidden',
		message: 'Sorry, you are not allowed to do that.',
	} );
	render( <SettingsScreen /> );
	expect(
		await screen.findByText( 'Sorry, you are not allowed to do that.', {
			selector: '.components-notice__content',
		} )
	).toBeInTheDocument();
} );

it( 'shows a saved secret masked, never its value, and removes it', async () => {
	await renderLoaded(
		settingsAnswer( { giphy_api_key: { set: true, last4: 'abcd' } } )
	);
	const gifs = section( 'GIFs' );
	expect( within( gifs ).getByText( 'Saved: •••• abcd' ) ).toBeVisible();
	const key = within( gifs ).getByLabelText( 'GIPHY API key' );
	expect( key ).toHaveValue( '' );
	expect( key ).toHaveAttribute( 'type', 'password' );

	apiFetchDouble.mockResolvedValueOnce( settingsAnswer() );
	fireEvent.click(
		within( gifs ).getByRole( 'button', { name: 'Remove GIPHY API key' } )
	);
	expect( apiFetchDouble ).toHaveBeenLastCalledWith( {
		path: '/orbit-blocks/v1/settings',
		method: 'POST',
		data: { remove: [ 'giphy_api_key' ] },
	} );
	expect( await within( gifs ).findByText( 'Removed.' ) ).toBeVisible();
	expect( within( gifs ).queryByText( /••••/ ) ).toBeNull();
} );

it( 'shows a field set in wp-config.php read-only', async () => {
	await renderLoaded(
		settingsAnswer( {
			ai_api_key: { set: true, last4: 'wxyz', in_config: true },
			ai_base_url: {
				set: true,
				value: 'http://127.0.0.1:11434/v1',
				in_config: true,
			},
		} )
	);
	const ai = section( 'AI' );
	const url = within( ai ).getByLabelText( 'Text API base URL' );
	expect( url ).toHaveValue( 'http://127.0.0.1:11434/v1' );
	expect( url ).toHaveAttribute( 'readonly' );
	const key = within( ai ).getByLabelText( 'Text API key' );
	expect( key ).toHaveValue( '•••• wxyz' );
	expect( key ).toHaveAttribute( 'readonly' );
	expect( within( ai ).getAllByText( 'Set in wp-config.php' ) ).toHaveLength(
		2
	);
	// A server is set: no word of the offline responder.
	expect( within( ai ).queryByText( /offline responder/ ) ).toBeNull();
	// Nothing to save in it.
	expect(
		within( ai ).getByRole( 'button', { name: 'Save' } )
	).toHaveAttribute( 'aria-disabled', 'true' );
} );

it( 'saves only what changed, then says so and shows the new state', async () => {
	await renderLoaded(
		settingsAnswer( {
			ai_api_key: { set: true, last4: '1234' },
			ai_model: { set: true, value: 'llama3.2' },
		} )
	);
	const ai = section( 'AI' );
	const save = within( ai ).getByRole( 'button', { name: 'Save' } );
	expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
	fireEvent.change( within( ai ).getByLabelText( 'Text API base URL' ), {
		target: { value: ' http://127.0.0.1:8080/v1 ' },
	} );
	// Test waits until the change is saved.
	expect(
		within( ai ).getByRole( 'button', { name: 'Test' } )
	).toHaveAttribute( 'aria-disabled', 'true' );
	apiFetchDouble.mockResolvedValueOnce(
		settingsAnswer( {
			ai_base_url: { set: true, value: 'http://127.0.0.1:8080/v1' },
			ai_api_key: { set: true, last4: '1234' },
			ai_model: { set: true, value: 'llama3.2' },
		} )
	);
	fireEvent.click( save );
	// The key left empty is not sent (it stays as it is), nor the model.
	expect( apiFetchDouble ).toHaveBeenLastCalledWith( {
		path: '/orbit-blocks/v1/settings',
		method: 'POST',
		data: { ai_base_url: 'http://127.0.0.1:8080/v1' },
	} );
	expect( await within( ai ).findByText( 'Settings saved.' ) ).toBeVisible();
	expect( within( ai ).getByLabelText( 'Text API base URL' ) ).toHaveValue(
		'http://127.0.0.1:8080/v1'
	);
	expect( within( ai ).getByText( 'Saved: •••• 1234' ) ).toBeVisible();
	expect( within( ai ).queryByText( /offline responder/ ) ).toBeNull();
	expect(
		within( ai ).getByRole( 'button', { name: 'Test' } )
	).not.toHaveAttribute( 'aria-disabled' );
} );

it( 'sends a new secret and a toggle; the typed secret is gone once saved', async () => {
	await renderLoaded();
	const media = section( 'Media sources' );
	fireEvent.change( within( media ).getByLabelText( 'Pexels API key' ), {
		target: { value: 'pexels-secret-9876' },
	} );
	fireEvent.click(
		within( media ).getByRole( 'checkbox', { name: 'Search Openverse' } )
	);
	apiFetchDouble.mockResolvedValueOnce(
		settingsAnswer( {
			pexels_api_key: { set: true, last4: '9876' },
			openverse_enabled: { set: true, value: '1' },
		} )
	);
	fireEvent.click( within( media ).getByRole( 'button', { name: 'Save' } ) );
	expect( apiFetchDouble ).toHaveBeenLastCalledWith( {
		path: '/orbit-blocks/v1/settings',
		method: 'POST',
		data: { pexels_api_key: 'pexels-secret-9876', openverse_enabled: true },
	} );
	expect(
		await within( media ).findByText( 'Saved: •••• 9876' )
	).toBeVisible();
	expect( within( media ).getByLabelText( 'Pexels API key' ) ).toHaveValue(
		''
	);
	expect(
		within( media ).getByRole( 'checkbox', { name: 'Search Openverse' } )
	).toBeChecked();
} );

it( 'refuses what it can tell is wrong before sending anything', async () => {
	await renderLoaded();
	const maps = section( 'Maps' );
	fireEvent.change( within( maps ).getByLabelText( 'Mapbox public token' ), {
		target: { value: 'sk.secret-token' },
	} );
	fireEvent.click( within( maps ).getByRole( 'button', { name: 'Save' } ) );
	expect( within( maps ).getByRole( 'alert' ) ).toHaveTextContent(
		'That is not a public Mapbox access token: it starts with "pk.".'
	);
	expect(
		within( maps ).getByText(
			'Nothing was saved: correct the fields marked below.'
		)
	).toBeVisible();

	const uploads = section( 'Uploads' );
	fireEvent.change(
		within( uploads ).getByLabelText( 'External tus endpoint' ),
		{
			target: { value: 'ftp://files.example.com/' },
		}
	);
	fireEvent.click(
		within( uploads ).getByRole( 'button', { name: 'Save' } )
	);
	expect( within( uploads ).getByRole( 'alert' ) ).toHaveTextContent(
		'This must be an address starting with http:// or https://.'
	);
	expect( apiFetchDouble ).toHaveBeenCalledTimes( 1 );
} );

it( 'sets who may use AI and the monthly limits on the AI card', async () => {
	await renderLoaded(
		settingsAnswer( { ai_limit_site: { set: true, value: '500' } } )
	);
	const ai = section( 'AI' );
	const roles = within( ai ).getByRole( 'group', { name: 'Who may use AI' } );
	// None checked: everyone who can edit posts.
	for ( const role of [
		'Administrator',
		'Editor',
		'Author',
		'Contributor',
	] ) {
		expect(
			within( roles ).getByRole( 'checkbox', { name: role } )
		).not.toBeChecked();
	}
	fireEvent.click(
		within( roles ).getByRole( 'checkbox', { name: 'Editor' } )
	);
	fireEvent.click(
		within( roles ).getByRole( 'checkbox', { name: 'Administrator' } )
	);
	const perUser = within( ai ).getByLabelText(
		'Requests per user per month'
	);
	expect( perUser ).toHaveAttribute( 'placeholder', 'No limit' );
	expect(
		within( ai ).getByLabelText( 'Requests of the whole site per month' )
	).toHaveValue( 500 );

	// Not a whole number of at least 1: refused before sending.
	fireEvent.change( perUser, { target: { value: '0' } } );
	fireEvent.click( within( ai ).getByRole( 'button', { name: 'Save' } ) );
	expect( within( ai ).getByRole( 'alert' ) ).toHaveTextContent(
		'This must be a whole number of at least 1, or empty for no limit.'
	);
	expect( apiFetchDouble ).toHaveBeenCalledTimes( 1 );

	fireEvent.change( perUser, { target: { value: '3' } } );
	// The site's limit emptied: no limit.
	fireEvent.change(
		within( ai ).getByLabelText( 'Requests of the whole site per month' ),
		{ target: { value: '' } }
	);
	apiFetchDouble.mockResolvedValueOnce(
		settingsAnswer( {
			ai_roles: { set: true, value: 'administrator,editor' },
			ai_limit_user: { set: true, value: '3' },
		} )
	);
	fireEvent.click( within( ai ).getByRole( 'button', { name: 'Save' } ) );
	// Roles in the site's order, whichever was clicked first.
	expect( apiFetchDouble ).toHaveBeenLastCalledWith( {
		path: '/orbit-blocks/v1/settings',
		method: 'POST',
		data: {
			ai_roles: 'administrator,editor',
			ai_limit_user: '3',
			ai_limit_site: '',
		},
	} );
	expect( await within( ai ).findByText( 'Settings saved.' ) ).toBeVisible();
	expect(
		within( roles ).getByRole( 'checkbox', { name: 'Editor' } )
	).toBeChecked();
} );

it( "shows the server's validation message at its field", async () => {
	await renderLoaded();
	const payments = section( 'Payments' );
	fireEvent.change(
		within( payments ).getByLabelText( 'Stripe publishable key' ),
		{
			target: { value: 'pk_test_123' },
		}
	);
	apiFetchDouble.mockRejectedValueOnce( {
		code: 'rest_invalid_param',
		message:
			'stripe_publishable_key is set in wp-config.php and cannot be changed here.',
		data: { status: 400, field: 'stripe_publishable_key' },
	} );
	fireEvent.click(
		within( payments ).getByRole( 'button', { name: 'Save' } )
	);
	expect( await within( payments ).findByRole( 'alert' ) ).toHaveTextContent(
		'stripe_publishable_key is set in wp-config.php and cannot be changed here.'
	);
	expect(
		within( payments ).getByLabelText( 'Stripe publishable key' )
	).toHaveValue( 'pk_test_123' );
} );

it( "tests a section and shows the service's own message", async () => {
	await renderLoaded(
		settingsAnswer( {
			ai_base_url: { set: true, value: 'http://127.0.0.1:9/v1' },
		} )
	);
	const ai = section( 'AI' );
	apiFetchDouble.mockResolvedValueOnce( {
		ok: false,
		message: 'Text server answered with HTTP status 401.',
	} );
	fireEvent.click( within( ai ).getByRole( 'button', { name: 'Test' } ) );
	expect( apiFetchDouble ).toHaveBeenLastCalledWith( {
		path: '/orbit-blocks/v1/settings/test/ai',
		method: 'POST',
	} );
	const failed = await within( ai ).findByText(
		'Text server answered with HTTP status 401.'
	);
	expect( failed.closest( '.components-notice' ) ).toHaveClass( 'is-error' );

	apiFetchDouble.mockResolvedValueOnce( {
		ok: true,
		message: 'Text server is reachable: it lists 2 models.',
	} );
	fireEvent.click( within( ai ).getByRole( 'button', { name: 'Test' } ) );
	const passed = await within( ai ).findByText(
		'Text server is reachable: it lists 2 models.'
	);
	expect( passed.closest( '.components-notice' ) ).toHaveClass(
		'is-success'
	);
} );

it( 'says when a section has no test yet', async () => {
	await renderLoaded();
	const images = section( 'Images' );
	apiFetchDouble.mockResolvedValueOnce( {
		ok: false,
		message: 'No test is available for this section yet.',
	} );
	fireEvent.click( within( images ).getByRole( 'button', { name: 'Test' } ) );
	expect( apiFetchDouble ).toHaveBeenLastCalledWith( {
		path: '/orbit-blocks/v1/settings/test/images',
		method: 'POST',
	} );
	expect(
		await within( images ).findByText(
			'No test is available for this section yet.'
		)
	).toBeVisible();
} );

it( "lists the Mailchimp account's audiences that its test returns", async () => {
	await renderLoaded(
		settingsAnswer( {
			mailchimp_api_key: { set: true, last4: '-us1' },
			mailchimp_audience_id: { set: true, value: 'old123' },
		} )
	);
	const newsletter = section( 'Newsletter' );
	const audience = within( newsletter ).getByLabelText( 'Audience' );
	// Before a test: the saved audience only.
	expect(
		within( audience )
			.getAllByRole( 'option' )
			.map( ( option ) => option.getAttribute( 'value' ) )
	).toEqual( [ '', 'old123' ] );
	apiFetchDouble.mockResolvedValueOnce( {
		ok: true,
		message: 'Connected to Mailchimp: 2 audiences.',
		audiences: [
			{ id: 'a1', name: 'Readers' },
			{ id: 'b2', name: 'Customers' },
		],
	} );
	fireEvent.click(
		within( newsletter ).getByRole( 'button', { name: 'Test' } )
	);
	expect( apiFetchDouble ).toHaveBeenLastCalledWith( {
		path: '/orbit-blocks/v1/settings/test/mailchimp',
		method: 'POST',
	} );
	await within( newsletter ).findByText(
		'Connected to Mailchimp: 2 audiences.'
	);
	expect(
		within( audience )
			.getAllByRole( 'option' )
			.map( ( option ) => option.textContent )
	).toEqual( [ 'Choose an audience', 'Readers', 'Customers', 'old123' ] );
	fireEvent.change( audience, { target: { value: 'b2' } } );
	apiFetchDouble.mockResolvedValueOnce(
		settingsAnswer( {
			mailchimp_api_key: { set: true, last4: '-us1' },
			mailchimp_audience_id: { set: true, value: 'b2' },
		} )
	);
	fireEvent.click(
		within( newsletter ).getByRole( 'button', { name: 'Save' } )
	);
	expect( apiFetchDouble ).toHaveBeenLastCalledWith( {
		path: '/orbit-blocks/v1/settings',
		method: 'POST',
		data: { mailchimp_audience_id: 'b2' },
	} );
	await waitFor( () =>
		expect(
			within( newsletter ).getByText( 'Settings saved.' )
		).toBeVisible()
	);
} );
