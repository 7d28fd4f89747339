/**
 * One Publish: the products are saved (made as a draft, then published)
 * before the post, and the post content sent carries each block's new
 * productId (spec 2 section 4). Autosaves, invalid products and users who
 * may not publish leave the products alone; a refused product leaves a
 * notice and the post saving.
 */
import { apiFetchDouble as mockFetch } from '../../../tests/setup/api-fetch-double';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, parse, serialize } from '@wordpress/blocks';
import { createReduxStore } from '@wordpress/data';
import { applyFiltersAsync } from '@wordpress/hooks';
import { store as noticesStore } from '@wordpress/notices';
import { freshRegistry } from '../../../tests/setup/registry';
import { register } from '..';
import { saveProductsBeforePost, type EditorRegistry } from '../pre-save';
import { coreEntitiesStore } from './core-entities';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const VALID = {
	title: 'Mug',
	price: 12.5,
	email: 'shop@example.com',
	content: 'A mug',
	currency: 'USD',
};

function editorStore( canPublish: boolean ) {
	return createReduxStore( 'core/editor', {
		reducer: ( state = {} ) => state,
		selectors: {
			getCurrentPost: () => ( {
				_links: canPublish ? { 'wp:action-publish': [ {} ] } : {},
			} ),
		},
	} );
}

function setup( attributes: Record< string, unknown >, canPublish = true ) {
	const registry = freshRegistry(
		blockEditorStore,
		noticesStore,
		coreEntitiesStore(),
		editorStore( canPublish )
	) as unknown as EditorRegistry & {
		select: (
			store: unknown
		) => Record< string, ( ...a: never[] ) => never >;
		dispatch: (
			store: unknown
		) => Record< string, ( ...a: never[] ) => never >;
	};
	// What core/editor serialises: the blocks of the block editor.
	const editor = registry.select( 'core/editor' ) as Record<
		string,
		unknown
	>;
	editor.getEditedPostContent = () =>
		serialize(
			(
				registry.select( blockEditorStore ) as unknown as {
					getBlocks: () => never[];
				}
			 ).getBlocks()
		);
	const block = createBlock( 'jetpack/simple-payments', attributes );
	(
		registry.dispatch( blockEditorStore ) as unknown as {
			resetBlocks: ( blocks: unknown[] ) => void;
		}
	 ).resetBlocks( [ block ] );
	return { registry, filter: saveProductsBeforePost( registry ) };
}

beforeAll( () => register() );

beforeEach( () => {
	mockFetch.mockReset();
	mockFetch.mockImplementation( async ( { path }: { path: string } ) => ( {
		id: path.endsWith( '/jp_pay_product' )
			? 70
			: Number( path.split( '/' ).pop() ),
	} ) );
} );

describe( 'simple payments: products saved before the post', () => {
	it( 'makes the product, publishes it, then gives the post content with productId', async () => {
		const { filter } = setup( VALID );
		const edits = await filter( { id: 1, content: 'stale' } );
		expect( mockFetch.mock.calls.map( ( [ call ] ) => call ) ).toEqual( [
			expect.objectContaining( {
				path: '/wp/v2/jp_pay_product',
				method: 'POST',
				data: expect.objectContaining( { status: 'draft' } ),
			} ),
			expect.objectContaining( {
				path: '/wp/v2/jp_pay_product/70',
				method: 'PUT',
				data: expect.objectContaining( {
					id: 70,
					status: 'publish',
					title: 'Mug',
				} ),
			} ),
		] );
		const [ payments ] = parse( edits.content as string );
		expect( payments.name ).toBe( 'jetpack/simple-payments' );
		expect( payments.attributes.productId ).toBe( 70 );
	} );

	it( 'runs as the editor’s editor.preSavePost filter once the block is registered', async () => {
		setup( VALID );
		// The block registers the filter with the page's registry; here
		// the filter runs through @wordpress/hooks like the editor's save.
		const edits = await applyFiltersAsync(
			'editor.preSavePost',
			{ id: 1, content: 'x' },
			{ isAutosave: true }
		);
		expect( edits ).toEqual( { id: 1, content: 'x' } );
		expect( mockFetch ).not.toHaveBeenCalled();
	} );

	it( 'publishes an existing product in one call and keeps the content', async () => {
		const { filter } = setup( { ...VALID, productId: 9 } );
		const edits = await filter( { id: 1, content: 'same' } );
		expect( mockFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockFetch.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/wp/v2/jp_pay_product/9',
			data: { status: 'publish' },
		} );
		expect( edits.content ).toBe( 'same' );
	} );

	it( 'leaves products alone on autosave, when invalid, and when the user may not publish', async () => {
		await setup( VALID ).filter( { content: 'a' }, { isAutosave: true } );
		await setup( { ...VALID, email: '' } ).filter( { content: 'a' } );
		await setup( VALID, false ).filter( { content: 'a' } );
		expect( mockFetch ).not.toHaveBeenCalled();
	} );

	it( 'shows a refused product in a notice and lets the post save', async () => {
		mockFetch.mockRejectedValueOnce( {
			code: 'invalid_email',
			message: 'Invalid email address.',
			data: { status: 400, key: 'spay_email' },
		} );
		const { registry, filter } = setup( VALID );
		await expect( filter( { content: 'a' } ) ).resolves.toEqual( {
			content: 'a',
		} );
		const notices = (
			registry.select( noticesStore ) as unknown as {
				getNotices: () => { content: string }[];
			}
		 ).getNotices();
		expect( notices.map( ( n ) => n.content ) ).toEqual( [
			'shop@example.com is not a valid email address.',
		] );
	} );
} );
