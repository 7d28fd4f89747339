/**
 * The form AI bar's states (spec 1 sections 2, 4, 5, 6 and 8), with the
 * real block-editor store and a test double of the AI client: visible by
 * default on an empty form, hidden on a form with fields until the toolbar
 * button or mod+/ opens it, hidden when the form is deselected; not
 * offered inside a query loop, for a hidden AI block type, or with the
 * feature's error code; the working text while a request runs; the reply
 * replacing the form's blocks as it streams and one Submit at the end with
 * the input cleared; the empty-prompt error; dismissible notices for
 * errors except the quota, which the banner shows; the fixed slot on small
 * screens.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import {
	createBlock,
	registerBlockType,
	type BlockInstance,
} from '@wordpress/blocks';
import { createReduxStore, RegistryProvider } from '@wordpress/data';
import { freshRegistry } from '../../../tests/setup/registry';
import {
	ai,
	fail,
	finish,
	resetAi,
	stream,
} from '../../../blocks/ai-assistant/test/ai-double';
import FormAi, { NOTICE_ID } from '../form-ai';
import { PLACEHOLDER, WORKING_TEXT } from '../bar';
import { EMPTY_PROMPT_MESSAGE } from '../prompt';
import { field, registerFormBlocks } from './form-blocks';

jest.mock( '../../../store/ai/use-ai-suggestions', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( '../../../blocks/ai-assistant/test/ai-double' ).aiSuggestionsModule()
);
jest.mock( '@wordpress/block-editor', () =>
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require( '../../../blocks/ai-assistant/test/ai-double' ).toolbarInPlaceBlockEditor()
);

const state = {
	feature: {} as Record< string, unknown >,
	hidden: [] as string[],
	connected: true,
};
const notices = { createNotice: jest.fn(), removeNotice: jest.fn() };

function stubStore(
	name: string,
	selectors: Record< string, ( ...args: never[] ) => unknown >,
	actions: Record< string, jest.Mock > = {}
) {
	return createReduxStore( name, {
		reducer: ( s = {} ) => s,
		selectors: Object.fromEntries(
			Object.entries( selectors ).map( ( [ key, fn ] ) => [
				key,
				( _s: unknown, ...args: never[] ) => fn( ...args ),
			] )
		),
		actions: Object.fromEntries(
			Object.entries( actions ).map( ( [ key, fn ] ) => [
				key,
				( ...args: unknown[] ) => {
					fn( ...args );
					return { type: 'NOTHING' };
				},
			] )
		),
	} );
}

// The same object while the test's feature is the same, as a store gives.
let cached: { from?: object; value?: object } = {};
function feature() {
	if ( cached.from !== state.feature ) {
		cached = {
			from: state.feature,
			value: {
				errorCode: '',
				isOverLimit: false,
				siteRequireUpgrade: false,
				upgradeType: 'default',
				checkoutUrl: '',
				...state.feature,
			},
		};
	}
	return cached.value;
}

function makeRegistry() {
	return freshRegistry(
		blockEditorStore,
		stubStore( 'core/notices', {}, notices ),
		stubStore( 'core/preferences', {
			get: () => state.hidden,
		} ),
		stubStore(
			'orbit-blocks/ai',
			{
				getAiAssistantFeature: () => feature(),
			},
			{
				increaseAiAssistantRequestsCount: jest.fn(),
				setAiAssistantFeatureRequireUpgrade: jest.fn(),
			}
		),
		stubStore( 'orbit-blocks/connection', {
			isUserConnected: () => state.connected,
		} )
	);
}

let small = false;
beforeAll( () => {
	registerFormBlocks();
	registerBlockType( 'jetpack/ai-assistant' as never, {
		title: 'AI Assistant',
		category: 'text',
		edit: () => null,
		save: () => null,
	} );
	registerBlockType( 'core/query' as never, {
		title: 'Query Loop',
		category: 'theme',
		edit: () => null,
		save: () => null,
	} );
	window.matchMedia = ( query: string ) =>
		( {
			// compose caches one MediaQueryList per query: read `small` live.
			get matches() {
				return small && query.includes( 'max-width' );
			},
			media: query,
			addListener: () => {},
			removeListener: () => {},
			addEventListener: () => {},
			removeEventListener: () => {},
		} ) as unknown as MediaQueryList;
} );

beforeEach( () => {
	resetAi();
	state.feature = {};
	state.hidden = [];
	state.connected = true;
	small = false;
	notices.createNotice.mockReset();
	notices.removeNotice.mockReset();
	window.orbitBlocksEditorState = {
		siteType: 'jetpack',
		user: { canManageOptions: true },
	};
} );

type Setup = { fields?: string[]; inQuery?: boolean; isSelected?: boolean };

function setup( {
	fields = [],
	inQuery = false,
	isSelected = true,
}: Setup = {} ) {
	const registry = makeRegistry();
	const form = createBlock(
		'jetpack/contact-form',
		{},
		fields.map( ( name ) => createBlock( name ) )
	);
	registry
		.dispatch( blockEditorStore )
		.resetBlocks( [
			inQuery ? createBlock( 'core/query', {}, [ form ] ) : form,
		] );
	const view = ( selected: boolean ) => (
		<RegistryProvider value={ registry as never }>
			<FormAi clientId={ form.clientId } isSelected={ selected } />
		</RegistryProvider>
	);
	const result = render( view( isSelected ) );
	const inner = (): BlockInstance[] =>
		(
			registry.select( blockEditorStore ) as unknown as {
				getBlocks: ( id: string ) => BlockInstance[];
			}
		 ).getBlocks( form.clientId );
	return {
		registry,
		inner,
		select: ( selected: boolean ) => result.rerender( view( selected ) ),
		unmount: result.unmount,
	};
}

const input = () => screen.queryByPlaceholderText( PLACEHOLDER );
const toolbarButton = () =>
	screen.queryByRole( 'button', { name: PLACEHOLDER } );
const names = ( blocks: BlockInstance[] ) => blocks.map( ( b ) => b.name );

describe( 'when the bar shows', () => {
	it( 'is visible by default on a selected form without fields, with its toolbar button', () => {
		setup();
		expect( input() ).toBeInTheDocument();
		expect( toolbarButton() ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Send' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'is hidden on a form with fields until the toolbar button or mod+/ opens it', () => {
		setup( { fields: [ 'jetpack/field-name' ] } );
		expect( input() ).not.toBeInTheDocument();
		fireEvent.click( toolbarButton()! );
		expect( input() ).toBeInTheDocument();
		expect( input() ).toHaveFocus();
		fireEvent.click( toolbarButton()! );
		expect( input() ).not.toBeInTheDocument();
		fireEvent.keyDown( document, { key: '/', ctrlKey: true } );
		expect( input() ).toBeInTheDocument();
		fireEvent.keyDown( document, { key: '/', ctrlKey: true } );
		expect( input() ).not.toBeInTheDocument();
	} );

	it( 'hides when the form is deselected, toolbar button and shortcut too', () => {
		const { select } = setup();
		select( false );
		expect( input() ).not.toBeInTheDocument();
		expect( toolbarButton() ).not.toBeInTheDocument();
		fireEvent.keyDown( document, { key: '/', ctrlKey: true } );
		expect( input() ).not.toBeInTheDocument();
		select( true );
		expect( input() ).toBeInTheDocument();
	} );

	it.each( [
		[ 'inside a query loop', () => setup( { inQuery: true } ) ],
		[
			'when the AI block type is hidden',
			() => {
				state.hidden = [ 'jetpack/ai-assistant' ];
				setup();
			},
		],
		[
			'when the feature has an error code',
			() => {
				state.feature = { errorCode: 'site_not_connected' };
				setup();
			},
		],
	] )( 'is not offered %s', ( _label, arrange ) => {
		arrange();
		expect( input() ).not.toBeInTheDocument();
		expect( toolbarButton() ).not.toBeInTheDocument();
		fireEvent.keyDown( document, { key: '/', ctrlKey: true } );
		expect( input() ).not.toBeInTheDocument();
	} );
} );

describe( 'a request', () => {
	function ask( text: string ) {
		fireEvent.change( input()!, { target: { value: text } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Send' } ) );
	}

	it( 'shows the working text, streams fields into the form, and ends with one Submit and the input cleared', () => {
		const { inner } = setup( {
			fields: [ 'jetpack/field-url', 'jetpack/field-date' ],
		} );
		fireEvent.click( toolbarButton()! );
		ask( 'An RSVP form for my birthday party' );
		expect( ai.request ).toHaveBeenCalledWith( [
			expect.objectContaining( { role: 'system' } ),
			{ role: 'user', content: 'An RSVP form for my birthday party' },
		] );
		expect( notices.removeNotice ).toHaveBeenCalledWith( NOTICE_ID );
		expect( input() ).not.toBeInTheDocument();
		const working = screen.getByPlaceholderText( WORKING_TEXT );
		expect( working ).toBeDisabled();
		expect( working ).toHaveValue( '' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			WORKING_TEXT
		);
		expect( screen.getByRole( 'button', { name: 'Stop' } ) ).toBeEnabled();

		const name = field( 'jetpack/field-name', { required: true } );
		const email = field( 'jetpack/field-email', { required: true } );
		stream( `${ name }\n<!-- wp:jetpack/field-em` );
		expect( names( inner() ) ).toEqual( [ 'jetpack/field-name' ] );

		const radio = field( 'jetpack/field-radio', {
			label: 'Will you attend?',
			options: [ 'Yes', 'No' ],
		} );
		finish( `${ name }\n${ email }\n${ radio }` );
		expect( names( inner() ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-radio',
			'jetpack/button',
		] );
		expect( inner()[ 3 ].attributes ).toMatchObject( {
			text: 'Submit',
			borderRadius: 8,
			lock: { remove: true },
		} );
		// Still open, ready for another request, the input cleared.
		expect( input() ).toHaveValue( '' );
	} );

	it( 'keeps the blocks that arrived, with a Submit, when stopped', () => {
		const { inner } = setup();
		ask( 'A contact form' );
		stream(
			`${ field( 'jetpack/field-name' ) }\n${ field(
				'jetpack/field-email'
			) }\n<!-- wp:jetpack/field-text`
		);
		// An Escape outside the bar leaves it alone; one in the bar stops.
		fireEvent.keyDown( document.body, { key: 'Escape' } );
		expect( ai.stop ).not.toHaveBeenCalled();
		fireEvent.keyDown( screen.getByRole( 'button', { name: 'Stop' } ), {
			key: 'Escape',
		} );
		expect( ai.stop ).toHaveBeenCalled();
		expect( names( inner() ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/button',
		] );
	} );

	it( 'Esc anywhere in the form (in a field too) stops the answer', () => {
		const { inner, registry } = setup();
		const formId = (
			registry.select( blockEditorStore ) as unknown as {
				getBlockOrder: () => string[];
			}
		 ).getBlockOrder()[ 0 ];
		ask( 'A contact form' );
		stream( `${ field( 'jetpack/field-name' ) }\n` );
		const nameId = inner()[ 0 ].clientId;
		// The form's element in the canvas, a field inside it.
		const form = document.createElement( 'div' );
		form.setAttribute( 'data-block', formId );
		form.innerHTML = `<div data-block="${ nameId }"><input /></div>`;
		document.body.append( form );
		try {
			fireEvent.keyDown( form.querySelector( 'input' )!, {
				key: 'Escape',
			} );
			expect( ai.stop ).toHaveBeenCalledTimes( 1 );
		} finally {
			form.remove();
		}
	} );

	it( 'raises an error for an empty prompt, and sends nothing', () => {
		setup();
		fireEvent.change( input()!, { target: { value: '   ' } } );
		expect(
			screen.getByRole( 'button', { name: 'Send' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		fireEvent.keyDown( input()!, { key: 'Enter' } );
		expect( ai.request ).not.toHaveBeenCalled();
		expect( notices.createNotice ).toHaveBeenCalledWith(
			'error',
			EMPTY_PROMPT_MESSAGE,
			{ id: NOTICE_ID, isDismissible: true }
		);
	} );

	it( 'shows an error as a dismissible notice and leaves the form as it was', () => {
		const { inner } = setup( { fields: [ 'jetpack/field-url' ] } );
		fireEvent.click( toolbarButton()! );
		ask( 'A survey' );
		fail(
			'error_network',
			'It was not possible to process your request. Mind trying again?'
		);
		expect( notices.createNotice ).toHaveBeenCalledWith(
			'info',
			'It was not possible to process your request. Mind trying again?',
			{ id: NOTICE_ID, isDismissible: true }
		);
		expect( names( inner() ) ).toEqual( [ 'jetpack/field-url' ] );
		// The prompt is kept for another try.
		expect( input() ).toHaveValue( 'A survey' );
	} );

	it( 'puts back the fields the form had when the stream fails part-way, and says so', () => {
		const { inner } = setup( {
			fields: [ 'jetpack/field-url', 'jetpack/field-date' ],
		} );
		fireEvent.click( toolbarButton()! );
		ask( 'An RSVP form' );
		stream(
			`${ field( 'jetpack/field-name' ) }\n<!-- wp:jetpack/field-em`
		);
		expect( names( inner() ) ).toEqual( [ 'jetpack/field-name' ] );
		fail(
			'error_network',
			'It was not possible to process your request. Mind trying again?'
		);
		expect( names( inner() ) ).toEqual( [
			'jetpack/field-url',
			'jetpack/field-date',
		] );
		expect( notices.createNotice ).toHaveBeenCalledWith(
			'info',
			'It was not possible to process your request. Mind trying again? The form keeps the fields it had.',
			{ id: NOTICE_ID, isDismissible: true }
		);
		expect( input() ).toHaveValue( 'An RSVP form' );
	} );

	it( 'leaves the quota error to the upgrade banner, with the input disabled', () => {
		const view = setup();
		ask( 'A booking form' );
		fail(
			'error_quota_exceeded',
			'You have reached the limit of requests for this site.'
		);
		expect( notices.createNotice ).not.toHaveBeenCalled();
		// The client marks the site as requiring an upgrade: the banner
		// in the bar says it, and the input waits.
		view.unmount();
		state.feature = {
			siteRequireUpgrade: true,
			errorMessage:
				'You have used your 3 AI requests for this month. AI is available again on December 1, 2026.',
			checkoutUrl:
				'http://site.test/wp-admin/options-general.php?page=orbit-blocks#orbit-blocks-settings-ai',
		};
		setup();
		const bar = within( screen.getByTestId( 'orbit-form-ai' ) );
		expect(
			bar.getByText(
				'You have reached the limit of requests for this site.'
			)
		).toBeInTheDocument();
		expect(
			bar.getByText( /AI is available again on December 1, 2026/ )
		).toBeInTheDocument();
		// An administrator is led to the limit's setting.
		expect(
			bar.getByRole( 'link', { name: 'Change the limit' } )
		).toBeVisible();
		expect( input() ).toBeDisabled();
	} );
} );

describe( 'on small screens', () => {
	it( 'sits fixed in the slot under the block toolbar, outside the canvas', () => {
		small = true;
		const { container } = render( <div /> );
		setup();
		const bar = screen.getByTestId( 'orbit-form-ai' );
		expect( bar ).toHaveClass( 'orbit-form-ai--fixed' );
		expect( bar.parentElement ).toBe( document.body );
		expect( container ).not.toContainElement( bar );
	} );
} );
