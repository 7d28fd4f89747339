/**
 * For the video tests that convert between core/video and this block
 * (transforms, core-video-notice, edit): this block registered, then
 * core/video as WordPress declares it with the attributes the test needs
 * (registered after, so the block's core/video filter applies), both
 * unregistered after the file's tests.
 */
import { registerBlockType, unregisterBlockType } from '@wordpress/blocks';
import { register } from '../index';
import { NAME } from '../transforms';

export function registerVideoAndCoreVideo(
	attributes: Record< string, { type: string; default?: unknown } >,
	edit: () => null = () => null
) {
	beforeAll( () => {
		register();
		registerBlockType(
			'core/video' as never,
			{
				title: 'Video',
				category: 'media',
				attributes,
				edit,
				save: () => null,
			} as never
		);
	} );
	afterAll( () => {
		unregisterBlockType( 'core/video' );
		unregisterBlockType( NAME );
	} );
}
