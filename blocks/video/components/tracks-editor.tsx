/**
 * The text tracks editor (spec 3 sections 2, 4, 5 and 8), opened from the
 * toolbar: the video's tracks with a delete each (Deleting… until done), and
 * a form to upload a WebVTT track (label English, language en and kind
 * subtitles when left empty; one track per language and kind).
 *
 * It lives in a Dropdown, which closes as soon as focus leaves it. Chromium
 * fires focusout when the focused button is disabled or removed, so every
 * busy button stays focusable (accessibleWhenDisabled) and, before a view
 * swaps (list ⇄ form) or a listed track goes, focus moves to the editor's
 * own box and then to the new view's first control. A change shows at once
 * in the list: the preview's refetch, which may take a while, then confirms
 * it.
 */
import {
	Button,
	Dropdown,
	FormFileUpload,
	ToolbarButton,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { deleteTrack, uploadTrack } from '../lib/api';
import {
	DEFAULT_KIND,
	TRACK_KINDS,
	normalizeLanguage,
	trackErrorMessage,
	validateTrack,
	withTrackDefaults,
	type NewTrack,
} from '../lib/tracks';
import { trackKindLabel } from '../lib/track-kinds';
import type { TextTrack, TrackKind } from '../types';
import {
	SelectSetting,
	TextSetting,
} from '../../../shared/components/settings-controls';

interface Props {
	guid: string;
	tracks: TextTrack[];
	/** A track was added (given) or deleted (given, with `deleted`). */
	onChange: ( track?: TextTrack, deleted?: boolean ) => void;
}

const EMPTY: NewTrack = {
	label: '',
	srcLang: '',
	kind: DEFAULT_KIND,
	file: null,
};

const messageOf = ( error: unknown ) =>
	( error as { message?: string } )?.message ??
	__( 'Unknown error', 'orbit-blocks' );

const keyOf = ( track: Pick< TextTrack, 'kind' | 'srcLang' > ) =>
	`${ track.kind }-${ normalizeLanguage( track.srcLang ) }`;

export function TracksList( { guid, tracks, onChange }: Props ) {
	const [ deleting, setDeleting ] = useState< string | null >( null );
	const [ error, setError ] = useState( '' );
	if ( ! tracks.length ) {
		return (
			<p className="orbit-video-tracks__empty">
				{ __(
					'Tracks can be subtitles, captions, chapters, or descriptions. They help make your content more accessible to a wider range of users.',
					'orbit-blocks'
				) }
			</p>
		);
	}
	return (
		<>
			<ul className="orbit-video-tracks__list">
				{ tracks.map( ( track ) => {
					const key = keyOf( track );
					return (
						<li key={ key }>
							<span>
								{ track.label } ({ track.srcLang },{ ' ' }
								{ trackKindLabel( track.kind ) })
							</span>
							<Button
								variant="link"
								isDestructive
								disabled={ deleting !== null }
								accessibleWhenDisabled
								onClick={ async () => {
									setDeleting( key );
									setError( '' );
									try {
										await deleteTrack( guid, track );
										onChange( track, true );
									} catch ( failure ) {
										setError(
											trackErrorMessage(
												messageOf( failure )
											)
										);
									} finally {
										setDeleting( null );
									}
								} }
							>
								{ deleting === key
									? __( 'Deleting…', 'orbit-blocks' )
									: __( 'Delete', 'orbit-blocks' ) }
							</Button>
						</li>
					);
				} ) }
			</ul>
			{ error && (
				<p className="orbit-video-tracks__error" role="alert">
					{ error }
				</p>
			) }
		</>
	);
}

export function TrackForm( {
	guid,
	tracks,
	onChange,
	onClose,
}: Props & { onClose: () => void } ) {
	const [ track, setTrack ] = useState< NewTrack >( EMPTY );
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState( '' );
	const save = async () => {
		const problem = validateTrack( track, tracks );
		if ( problem ) {
			setError( problem );
			return;
		}
		const full = withTrackDefaults( track );
		setSaving( true );
		setError( '' );
		try {
			const { src } = await uploadTrack( guid, {
				kind: full.kind,
				srcLang: full.srcLang,
				label: full.label,
				file: full.file as File,
				filename: ( full.file as File ).name,
			} );
			setTrack( EMPTY );
			onChange( {
				kind: full.kind,
				srcLang: full.srcLang,
				label: full.label,
				src: src ?? '',
			} );
			onClose();
		} catch ( failure ) {
			// The form keeps what was typed and the chosen file.
			setError( trackErrorMessage( messageOf( failure ) ) );
		} finally {
			setSaving( false );
		}
	};
	return (
		<div className="orbit-video-tracks__form">
			<TextSetting
				label={ __( 'Label', 'orbit-blocks' ) }
				placeholder={ __( 'English', 'orbit-blocks' ) }
				value={ track.label }
				onChange={ ( label: string ) =>
					setTrack( { ...track, label } )
				}
			/>
			<TextSetting
				label={ __( 'Source language', 'orbit-blocks' ) }
				placeholder="en"
				value={ track.srcLang }
				onChange={ ( srcLang: string ) =>
					setTrack( { ...track, srcLang } )
				}
			/>
			<SelectSetting
				label={ __( 'Kind', 'orbit-blocks' ) }
				value={ track.kind }
				options={ TRACK_KINDS.map( ( kind ) => ( {
					value: kind,
					label: trackKindLabel( kind ),
				} ) ) }
				onChange={ ( kind: string ) =>
					setTrack( { ...track, kind: kind as TrackKind } )
				}
			/>
			<FormFileUpload
				accept=".vtt,text/vtt"
				onChange={ ( event ) => {
					const file = event.currentTarget.files?.[ 0 ] ?? null;
					setTrack( { ...track, file } );
					setError( '' );
				} }
				render={ ( {
					openFileDialog,
				}: {
					openFileDialog: () => void;
				} ) => (
					<Button variant="secondary" onClick={ openFileDialog }>
						{ track.file
							? track.file.name
							: __( 'Select track', 'orbit-blocks' ) }
					</Button>
				) }
			/>
			{ error && (
				<p className="orbit-video-tracks__error" role="alert">
					{ error }
				</p>
			) }
			<div className="orbit-video-tracks__actions">
				<Button variant="tertiary" onClick={ onClose }>
					{ __( 'Cancel', 'orbit-blocks' ) }
				</Button>
				<Button
					variant="primary"
					disabled={ ! track.file || saving }
					accessibleWhenDisabled
					isBusy={ saving }
					onClick={ save }
				>
					{ saving
						? __( 'Uploading…', 'orbit-blocks' )
						: __( 'Upload track', 'orbit-blocks' ) }
				</Button>
			</div>
		</div>
	);
}

export default function TracksEditor( { guid, tracks, onChange }: Props ) {
	const [ adding, setAdding ] = useState( false );
	// This editor's own changes, until the provider's list changes.
	const [ local, setLocal ] = useState< TextTrack[] | null >( null );
	const serverList = JSON.stringify( tracks );
	useEffect( () => setLocal( null ), [ serverList ] );
	const shown = local ?? tracks;
	const box = useRef< HTMLDivElement >( null );
	const moved = useRef( false );
	// Keeps focus inside the dropdown while the view under it changes.
	const holdFocus = () => {
		moved.current = true;
		box.current?.focus();
	};
	const show = ( form: boolean ) => {
		holdFocus();
		setAdding( form );
	};
	useEffect( () => {
		if ( moved.current ) {
			moved.current = false;
			// The new view's first control (a field, or Upload track).
			box.current
				?.querySelector< HTMLElement >(
					adding ? 'input' : '.orbit-video-tracks__add'
				)
				?.focus();
		}
	}, [ adding ] );
	const changed = ( track?: TextTrack, deleted?: boolean ) => {
		if ( track ) {
			const others = shown.filter(
				( item ) => keyOf( item ) !== keyOf( track )
			);
			if ( deleted ) {
				holdFocus();
			}
			setLocal( deleted ? others : [ ...others, track ] );
		}
		onChange( track, deleted );
	};
	const listProps = { guid, tracks: shown, onChange: changed };
	return (
		<Dropdown
			popoverProps={ { placement: 'bottom-start' } }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<ToolbarButton aria-expanded={ isOpen } onClick={ onToggle }>
					{ __( 'Text tracks', 'orbit-blocks' ) }
				</ToolbarButton>
			) }
			renderContent={ () => (
				<div className="orbit-video-tracks" ref={ box } tabIndex={ -1 }>
					<strong>{ __( 'Text tracks', 'orbit-blocks' ) }</strong>
					{ adding ? (
						<TrackForm
							{ ...listProps }
							onClose={ () => show( false ) }
						/>
					) : (
						<>
							<TracksList { ...listProps } />
							<Button
								className="orbit-video-tracks__add"
								variant="secondary"
								onClick={ () => show( true ) }
							>
								{ __( 'Upload track', 'orbit-blocks' ) }
							</Button>
						</>
					) }
				</div>
			) }
		/>
	);
}
