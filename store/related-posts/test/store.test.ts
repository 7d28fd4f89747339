import { freshRegistry } from '../../../tests/setup/registry';
import {
	answerApiFetch,
	apiFetchDouble,
	apiFetchRequests,
} from '../../../tests/setup/api-fetch-double';
import {
	ENABLE_PATH,
	PREVIEW_PATH,
	STATUS_PATH,
	parseRelatedPost,
	parseRelatedPosts,
	previewKey,
	previewPath,
	safeUrl,
	store,
} from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const POST = {
	id: 12,
	url: 'http://localhost/?p=12',
	title: 'Lisbon on a budget',
	img: { src: 'http://localhost/wp-content/uploads/tram.png', alt_text: '' },
	date: 'January 1, 2024',
	author: 'admin',
	block_context: {
		text: 'In "Travel"',
		link: 'http://localhost/?cat=2',
	},
};

beforeEach( () => apiFetchDouble.mockReset() );

describe( 'related posts from the route', () => {
	it( 'keeps a well-formed post as it is', () => {
		expect( parseRelatedPost( POST ) ).toEqual( POST );
	} );

	it( 'drops a post without an id or a safe link, and empties unsafe addresses', () => {
		expect( parseRelatedPost( { ...POST, id: '12' } ) ).toBeNull();
		expect(
			parseRelatedPost( { ...POST, url: 'javascript:alert(1)' } )
		).toBeNull();
		expect( parseRelatedPost( null ) ).toBeNull();
		expect(
			parseRelatedPost( {
				id: 3,
				url: '/?p=3',
				img: { src: 'data:image/png;base64,AAAA' },
				block_context: { text: 'In "x"', link: 'javascript:void 0' },
			} )
		).toEqual( {
			id: 3,
			url: '/?p=3',
			title: '',
			img: { src: '', alt_text: '' },
			date: '',
			author: '',
			block_context: { text: 'In "x"', link: '' },
		} );
	} );

	it( 'reads only a list, skipping bad items', () => {
		expect( parseRelatedPosts( [ POST, { id: 'x' } ] ) ).toEqual( [
			POST,
		] );
		expect( parseRelatedPosts( [] ) ).toEqual( [] );
		expect( parseRelatedPosts( { posts: [ POST ] } ) ).toBeNull();
		expect( parseRelatedPosts( 'nope' ) ).toBeNull();
	} );

	it( 'accepts http(s) and site-relative addresses only', () => {
		expect( safeUrl( 'https://example.com/a' ) ).toBe(
			'https://example.com/a'
		);
		expect( safeUrl( '/?p=1' ) ).toBe( '/?p=1' );
		expect( safeUrl( '//evil.example/x' ) ).toBe( '' );
		expect( safeUrl( ' JavaScript:alert(1)' ) ).toBe( '' );
		expect( safeUrl( 42 ) ).toBe( '' );
	} );
} );

describe( 'preview requests', () => {
	it( 'asks for the most posts a block can show, with the edited terms sorted', () => {
		expect( previewPath( { postId: 7 } ) ).toBe(
			`${ PREVIEW_PATH }?post_id=7&size=6`
		);
		expect(
			previewPath( { postId: 7, categories: [ 5, 2, 5 ], tags: [] } )
		).toBe( `${ PREVIEW_PATH }?post_id=7&size=6&categories=2%2C5&tags=` );
	} );

	it( 'shares one cache entry between the same terms in any order', () => {
		expect( previewKey( { postId: 7, categories: [ 5, 2 ] } ) ).toBe(
			previewKey( { postId: 7, categories: [ 2, 5, 2 ] } )
		);
		expect( previewKey( { postId: 7 } ) ).not.toBe(
			previewKey( { postId: 7, categories: [] } )
		);
		expect( previewKey( { postId: 7 } ) ).not.toBe(
			previewKey( { postId: 8 } )
		);
	} );
} );

describe( 'the store', () => {
	it( 'is loading until the site says whether related posts are on, and asks once', async () => {
		answerApiFetch( () => ( { enabled: false } ) );
		const registry = freshRegistry( store );
		expect( registry.select( store ).isEnabled() ).toBeNull();
		expect( await registry.resolveSelect( store ).isEnabled() ).toBe(
			false
		);
		registry.select( store ).isEnabled();
		expect( apiFetchRequests() ).toEqual( [ { path: STATUS_PATH } ] );
	} );

	it.each( [
		[
			'a malformed body',
			() => ( { enabled: 'yes' } ),
			'Unexpected API response',
		],
		[
			'a refused request',
			() => {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				};
			},
			'Sorry, you are not allowed to do that.',
		],
	] )( 'keeps the message of %s', async ( _, answer, message ) => {
		answerApiFetch( answer );
		const registry = freshRegistry( store );
		await registry.resolveSelect( store ).isEnabled();
		expect( registry.select( store ).isEnabled() ).toBeNull();
		expect( registry.select( store ).getEnabledError() ).toBe( message );
	} );

	it( 'Activate POSTs enable, and the store then reads as on', async () => {
		answerApiFetch( ( request ) =>
			request.method === 'POST' ? { enabled: true } : { enabled: false }
		);
		const registry = freshRegistry( store );
		await registry.resolveSelect( store ).isEnabled();
		const done = registry.dispatch( store ).enable();
		expect( registry.select( store ).isEnabling() ).toBe( true );
		await done;
		expect( registry.select( store ).isEnabling() ).toBe( false );
		expect( registry.select( store ).isEnabled() ).toBe( true );
		expect( apiFetchRequests() ).toEqual( [
			{ path: STATUS_PATH },
			{ path: ENABLE_PATH, method: 'POST' },
		] );
	} );

	it( 'a refused activation keeps the server message and the old state', async () => {
		answerApiFetch( ( request ) => {
			if ( request.method === 'POST' ) {
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				};
			}
			return { enabled: false };
		} );
		const registry = freshRegistry( store );
		await registry.resolveSelect( store ).isEnabled();
		await registry.dispatch( store ).enable();
		expect( registry.select( store ).isEnabled() ).toBe( false );
		expect( registry.select( store ).isEnabling() ).toBe( false );
		expect( registry.select( store ).getEnableError() ).toBe(
			'Sorry, you are not allowed to do that.'
		);
	} );

	it( 'loads a preview once per post and terms', async () => {
		answerApiFetch( () => [ POST ] );
		const registry = freshRegistry( store );
		const query = { postId: 7, categories: [ 2 ] };
		expect( registry.select( store ).getPreview( query ) ).toBeNull();
		expect(
			await registry.resolveSelect( store ).getPreview( query )
		).toEqual( [ POST ] );
		// The same query, as a new object: no new request.
		registry.select( store ).getPreview( { postId: 7, categories: [ 2 ] } );
		expect( apiFetchRequests() ).toEqual( [
			{ path: `${ PREVIEW_PATH }?post_id=7&size=6&categories=2` },
		] );
		expect(
			await registry
				.resolveSelect( store )
				.getPreview( { postId: 7, categories: [ 2, 3 ] } )
		).toEqual( [ POST ] );
		expect( apiFetchRequests() ).toHaveLength( 2 );
	} );

	it( 'keeps a preview error for its query, and Try again asks again', async () => {
		let fail = true;
		answerApiFetch( () => {
			if ( fail ) {
				throw { message: 'Invalid post ID.' };
			}
			return [ POST ];
		} );
		const registry = freshRegistry( store );
		const query = { postId: 99 };
		await registry.resolveSelect( store ).getPreview( query );
		expect( registry.select( store ).getPreview( query ) ).toBeNull();
		expect( registry.select( store ).getPreviewError( query ) ).toBe(
			'Invalid post ID.'
		);

		fail = false;
		registry.dispatch( store ).retry();
		expect( registry.select( store ).getPreviewError( query ) ).toBeNull();
		expect(
			await registry.resolveSelect( store ).getPreview( query )
		).toEqual( [ POST ] );
		expect( apiFetchRequests() ).toHaveLength( 2 );
	} );
} );
