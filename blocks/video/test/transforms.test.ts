/**
 * The conversions between core/video and videopress/video (the fallback,
 * the notice and the Transform menu) and the core/video filter: the guid
 * attribute, and the notice wrapped around core/video's own edit.
 */
import { getBlockType } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import transforms, {
	fromCoreVideo,
	isVideoFiles,
	NAME,
	toCoreVideo,
} from '../transforms';
import { registerVideoAndCoreVideo } from './core-video-block';

const coreEdit = () => null;

// core/video as WordPress declares it (the attributes that matter here).
registerVideoAndCoreVideo(
	{
		autoplay: { type: 'boolean' },
		caption: { type: 'string' },
		controls: { type: 'boolean', default: true },
		id: { type: 'number' },
		loop: { type: 'boolean' },
		muted: { type: 'boolean' },
		poster: { type: 'string' },
		preload: { type: 'string', default: 'metadata' },
		src: { type: 'string' },
		playsInline: { type: 'boolean' },
		tracks: { type: 'array', default: [] },
	},
	coreEdit
);

describe( 'core/video filter', () => {
	it( 'adds the guid attribute and wraps the edit with the notice', () => {
		const core = getBlockType( 'core/video' ) as unknown as {
			attributes: Record< string, unknown >;
			edit: unknown;
		};
		expect( core.attributes.guid ).toEqual( { type: 'string' } );
		expect( core.edit ).not.toBe( coreEdit );
	} );

	it( 'adds the tracks list and the example flag (spec 3), keeping core/video’s own', () => {
		const core = getBlockType( 'core/video' ) as unknown as {
			attributes: Record< string, unknown >;
		};
		expect( core.attributes.videoPressTracks ).toEqual( {
			type: 'array',
			items: { type: 'object' },
			default: [],
		} );
		expect( core.attributes.isVideoPressExample ).toEqual( {
			type: 'boolean',
			default: false,
		} );
		expect( core.attributes.tracks ).toEqual( {
			type: 'array',
			default: [],
		} );
	} );

	it( 'keeps the tracks list and the example flag through core/video and back', () => {
		const tracks = [
			{
				src: 'https://example.test/en.vtt',
				kind: 'subtitles',
				srcLang: 'en',
				label: 'English',
			},
		];
		const core = toCoreVideo( {
			guid: 'AbCd1234',
			videoPressTracks: tracks as never,
			isVideoPressExample: true,
		} );
		expect( core.attributes ).toMatchObject( {
			guid: 'AbCd1234',
			videoPressTracks: tracks,
			isVideoPressExample: true,
		} );
		const back = fromCoreVideo( core.attributes );
		expect( back.attributes ).toMatchObject( {
			videoPressTracks: tracks,
			isVideoPressExample: true,
		} );
	} );
} );

describe( 'conversions', () => {
	it( 'turns this block into core/video, keeping the guid and the shared settings', () => {
		const block = toCoreVideo( {
			guid: 'AbCd1234',
			id: 7,
			src: 'https://example.test/v.mp4',
			poster: 'https://example.test/p.jpg',
			playsinline: true,
			loop: true,
			title: 'Not a core attribute',
			videoPressTracks: [],
		} );
		expect( block.name ).toBe( 'core/video' );
		expect( block.attributes ).toMatchObject( {
			guid: 'AbCd1234',
			id: 7,
			src: 'https://example.test/v.mp4',
			poster: 'https://example.test/p.jpg',
			playsInline: true,
			loop: true,
			controls: true,
		} );
		expect( block.attributes ).not.toHaveProperty( 'title' );
		expect( block.attributes ).not.toHaveProperty( 'playsinline' );
	} );

	it( 'turns a core/video with a guid into this block, with its defaults', () => {
		const block = fromCoreVideo( {
			guid: 'AbCd1234',
			id: 7,
			src: 'https://example.test/v.mp4',
			playsInline: true,
			controls: undefined,
			preload: '',
			tracks: [ { src: 'x' } ],
		} );
		expect( block.name ).toBe( NAME );
		expect( block.attributes ).toMatchObject( {
			guid: 'AbCd1234',
			id: 7,
			playsinline: true,
			controls: true,
			preload: 'metadata',
		} );
		expect( block.attributes ).not.toHaveProperty( 'tracks' );
		expect( block.attributes ).not.toHaveProperty( 'playsInline' );
	} );

	it( 'offers the block transform only for core videos with a guid', () => {
		const fromCore = transforms.from[ 1 ] as {
			isMatch: ( a: { guid?: string } ) => boolean;
		};
		expect( fromCore.isMatch( { guid: 'AbCd1234' } ) ).toBe( true );
		expect( fromCore.isMatch( {} ) ).toBe( false );
	} );

	it( 'takes a drop only of videos the site allows this user to upload', () => {
		const editor = dispatch( blockEditorStore ) as unknown as {
			updateSettings: ( settings: object ) => void;
		};
		editor.updateSettings( {
			allowedMimeTypes: { 'mp4|m4v': 'video/mp4', webm: 'video/webm' },
		} );
		try {
			const webm = new File( [ 'x' ], 'a.webm', { type: 'video/webm' } );
			const mkv = new File( [ 'x' ], 'a.mkv', {
				type: 'video/x-matroska',
			} );
			expect( isVideoFiles( [ webm ] ) ).toBe( true );
			expect( isVideoFiles( [ mkv ] ) ).toBe( false );
			expect( isVideoFiles( [ webm, mkv ] ) ).toBe( false );
		} finally {
			editor.updateSettings( { allowedMimeTypes: null } );
		}
	} );

	it( 'makes one block per dropped file, videos only', () => {
		const video = new File( [ 'x' ], 'a.webm', { type: 'video/webm' } );
		const text = new File( [ 'x' ], 'a.txt', { type: 'text/plain' } );
		expect( isVideoFiles( [ video, video ] ) ).toBe( true );
		expect( isVideoFiles( [ video, text ] ) ).toBe( false );
		expect( isVideoFiles( [] ) ).toBe( false );
		const files = transforms.from[ 0 ] as {
			transform: (
				f: File[]
			) => { name: string; attributes: Record< string, unknown > }[];
		};
		const blocks = files.transform( [ video, video ] );
		expect( blocks ).toHaveLength( 2 );
		expect( blocks[ 0 ].attributes.fileForImmediateUpload ).toBe( video );
	} );
} );
