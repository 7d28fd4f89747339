/**
 * Component tests of simple payments in the editor (spec 2 sections 4 to
 * 7): errors shown on deselect, a valid product saved as a draft
 * jp_pay_product on deselect and published once it has an id, the checks
 * on post save, not saved when the user may not publish, saved when there is
 * no post, and the server's spay_email and spay_price errors.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { apiFetchDouble as mockFetch } from '../../../tests/setup/api-fetch-double';
import { RegistryProvider } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { freshRegistry } from '../../../tests/setup/registry';
import { setStoreState, stateStore } from '../../../tests/setup/state-store';
import metadata from '../block.json';
import SimplePaymentsEdit from '../edit';
import { coreEntitiesStore } from './core-entities';
import type { SimplePaymentsAttributes } from '../types';
import { fillLabelled } from '../../../tests/setup/fill-labelled';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	useBlockProps: ( props: object = {} ) => props,
	MediaPlaceholder: () => <div>Product image</div>,
	MediaUploadCheck: ( { children }: { children: unknown } ) => children,
	MediaUpload: () => null,
} ) );

const DEFAULTS = Object.fromEntries(
	Object.entries( metadata.attributes ).map( ( [ key, value ] ) => [
		key,
		( value as { default?: unknown } ).default,
	] )
) as unknown as SimplePaymentsAttributes;

interface EditorState {
	saving: boolean;
	canPublish: boolean;
}

const editorStore = ( initial: EditorState ) =>
	stateStore( 'core/editor', initial, {
		getCurrentPost: ( state: EditorState ) => ( {
			_links: state.canPublish ? { 'wp:action-publish': [ {} ] } : {},
		} ),
		getCurrentPostType: () => 'post',
		isSavingPost: ( state: EditorState ) => state.saving,
		isAutosavingPost: () => false,
	} );

let latest: SimplePaymentsAttributes;
let select: ( selected: boolean ) => void;

function Harness( { initial }: { initial: SimplePaymentsAttributes } ) {
	const [ attributes, setState ] = useState( initial );
	const [ isSelected, setSelected ] = useState( true );
	latest = attributes;
	select = setSelected;
	return (
		<SimplePaymentsEdit
			attributes={ attributes }
			isSelected={ isSelected }
			clientId="block-1"
			setAttributes={ ( changes ) =>
				setState(
					( current ) => ( latest = { ...current, ...changes } )
				)
			}
		/>
	);
}

function renderEdit(
	initial: Partial< SimplePaymentsAttributes > = {},
	editor: EditorState | null = { saving: false, canPublish: true }
) {
	const registry = editor
		? freshRegistry( editorStore( editor ), coreEntitiesStore() )
		: freshRegistry( coreEntitiesStore() );
	render(
		<RegistryProvider value={ registry as never }>
			<Harness initial={ { ...DEFAULTS, ...initial } } />
		</RegistryProvider>
	);
	return registry;
}

const VALID = {
	title: 'Mug',
	price: 12.5,
	email: 'shop@example.com',
	content: 'A mug',
};
const deselect = () => act( () => select( false ) );

beforeEach( () => {
	mockFetch.mockReset();
	let next = 70;
	mockFetch.mockImplementation( async ( { path }: { path: string } ) => ( {
		id: path.endsWith( '/jp_pay_product' )
			? next++
			: Number( path.split( '/' ).pop() ),
	} ) );
} );

describe( 'simple payments edit', () => {
	it( 'shows every field error on deselect and saves nothing', async () => {
		renderEdit();
		expect( screen.getByText( 'Product image' ) ).toBeTruthy();
		deselect();
		expect(
			await screen.findByText(
				'Please add a brief title so that people know what they’re paying for.'
			)
		).toBeTruthy();
		expect(
			screen.getByText(
				'If you’re selling something, you need a price tag. Add yours here.'
			)
		).toBeTruthy();
		expect(
			screen.getByText(
				'We want to make sure payments reach you, so please add an email address.'
			)
		).toBeTruthy();
		expect( mockFetch ).not.toHaveBeenCalled();
	} );

	it( 'saves a valid product as a draft on deselect, then publishes it', async () => {
		renderEdit();
		fillLabelled( 'Item name', 'Mug' );
		fillLabelled( 'Price', '1,250.5' );
		fillLabelled( 'Email', 'shop@example.com' );
		fireEvent.click(
			screen.getByLabelText(
				'Allow people to buy more than one item at a time.'
			)
		);
		fillLabelled( 'Currency', 'USD' );
		deselect();
		await waitFor( () => expect( latest.productId ).toBe( 70 ) );
		expect( mockFetch.mock.calls[ 0 ][ 0 ] ).toEqual( {
			path: '/wp/v2/jp_pay_product',
			method: 'POST',
			data: {
				title: 'Mug',
				content: '',
				featured_media: 0,
				status: 'draft',
				meta: {
					spay_currency: 'USD',
					spay_email: 'shop@example.com',
					spay_multiple: 1,
					spay_price: 1250.5,
				},
			},
		} );
		act( () => select( true ) );
		deselect();
		await waitFor( () => expect( mockFetch ).toHaveBeenCalledTimes( 2 ) );
		expect( mockFetch.mock.calls[ 1 ][ 0 ] ).toMatchObject( {
			path: '/wp/v2/jp_pay_product/70',
			method: 'PUT',
			data: { id: 70, status: 'publish' },
		} );
	} );

	it( 'shows the checks on post save and leaves the saving to the post save', async () => {
		const registry = renderEdit( { ...VALID, title: '', productId: 9 } );
		await act( async () =>
			setStoreState< EditorState >( registry, 'core/editor', {
				saving: true,
			} )
		);
		expect(
			screen.getByText(
				'Please add a brief title so that people know what they’re paying for.'
			)
		).toBeTruthy();
		expect( mockFetch ).not.toHaveBeenCalled();
	} );

	it( 'does not save when the user may not publish', async () => {
		renderEdit( VALID, { saving: false, canPublish: false } );
		deselect();
		await act( async () => {} );
		expect( mockFetch ).not.toHaveBeenCalled();
	} );

	it( 'saves where there is no post (widget editor)', async () => {
		renderEdit( VALID, null );
		deselect();
		await waitFor( () => expect( latest.productId ).toBe( 70 ) );
	} );

	it( 'shows the server errors for spay_email and spay_price', async () => {
		mockFetch.mockRejectedValueOnce( {
			code: 'invalid_email',
			message: 'Invalid email address.',
			data: { status: 400, key: 'spay_email' },
		} );
		renderEdit( VALID );
		deselect();
		expect(
			await screen.findByText(
				'shop@example.com is not a valid email address.'
			)
		).toBeTruthy();
		mockFetch.mockRejectedValueOnce( {
			code: 'invalid_price',
			message: 'Invalid price.',
			data: { status: 400, key: 'spay_price' },
		} );
		act( () => select( true ) );
		deselect();
		expect( await screen.findByText( 'Invalid price.' ) ).toBeTruthy();
		expect( latest.productId ).toBeUndefined();
	} );
} );
