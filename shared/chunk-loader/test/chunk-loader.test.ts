import {
	CHUNK_LOAD_TIMEOUT,
	ChunkLoadError,
	CssChunkLoadError,
	loadChunk,
} from '..';

const tags = ( name: string ) =>
	Array.from(
		document.head.querySelectorAll< HTMLElement >(
			`[data-orbit-chunk="${ name }"]`
		)
	);
const script = ( name: string ) =>
	tags( name ).find( ( t ) => t.tagName === 'SCRIPT' ) as HTMLScriptElement;
const link = ( name: string ) =>
	tags( name ).find( ( t ) => t.tagName === 'LINK' ) as HTMLLinkElement;

describe( 'chunk loader', () => {
	afterEach( () => {
		document.head.innerHTML = '';
		document.documentElement.dir = '';
		jest.useRealTimers();
	} );

	it( 'loads the script and the stylesheet once, however many ask', async () => {
		const spec = {
			name: 'swiper',
			scriptUrl: '/c/swiper.js',
			styleUrl: '/c/swiper.css',
			rtlStyleUrl: '/c/swiper-rtl.css',
		};
		const first = loadChunk( spec );
		const second = loadChunk( spec );
		expect( second ).toBe( first );
		expect( tags( 'swiper' ) ).toHaveLength( 2 );
		expect( link( 'swiper' ).href ).toMatch( /\/c\/swiper\.css$/ );
		script( 'swiper' ).onload?.( new Event( 'load' ) );
		link( 'swiper' ).onload?.( new Event( 'load' ) );
		await expect( first ).resolves.toBeUndefined();
	} );

	it( 'takes the right-to-left stylesheet in an rtl document', () => {
		document.documentElement.dir = 'rtl';
		loadChunk( {
			name: 'rtl',
			styleUrl: '/c/a.css',
			rtlStyleUrl: '/c/a-rtl.css',
		} ).catch( () => undefined );
		expect( link( 'rtl' ).href ).toMatch( /\/c\/a-rtl\.css$/ );
	} );

	it( 'fails with ChunkLoadError when the script fails, and a retry loads again', async () => {
		const spec = { name: 'broken', scriptUrl: '/c/broken.js' };
		const failed = loadChunk( spec );
		script( 'broken' ).onerror?.( new Event( 'error' ) );
		await expect( failed ).rejects.toBeInstanceOf( ChunkLoadError );
		await expect( failed ).rejects.toMatchObject( {
			name: 'ChunkLoadError',
			request: '/c/broken.js',
		} );
		expect( tags( 'broken' ) ).toHaveLength( 0 );
		const retry = loadChunk( spec );
		expect( retry ).not.toBe( failed );
		script( 'broken' ).onload?.( new Event( 'load' ) );
		await expect( retry ).resolves.toBeUndefined();
	} );

	it( 'fails with CSS_CHUNK_LOAD_FAILED when the stylesheet fails, removing the script too', async () => {
		const failed = loadChunk( {
			name: 'css',
			scriptUrl: '/c/css.js',
			styleUrl: '/c/css.css',
		} );
		script( 'css' ).onload?.( new Event( 'load' ) );
		link( 'css' ).onerror?.( new Event( 'error' ) );
		await expect( failed ).rejects.toBeInstanceOf( CssChunkLoadError );
		await expect( failed ).rejects.toMatchObject( {
			code: 'CSS_CHUNK_LOAD_FAILED',
			request: '/c/css.css',
		} );
		expect( tags( 'css' ) ).toHaveLength( 0 );
	} );

	it( 'gives up after 120000 ms', async () => {
		jest.useFakeTimers();
		const slow = loadChunk( { name: 'slow', scriptUrl: '/c/slow.js' } );
		jest.advanceTimersByTime( CHUNK_LOAD_TIMEOUT - 1 );
		expect( tags( 'slow' ) ).toHaveLength( 1 );
		jest.advanceTimersByTime( 1 );
		await expect( slow ).rejects.toMatchObject( {
			name: 'ChunkLoadError',
			message: expect.stringContaining( 'timeout' ),
		} );
		expect( CHUNK_LOAD_TIMEOUT ).toBe( 120000 );
	} );
} );
