/**
 * The Details panel (spec 3 sections 2 and 4): the video's title and a
 * description whose rows follow its length (4 to 12, 31 characters a line).
 * When the post is saved, a changed title or description is sent to the
 * provider; chapter lines in the description become a WebVTT chapters track
 * (English, en), and the preview is refreshed. When a description that had
 * chapters no longer has any, that chapters track is deleted.
 *
 * Until the author types, the fields show what the video already has: the
 * attachment's entity record in core-data (`core` store, loaded by the
 * editor), whose `jetpack_videopress` field holds the provider's title and
 * description. They stay out of the block's attributes until edited, so
 * opening a post does not make it dirty.
 */
import { PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { deleteTrack, updateMeta, uploadTrack } from '../lib/api';
import { chaptersToVtt, parseChapters } from '../lib/chapters';
import { descriptionRows } from '../lib/meta';
import type { VideoAttributes } from '../types';
import {
	TextSetting,
	TextareaSetting,
} from '../../../shared/components/settings-controls';

interface Props {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
}

interface MediaRecord {
	jetpack_videopress?: { title?: string; description?: string } | null;
}

/** The title and description the library already holds for the video. */
export function useStoredDetails( id?: number ) {
	return useSelect(
		( select ) => {
			if ( ! id ) {
				return {};
			}
			// The core-data store, by name: WordPress registers it in the editor.
			const core = select( 'core' ) as
				| {
						getEntityRecord?: (
							kind: string,
							name: string,
							key: number
						) => MediaRecord | null | undefined;
				  }
				| undefined;
			const details = core?.getEntityRecord?.( 'root', 'media', id )
				?.jetpack_videopress;
			return {
				title: details?.title,
				description: details?.description,
			};
		},
		[ id ]
	);
}

export function DetailsPanel( { attributes, setAttributes }: Props ) {
	const stored = useStoredDetails( attributes.id );
	const title = attributes.title ?? stored.title ?? '';
	const description = attributes.description ?? stored.description ?? '';
	return (
		<PanelBody title={ __( 'Details', 'orbit-blocks' ) }>
			<TextSetting
				label={ __( 'Title', 'orbit-blocks' ) }
				value={ title }
				onChange={ ( next: string ) =>
					setAttributes( { title: next } )
				}
			/>
			<TextareaSetting
				label={ __( 'Description', 'orbit-blocks' ) }
				help={ __(
					'Lines that start or end with a time (0:00, 1:02:03) become chapters.',
					'orbit-blocks'
				) }
				rows={ descriptionRows( description ) }
				value={ description }
				onChange={ ( next: string ) =>
					setAttributes( { description: next } )
				}
			/>
		</PanelBody>
	);
}

/** What a post save sends for the details (exported for tests). */
export async function syncDetails(
	attributes: Pick<
		VideoAttributes,
		'id' | 'guid' | 'title' | 'description'
	> & {
		/** The video's length in seconds, when known: the last chapter ends there. */
		duration?: number;
	},
	synced: { title?: string; description?: string }
): Promise< {
	title?: string;
	description?: string;
	/** Whether the chapters track was written or deleted. */
	chapters: boolean;
} > {
	const change: Record< string, string > = {};
	if ( attributes.title !== undefined && attributes.title !== synced.title ) {
		change.title = attributes.title;
	}
	if (
		attributes.description !== undefined &&
		attributes.description !== synced.description
	) {
		change.description = attributes.description;
	}
	if (
		! attributes.id ||
		! attributes.guid ||
		! Object.keys( change ).length
	) {
		return { ...synced, chapters: false };
	}
	await updateMeta( attributes.id, change );
	let chapters = false;
	if ( change.description !== undefined ) {
		const list = parseChapters( change.description );
		if ( list.length ) {
			await uploadTrack( attributes.guid, {
				kind: 'chapters',
				srcLang: 'en',
				label: 'English',
				file: new Blob(
					[ chaptersToVtt( list, attributes.duration ) ],
					{
						type: 'text/vtt',
					}
				),
				filename: 'chapters.vtt',
			} );
			chapters = true;
		} else if ( parseChapters( synced.description ?? '' ).length ) {
			// The chapters are gone from the description: so goes the
			// chapters track they made, or visitors keep the old chapters.
			// Already gone (404) is as good as deleted.
			try {
				await deleteTrack( attributes.guid, {
					kind: 'chapters',
					srcLang: 'en',
				} );
			} catch ( error ) {
				if ( ( error as { code?: string } )?.code !== 'not_found' ) {
					throw error;
				}
			}
			chapters = true;
		}
	}
	return {
		title: attributes.title,
		description: attributes.description,
		chapters,
	};
}

/** Sends the details when the post is saved (not on autosaves). */
export function useSyncDetailsOnSave(
	attributes: VideoAttributes & { duration?: number },
	initial: { title?: string; description?: string },
	onSynced: ( chapters: boolean ) => void
) {
	const isSaving = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as
			| {
					isSavingPost?: () => boolean;
					isAutosavingPost?: () => boolean;
			  }
			| undefined;
		return !! editor?.isSavingPost?.() && ! editor?.isAutosavingPost?.();
	}, [] );
	const synced = useRef( initial );
	useEffect( () => {
		synced.current = initial;
	}, [ initial.title, initial.description ] ); // eslint-disable-line react-hooks/exhaustive-deps
	const latest = useRef( attributes );
	latest.current = attributes;
	useEffect( () => {
		if ( ! isSaving ) {
			return;
		}
		syncDetails( latest.current, synced.current )
			.then( ( { chapters, ...now } ) => {
				const changed =
					now.title !== synced.current.title ||
					now.description !== synced.current.description;
				synced.current = now;
				if ( changed ) {
					onSynced( chapters );
				}
			} )
			.catch( () => undefined );
	}, [ isSaving ] ); // eslint-disable-line react-hooks/exhaustive-deps
}
