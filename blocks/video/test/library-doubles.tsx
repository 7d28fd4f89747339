/**
 * Module doubles for the video editor's tests that pick from the media
 * library (library-video), built in each file's jest.mock factory
 * with require( './library-doubles' ) (a factory may not use the file's
 * imports). This file imports none of the block's code, so requiring it
 * while a module is being mocked loads nothing that is mocked.
 */
type Picked = { id: number; url: string };

/**
 * The block editor package with its slots rendered in place: the library's
 * "Open Media Library" button picks what `picked()` answers, and the
 * sidebar (InspectorControls) is shown in a `sidebar` test id while
 * `sidebar()` answers true, else not at all.
 */
export function blockEditorDouble( {
	picked,
	sidebar,
}: {
	picked: () => Picked;
	sidebar: () => boolean;
} ) {
	return {
		...jest.requireActual( '@wordpress/block-editor' ),
		useBlockProps: ( props: object ) => props,
		BlockControls: ( { children }: { children: unknown } ) => children,
		InspectorControls: ( { children }: { children: unknown } ) =>
			sidebar() ? (
				<div data-testid="sidebar">{ children as never }</div>
			) : null,
		MediaUpload: ( {
			onSelect,
		}: {
			onSelect: ( picked: Picked ) => void;
		} ) => (
			<button onClick={ () => onSelect( picked() ) }>
				Open Media Library
			</button>
		),
		MediaPlaceholder: () => <p>Video placeholder</p>,
	};
}

/** A component module whose default export renders nothing. */
export const emptyComponentModule = () => ( {
	__esModule: true,
	default: () => null,
} );

/** The block's public video API, every video found at once. */
export const videoApiDouble = () => ( {
	...jest.requireActual( '../lib/api' ),
	fetchVideoWithRetry: ( guid: string ) =>
		Promise.resolve( { guid, original: 'https://example.test/v.mp4' } ),
} );
