/**
 * The block's own states (edit.tsx, spec 3 sections 2 and 4) before there
 * is a preview: the placeholder, a drop of several files making one block
 * per file, a refused format, and the fallback to a core video block when a
 * library video has no guid or its media record cannot be fetched. The
 * block editor's stores and the upload editor are doubles.
 */
import {
	cleanup,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { apiFetchDouble as api } from '../../../tests/setup/api-fetch-double';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import VideoEdit from '../edit';
import { NAME } from '../transforms';
import type { VideoAttributes } from '../types';
import { registerVideoAndCoreVideo } from './core-video-block';

let mockPicked: unknown = null;

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	useBlockProps: ( props: object ) => props,
	BlockControls: () => null,
	InspectorControls: () => null,
	MediaUpload: () => null,
	MediaPlaceholder: ( props: {
		labels: { instructions: string };
		onSelect: ( selection: unknown ) => void;
		notices?: unknown;
	} ) => (
		<div>
			<p>{ props.labels.instructions }</p>
			<button onClick={ () => props.onSelect( mockPicked ) }>Pick</button>
			{ props.notices as never }
		</div>
	),
} ) );
jest.mock( '../components/uploader', () => ( {
	__esModule: true,
	default: ( { file }: { file: File } ) => <p>Uploading { file.name }</p>,
} ) );

type Block = { name: string; attributes: Record< string, unknown > };
// The block editor store's own actions, watched (the block is not in it).
const editor = dispatch( blockEditorStore ) as unknown as Record<
	string,
	( ...args: unknown[] ) => unknown
>;
const mockReplaceBlock = jest
	.spyOn( editor, 'replaceBlock' )
	.mockImplementation( () => undefined );
const mockInsertBlocks = jest
	.spyOn( editor, 'insertBlocks' )
	.mockImplementation( () => undefined );

registerVideoAndCoreVideo( {
	src: { type: 'string' },
	id: { type: 'number' },
} );
beforeEach( () => {
	api.mockReset();
	mockReplaceBlock.mockReset();
	mockInsertBlocks.mockReset();
} );

const edit = (
	attributes: Partial< VideoAttributes >,
	setAttributes = jest.fn()
) =>
	render(
		<VideoEdit
			attributes={ attributes as VideoAttributes }
			setAttributes={ setAttributes }
			isSelected
			clientId="block-1"
		/>
	);

const file = ( name: string, type: string ) =>
	new File( [ 'x' ], name, { type } );

it( 'uploads the first dropped video here and makes a block for each other one', () => {
	const second = file( 'b.webm', 'video/webm' );
	mockPicked = [ file( 'a.webm', 'video/webm' ), second ];
	edit( {} );
	fireEvent.click( screen.getByRole( 'button', { name: 'Pick' } ) );
	expect( screen.getByText( 'Uploading a.webm' ) ).toBeInTheDocument();
	expect( mockInsertBlocks ).toHaveBeenCalledTimes( 1 );
	const [ blocks, index ] = mockInsertBlocks.mock.calls[ 0 ] as [
		Block[],
		number,
	];
	// Right after this block (not in the store here: index -1, so 0).
	expect( index ).toBe( 0 );
	expect( blocks ).toHaveLength( 1 );
	expect( blocks[ 0 ].name ).toBe( NAME );
	expect( blocks[ 0 ].attributes.fileForImmediateUpload ).toBe( second );
} );

it( 'refuses files that are not videos, with the spec’s text', () => {
	mockPicked = [ file( 'a.txt', 'text/plain' ) ];
	edit( {} );
	fireEvent.click( screen.getByRole( 'button', { name: 'Pick' } ) );
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
		'The format of the video you uploaded is not supported'
	);
	expect( mockInsertBlocks ).not.toHaveBeenCalled();
} );

describe( 'the site’s allowed file types', () => {
	const settings = ( allowedMimeTypes: object | null ) =>
		(
			dispatch( blockEditorStore ) as unknown as {
				updateSettings: ( next: object ) => void;
			}
		 ).updateSettings( { allowedMimeTypes } );
	beforeEach( () =>
		settings( { 'mp4|m4v': 'video/mp4', webm: 'video/webm' } )
	);
	afterEach( () => {
		cleanup();
		settings( null );
	} );

	it( 'refuses a video of a type the site does not take, before sending anything', () => {
		mockPicked = [ file( 'film.mkv', 'video/x-matroska' ) ];
		edit( {} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Pick' } ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The format of the video you uploaded is not supported'
		);
		expect( screen.queryByText( /^Uploading/ ) ).toBeNull();
		expect( mockInsertBlocks ).not.toHaveBeenCalled();
	} );

	it( 'uploads the allowed videos of a drop and leaves the others out', () => {
		const allowed = file( 'b.mp4', 'video/mp4' );
		mockPicked = [
			file( 'a.mkv', 'video/x-matroska' ),
			allowed,
			file( 'c.avi', 'video/x-msvideo' ),
		];
		edit( {} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Pick' } ) );
		expect( screen.getByText( 'Uploading b.mp4' ) ).toBeInTheDocument();
		expect( mockInsertBlocks ).not.toHaveBeenCalled();
	} );

	it( 'does not start a dropped file the site does not take', () => {
		edit( {
			fileForImmediateUpload: file( 'film.mkv', 'video/x-matroska' ),
		} );
		expect( screen.queryByText( /^Uploading/ ) ).toBeNull();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The format of the video you uploaded is not supported'
		);
	} );
} );

it( 'logs to the console when the conversion to a core video block fails', async () => {
	api.mockResolvedValue( { id: 5, jetpack_videopress: null } );
	const failure = new Error( 'core/video is not registered' );
	mockReplaceBlock.mockImplementation( () => {
		throw failure;
	} );
	edit( { id: 5, src: 'https://example.test/v.mp4' } );
	await waitFor( () => expect( mockReplaceBlock ).toHaveBeenCalled() );
	expect( console ).toHaveErroredWith(
		'Video: converting the block to a core video block failed',
		failure
	);
} );

it( 'becomes a core video block when the library video has no guid', async () => {
	api.mockResolvedValue( { id: 5, jetpack_videopress: null } );
	edit( { id: 5, src: 'https://example.test/v.mp4' } );
	await waitFor( () => expect( mockReplaceBlock ).toHaveBeenCalled() );
	const [ clientId, block ] = mockReplaceBlock.mock.calls[ 0 ] as [
		string,
		Block,
	];
	expect( clientId ).toBe( 'block-1' );
	expect( block.name ).toBe( 'core/video' );
	expect( block.attributes ).toMatchObject( {
		id: 5,
		src: 'https://example.test/v.mp4',
	} );
} );

it( 'becomes a core video block when the media record cannot be fetched', async () => {
	api.mockRejectedValue( new Error( 'offline' ) );
	edit( { id: 5, src: 'https://example.test/v.mp4' } );
	await waitFor( () => expect( mockReplaceBlock ).toHaveBeenCalled() );
	expect( ( mockReplaceBlock.mock.calls[ 0 ][ 1 ] as Block ).name ).toBe(
		'core/video'
	);
} );

it( 'takes the guid of a library video that has one', async () => {
	api.mockResolvedValue( {
		id: 5,
		jetpack_videopress: { guid: 'AbCd1234', title: 'Clip' },
	} );
	const setAttributes = jest.fn();
	edit( { id: 5, src: 'https://example.test/v.mp4' }, setAttributes );
	await waitFor( () =>
		expect( setAttributes ).toHaveBeenCalledWith( { guid: 'AbCd1234' } )
	);
	expect( mockReplaceBlock ).not.toHaveBeenCalled();
} );
