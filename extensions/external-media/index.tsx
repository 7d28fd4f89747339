/**
 * The external media picker (issue 9; spec 3 "External media picker"):
 * - the media placeholder's library button becomes a "Select image" menu:
 *   Media Library, Google Photos, Pexels Free Photos, Openverse; an external
 *   source opens the picker modal (an on-demand chunk);
 * - the inserter's Media tab gets the three sources as media categories;
 * both only in the post editor of a connected site (lib/availability.ts).
 * Only this shell is in the editor entry.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch, select, subscribe, useSelect } from '@wordpress/data';
import { addFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';
import { SourceMenu, type PlaceholderProps } from './source-menu';
import {
	SOURCE_GOOGLE_PHOTOS,
	SOURCE_PEXELS,
	type ExternalSource,
} from './lib/sources';

import { store as connectionStore } from '../../store/connection';
import { externalMediaAvailable } from './lib/availability';
import { sourceLabel } from './lib/labels';

const INSERTER_SOURCES: ExternalSource[] = [
	SOURCE_GOOGLE_PHOTOS,
	SOURCE_PEXELS,
];

/** Placeholders that take images (or anything) get the menu. */
export function takesImages( allowedTypes?: string[] ): boolean {
	return (
		! allowedTypes ||
		allowedTypes.length === 0 ||
		allowedTypes.some(
			( type ) => type === 'image' || type.startsWith( 'image/' )
		)
	);
}

export function withExternalMedia(
	MediaPlaceholder: ComponentType< PlaceholderProps >
) {
	return function MediaPlaceholderWithExternalMedia(
		props: PlaceholderProps
	) {
		const available = useSelect( externalMediaAvailable, [] );
		if (
			! available ||
			props.mediaLibraryButton ||
			! takesImages( props.allowedTypes )
		) {
			return <MediaPlaceholder { ...props } />;
		}
		return (
			<MediaPlaceholder
				{ ...props }
				mediaLibraryButton={ ( { open }: { open: () => void } ) => (
					<SourceMenu
						open={ open }
						multiple={ !! props.multiple }
						onSelect={ props.onSelect }
					/>
				) }
			/>
		);
	};
}

addFilter(
	'editor.MediaPlaceholder',
	'orbit-blocks/external-media',
	withExternalMedia as never
);

/** The inserter's media categories (the list call loads on demand). */
export function inserterCategory( source: ExternalSource ) {
	return {
		name: `orbit-blocks-${ source }`,
		labels: {
			name: sourceLabel( source ),
			search_items: __( 'Search', 'orbit-blocks' ),
		},
		mediaType: 'image' as const,
		isExternalResource: true,
		fetch: async ( query: Record< string, unknown > = {} ) => {
			const { fetchInserterMedia } = await import(
				/* webpackChunkName: "external-media-inserter" */ './lib/inserter'
			);
			return fetchInserterMedia( source, query );
		},
	};
}

const editorActions = dispatch( blockEditorStore ) as unknown as {
	registerInserterMediaCategory?: ( category: unknown ) => void;
};
// Google Photos and Pexels (spec 3 section 9 gives the inserter's defaults for
// these two); WordPress itself already offers an Openverse category. Added
// once the editor is known to be the post editor of a connected site.
if ( typeof editorActions?.registerInserterMediaCategory === 'function' ) {
	let registered = false;
	const registerWhenAvailable = () => {
		if ( registered || ! externalMediaAvailable( select ) ) {
			return;
		}
		registered = true;
		INSERTER_SOURCES.forEach( ( source ) =>
			editorActions.registerInserterMediaCategory!(
				inserterCategory( source )
			)
		);
	};
	registerWhenAvailable();
	// Only the stores the check reads (the post editor's where there is
	// one): not on every change of every store (a keystroke changes the block
	// editor's) while the site is not connected.
	const stores = select( 'core/editor' )
		? [ connectionStore, 'core/editor' ]
		: [ connectionStore ];
	const unsubscribes = stores.map( ( store ) =>
		subscribe( () => {
			registerWhenAvailable();
			if ( registered ) {
				unsubscribes.forEach( ( unsubscribe ) => unsubscribe() );
			}
		}, store )
	);
}
