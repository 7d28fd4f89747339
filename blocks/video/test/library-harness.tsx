/**
 * For the video editor's tests that pick from the media library (library-video): the editor's upload function set, the media route answered
 * by the api-fetch double for the library's two videos (5 and 6, with their
 * VideoPress guids), and the block kept in state. The test file mocks
 * api-fetch itself (jest.mock is hoisted per file).
 */
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import VideoEdit from '../edit';
import type { VideoAttributes } from '../types';

/** The library's videos: attachment id → VideoPress guid. */
export const GUIDS: Record< number, string > = { 5: 'AbCd1234', 6: 'EfGh5678' };

/** Sets the editor's upload function and answers the media route, per test. */
export function answerMediaLibrary() {
	const api = apiFetchDouble;
	beforeAll( () => {
		// The editor's upload function: Replace offers the library with it.
		(
			dispatch( blockEditorStore ) as unknown as {
				updateSettings: ( settings: object ) => void;
			}
		 ).updateSettings( { mediaUpload: () => undefined } );
	} );
	beforeEach( () => {
		api.mockReset();
		api.mockImplementation( ( { path }: { path: string } ) => {
			const id = Number(
				/^\/wp\/v2\/media\/(\d+)\?context=edit$/.exec( path )?.[ 1 ]
			);
			return Promise.resolve( {
				id,
				jetpack_videopress: { guid: GUIDS[ id ], title: '' },
			} );
		} );
	} );
	return api;
}

/** The selected video block, its attributes kept in state from `initial`. */
export function Block( { initial }: { initial: Partial< VideoAttributes > } ) {
	const [ attributes, setAttributes ] = useState( initial );
	return (
		<VideoEdit
			attributes={ attributes as VideoAttributes }
			setAttributes={ ( next: Partial< VideoAttributes > ) =>
				setAttributes( ( previous ) => ( { ...previous, ...next } ) )
			}
			isSelected
			clientId="block-1"
		/>
	);
}
