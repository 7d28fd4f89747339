/**
 * The paid-block banner (spec 3 sections 2, 4 and 7): shown for a paid
 * block without its plan while it or a child is selected, one impression
 * per showing, Upgrade then Redirecting… with an upgrade click, hidden
 * after a correctly typed upload into its media placeholder; the
 * shouldDisplayFrontendBanner attribute of paid blocks.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import { freshRegistry } from '../../../tests/setup/registry';
import { setStoreState, stateStore } from '../../../tests/setup/state-store';
import { navigateTo } from '../../../shared/navigate';
import { recordEvent } from '../../../shared/tracking';
import { store as plansStore } from '../../../store/plans';
import { upgradeUrl } from '../banner';
import { filesMatchTypes } from '../context';
import {
	addFrontendBannerAttribute,
	withPaidBlockBanner,
	withPaidMediaPlaceholder,
} from '..';

jest.mock( '../../../shared/navigate', () => ( { navigateTo: jest.fn() } ) );
jest.mock( '../../../shared/tracking', () => ( { recordEvent: jest.fn() } ) );
jest.mock( '../../../shared/block-availability', () => ( {
	...jest.requireActual( '../../../shared/block-availability' ),
	ROLLOUT: {
		production: [],
		beta: [],
		experimental: [],
		paid: { premium: 'premium-plan' },
		modules: {},
	},
} ) );

// A site with a plans service (its checkout): the only kind with paid blocks.
const PLANS_CHECKOUT = 'https://plans.host.test/checkout/';
window.orbitBlocksEditorState = {
	availableBlocks: {
		premium: {
			available: false,
			unavailable_reason: 'missing_plan',
			details: { required_plan: 'premium-plan' },
		},
		free: { available: true },
	},
	services: { 'plans-checkout': { url: PLANS_CHECKOUT } },
};

interface Selection {
	selected: string | null;
	child: boolean;
}

const blockEditorStore = ( initial: Selection ) =>
	stateStore( 'core/block-editor', initial, {
		isBlockSelected: ( state: Selection, id: string ) =>
			state.selected === id,
		hasSelectedInnerBlock: ( state: Selection ) => state.child,
	} );

function Placeholder( props: {
	onFilesPreUpload?: ( files: FileList ) => void;
	allowedTypes?: string[];
} ) {
	return (
		<button
			type="button"
			onClick={ () =>
				props.onFilesPreUpload?.( [
					{ type: 'video/mp4' },
				] as unknown as FileList )
			}
		>
			Upload
		</button>
	);
}
const PaidPlaceholder = withPaidMediaPlaceholder( Placeholder as never );

function Edit() {
	return (
		<div>
			Block content
			<PaidPlaceholder allowedTypes={ [ 'video' ] } />
		</div>
	);
}
const Wrapped = withPaidBlockBanner( Edit as never );

const preferencesStore = ( fixedToolbar: boolean ) =>
	stateStore(
		'core/preferences',
		{ fixedToolbar },
		{
			get: (
				state: { fixedToolbar: boolean },
				scope: string,
				name: string
			) =>
				scope === 'core' && name === 'fixedToolbar'
					? state.fixedToolbar
					: undefined,
		}
	);

function renderBlock(
	name: string,
	selection: Selection,
	{ fixedToolbar }: { fixedToolbar?: boolean } = {}
) {
	const registry = freshRegistry(
		blockEditorStore( selection ),
		plansStore,
		...( fixedToolbar === undefined
			? []
			: [ preferencesStore( fixedToolbar ) ] )
	);
	(
		registry.dispatch( plansStore ) as unknown as {
			receivePlans: ( plans: object[] ) => void;
		}
	 ).receivePlans( [
		{ product_slug: 'premium-plan', product_name_short: 'Premium' },
	] );
	const view = render(
		<RegistryProvider value={ registry as never }>
			<Wrapped name={ name } clientId="b1" />
		</RegistryProvider>
	);
	return { registry, view };
}

const impressions = () =>
	( recordEvent as jest.Mock ).mock.calls.filter(
		( [ name ] ) => name === 'jetpack_editor_block_banner_impression'
	).length;

beforeEach( () => jest.clearAllMocks() );

describe( 'paid block banner', () => {
	it( 'shows when the paid block is selected, once per showing', async () => {
		const { registry } = renderBlock( 'jetpack/premium', {
			selected: 'b1',
			child: false,
		} );
		expect( await screen.findByText( 'Premium Block' ) ).toBeTruthy();
		expect(
			screen.getByText( 'Upgrade to Premium to use this premium block' )
		).toBeTruthy();
		expect( impressions() ).toBe( 1 );
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_editor_block_banner_impression',
			{ block: 'jetpack/premium', plan: 'premium-plan' }
		);
		const set = ( selection: Selection ) =>
			setStoreState( registry, 'core/block-editor', selection );
		act( () => {
			set( { selected: 'b1', child: false } );
		} );
		expect( impressions() ).toBe( 1 );
		act( () => {
			set( { selected: null, child: false } );
		} );
		expect( screen.queryByText( 'Premium Block' ) ).toBeNull();
		act( () => {
			set( { selected: 'other', child: true } );
		} );
		expect( await screen.findByText( 'Premium Block' ) ).toBeTruthy();
		expect( impressions() ).toBe( 2 );
	} );

	it( 'leaves room for the floating block toolbar, none when the toolbar is at the top', async () => {
		const { view } = renderBlock(
			'jetpack/premium',
			{ selected: 'b1', child: false },
			{ fixedToolbar: false }
		);
		const floating = await screen.findByRole( 'region', {
			name: 'Premium Block',
		} );
		expect( floating.classList.contains( 'has-toolbar-room' ) ).toBe(
			true
		);
		view.unmount();
		renderBlock(
			'jetpack/premium',
			{ selected: 'b1', child: false },
			{ fixedToolbar: true }
		);
		const top = await screen.findByRole( 'region', {
			name: 'Premium Block',
		} );
		expect( top.classList.contains( 'has-toolbar-room' ) ).toBe( false );
	} );

	it( 'is not shown when nothing in the block is selected, nor for other blocks', () => {
		renderBlock( 'jetpack/premium', { selected: null, child: false } );
		expect( screen.queryByText( 'Premium Block' ) ).toBeNull();
		renderBlock( 'jetpack/free', { selected: 'b1', child: false } );
		expect( screen.queryByText( 'Premium Block' ) ).toBeNull();
	} );

	it( 'Upgrade says Redirecting… and leaves for the checkout', async () => {
		renderBlock( 'jetpack/premium', { selected: 'b1', child: false } );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Upgrade' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Redirecting…' } )
		).toBeTruthy();
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_editor_block_upgrade_click',
			{
				block: 'jetpack/premium',
				plan: 'premium-plan',
			}
		);
		await waitFor( () =>
			expect( navigateTo ).toHaveBeenCalledWith(
				upgradeUrl( 'premium-plan', window.location.href )
			)
		);
		expect(
			upgradeUrl( 'p', 'http://site.test/wp-admin/post.php?post=1' )
		).toBe(
			'https://plans.host.test/checkout/site.test/p?redirect_to=http%3A%2F%2Fsite.test%2Fwp-admin%2Fpost.php%3Fpost%3D1%26plan_upgraded%3D1'
		);
	} );

	it( 'offers no Upgrade that leads nowhere when the site names no plans checkout', async () => {
		const state = window.orbitBlocksEditorState as Record<
			string,
			unknown
		>;
		const services = state.services;
		state.services = {};
		try {
			renderBlock( 'jetpack/premium', { selected: 'b1', child: false } );
			expect( await screen.findByText( 'Premium Block' ) ).toBeTruthy();
			expect(
				screen.queryByRole( 'button', { name: 'Upgrade' } )
			).toBeNull();
			expect(
				upgradeUrl( 'p', 'http://site.test/wp-admin/post.php?post=1' )
			).toBe( '' );
		} finally {
			state.services = services;
		}
	} );

	it( 'goes to the checkout the host names (the local stand-in under npm start)', () => {
		const state = window.orbitBlocksEditorState as Record<
			string,
			unknown
		>;
		state.services = {
			'plans-checkout': {
				url: 'http://localhost:8888/?rest_route=/orbit-blocks/v1/stand-in/plans-checkout',
			},
		};
		try {
			const url = new URL(
				upgradeUrl(
					'jetpack_personal',
					'http://localhost:8888/wp-admin/post.php?post=7&action=edit'
				)
			);
			expect( url.searchParams.get( 'rest_route' ) ).toBe(
				'/orbit-blocks/v1/stand-in/plans-checkout/localhost:8888/jetpack_personal'
			);
			expect( url.searchParams.get( 'redirect_to' ) ).toBe(
				'http://localhost:8888/wp-admin/post.php?post=7&action=edit&plan_upgraded=1'
			);
		} finally {
			delete state.services;
		}
	} );

	it( 'hides after a correctly typed upload into a paid media placeholder', async () => {
		renderBlock( 'jetpack/premium', { selected: 'b1', child: false } );
		await screen.findByText( 'Premium Block' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Upload' } ) );
		expect( screen.queryByText( 'Premium Block' ) ).toBeNull();
	} );

	it( 'checks upload types', () => {
		const files = ( ...types: string[] ) =>
			types.map( ( type ) => ( { type } ) );
		expect( filesMatchTypes( files( 'video/mp4' ), [ 'video' ] ) ).toBe(
			true
		);
		expect(
			filesMatchTypes( files( 'image/png', 'video/mp4' ), [ 'video' ] )
		).toBe( false );
		expect( filesMatchTypes( files( 'image/png' ), [ 'image/png' ] ) ).toBe(
			true
		);
		expect( filesMatchTypes( [], [ 'video' ] ) ).toBe( false );
	} );

	it( 'gives paid blocks shouldDisplayFrontendBanner, default true', () => {
		expect(
			addFrontendBannerAttribute( { attributes: {} }, 'jetpack/premium' )
				.attributes
		).toEqual( {
			shouldDisplayFrontendBanner: { type: 'boolean', default: true },
		} );
		expect(
			addFrontendBannerAttribute( { attributes: {} }, 'jetpack/free' )
				.attributes
		).toEqual( {} );
	} );
} );
