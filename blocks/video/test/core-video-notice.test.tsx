/**
 * The notice on core video blocks that carry a guid (core-video-notice.tsx):
 * Transform blocks to VideoPress turns every such block of the post into
 * this block and records spec 3's "manual conversion click" event; a block
 * that cannot be converted is logged to the console and the others still go.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { createBlock } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch, select } from '@wordpress/data';
import CoreVideoNotice, { MANUAL_CONVERSION_EVENT } from '../core-video-notice';
import { NAME } from '../transforms';
import { queuedEvents } from '../../../shared/tracking';
import { registerVideoAndCoreVideo } from './core-video-block';

jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	InspectorControls: ( { children }: { children: unknown } ) => children,
} ) );

const editor = () =>
	dispatch( blockEditorStore ) as unknown as Record<
		string,
		( ...args: unknown[] ) => unknown
	>;
const blocks = () =>
	(
		select( blockEditorStore ) as unknown as {
			getBlocks: () => { name: string; attributes: { guid?: string } }[];
		}
	 ).getBlocks();

registerVideoAndCoreVideo( {
	src: { type: 'string' },
	guid: { type: 'string' },
} );
afterEach( () => {
	editor().resetBlocks( [] );
} );

it( 'converts every core video with a guid and records the manual conversion click', () => {
	editor().resetBlocks( [
		createBlock( 'core/video', { guid: 'AbCd1234', src: 'a.mp4' } ),
		createBlock( 'core/video', { guid: 'EfGh5678', src: 'b.mp4' } ),
	] );
	const before = queuedEvents().length;
	render( <CoreVideoNotice /> );
	fireEvent.click(
		screen.getByRole( 'button', { name: 'Transform blocks to VideoPress' } )
	);
	expect( blocks().map( ( block ) => block.name ) ).toEqual( [ NAME, NAME ] );
	const recorded = queuedEvents().slice( before );
	expect( recorded ).toHaveLength( 1 );
	expect( recorded[ 0 ] ).toMatchObject( {
		name: MANUAL_CONVERSION_EVENT,
		props: { block_count: 2 },
	} );
	expect( MANUAL_CONVERSION_EVENT ).toBe(
		'jetpack_editor_videopress_block_manual_conversion_click'
	);
} );

it( 'logs a conversion that fails and goes on with the others', () => {
	editor().resetBlocks( [
		createBlock( 'core/video', { guid: 'AbCd1234', src: 'a.mp4' } ),
		createBlock( 'core/video', { guid: 'EfGh5678', src: 'b.mp4' } ),
	] );
	const failure = new Error( 'broken' );
	const real = editor().replaceBlock;
	let calls = 0;
	const spy = jest
		.spyOn( editor(), 'replaceBlock' )
		.mockImplementation( ( ...args: unknown[] ) => {
			calls++;
			if ( calls === 1 ) {
				throw failure;
			}
			return real( ...args );
		} );
	render( <CoreVideoNotice /> );
	fireEvent.click(
		screen.getByRole( 'button', { name: 'Transform blocks to VideoPress' } )
	);
	expect( console ).toHaveErroredWith(
		'Video: converting a core video block failed',
		failure
	);
	expect( blocks().map( ( block ) => block.attributes.guid ) ).toEqual( [
		'AbCd1234',
		'EfGh5678',
	] );
	expect( blocks().map( ( block ) => block.name ) ).toEqual( [
		'core/video',
		NAME,
	] );
	spy.mockRestore();
} );
