/**
 * The sidebar (spec 3 section 2): Video Settings (playback toggles, preload,
 * poster image, feedback link), Progress Bar Colors (match the video, or
 * Main, Loaded and Progress colours applied with Save colors) and Video File
 * Settings (Rating, Allow download, Video Privacy: each applied at once and
 * reverted when the call fails).
 */
import { MediaUpload } from '@wordpress/block-editor';
import { Button, ExternalLink, PanelBody } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { setPoster, updateMeta, type MediaVideo } from '../lib/api';
import {
	applyOptimistically,
	normalizePrivacy,
	normalizeRating,
	privacyOptions,
	RATINGS,
	type Rating,
} from '../lib/meta';
import { normalizeColor } from '../lib/color';
import type { VideoAttributes } from '../types';
import { imageSource } from '../../../shared/image-source';
import {
	SelectSetting,
	TextSetting,
	ToggleSetting,
} from '../../../shared/components/settings-controls';

export const FEEDBACK_URL = 'https://wordpress.org/support/';

interface Props {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
	canUpload: boolean;
	media: MediaVideo | null;
	onPosterChange?: () => void;
}

export function VideoSettingsPanel( {
	attributes,
	setAttributes,
	canUpload,
	onPosterChange,
}: Props ) {
	const toggle = (
		key: 'autoplay' | 'loop' | 'muted' | 'controls' | 'playsinline',
		label: string
	) => (
		<ToggleSetting
			label={ label }
			checked={ !! attributes[ key ] }
			onChange={ ( value: boolean ) =>
				setAttributes( { [ key ]: value } )
			}
		/>
	);
	const choosePoster = async ( id: number, url: string ) => {
		setAttributes( { poster: url, posterId: id || undefined } );
		if ( attributes.guid ) {
			await setPoster( attributes.guid, {
				poster_attachment_id: id,
			} ).catch( () => undefined );
			onPosterChange?.();
		}
	};
	return (
		<PanelBody title={ __( 'Video Settings', 'orbit-blocks' ) }>
			{ toggle( 'autoplay', __( 'Autoplay', 'orbit-blocks' ) ) }
			{ toggle( 'loop', __( 'Loop', 'orbit-blocks' ) ) }
			{ toggle( 'muted', __( 'Muted', 'orbit-blocks' ) ) }
			{ toggle( 'controls', __( 'Playback Controls', 'orbit-blocks' ) ) }
			{ toggle( 'playsinline', __( 'Play Inline', 'orbit-blocks' ) ) }
			<SelectSetting
				label={ __( 'Preload', 'orbit-blocks' ) }
				value={ attributes.preload as 'auto' }
				options={ [
					{ value: 'auto', label: __( 'Auto', 'orbit-blocks' ) },
					{
						value: 'metadata',
						label: __( 'Metadata', 'orbit-blocks' ),
					},
					{ value: 'none', label: __( 'None', 'orbit-blocks' ) },
				] }
				onChange={ ( preload: string ) => setAttributes( { preload } ) }
			/>
			<div className="orbit-video-settings__poster">
				<p>{ __( 'Poster Image', 'orbit-blocks' ) }</p>
				{ attributes.poster ? (
					<img
						src={ imageSource( attributes.poster ) }
						alt={ __( 'Poster image', 'orbit-blocks' ) }
					/>
				) : (
					<p className="orbit-video-settings__no-poster">
						{ __( 'No Poster Selected', 'orbit-blocks' ) }
					</p>
				) }
				{ canUpload && (
					<MediaUpload
						allowedTypes={ [ 'image' ] }
						onSelect={ ( media: { id: number; url: string } ) =>
							choosePoster( media.id, media.url )
						}
						render={ ( { open }: { open: () => void } ) => (
							<Button variant="secondary" onClick={ open }>
								{ attributes.poster
									? __(
											'Replace Poster Image',
											'orbit-blocks'
									  )
									: __(
											'Select Poster Image',
											'orbit-blocks'
									  ) }
							</Button>
						) }
					/>
				) }
				{ canUpload && attributes.poster && (
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () => choosePoster( 0, '' ) }
					>
						{ __( 'Remove Poster Image', 'orbit-blocks' ) }
					</Button>
				) }
			</div>
			<ExternalLink href={ FEEDBACK_URL }>
				{ __( 'Send feedback about the video block', 'orbit-blocks' ) }
			</ExternalLink>
		</PanelBody>
	);
}

const COLORS = [
	[ 'seekbarColor', () => __( 'Main', 'orbit-blocks' ) ],
	[ 'seekbarLoadingColor', () => __( 'Loaded', 'orbit-blocks' ) ],
	[ 'seekbarPlayedColor', () => __( 'Progress', 'orbit-blocks' ) ],
] as const;

export function ProgressBarColorsPanel( { attributes, setAttributes }: Props ) {
	const [ draft, setDraft ] = useState( {
		seekbarColor: attributes.seekbarColor,
		seekbarLoadingColor: attributes.seekbarLoadingColor,
		seekbarPlayedColor: attributes.seekbarPlayedColor,
	} );
	const invalid = COLORS.some(
		( [ key ] ) => draft[ key ] && ! normalizeColor( draft[ key ] )
	);
	return (
		<PanelBody
			title={ __( 'Progress Bar Colors', 'orbit-blocks' ) }
			initialOpen={ false }
		>
			<ToggleSetting
				label={ __( 'Match video', 'orbit-blocks' ) }
				help={ __(
					'Colors the progress bar after the video’s average color.',
					'orbit-blocks'
				) }
				checked={ attributes.useAverageColor }
				onChange={ ( useAverageColor: boolean ) =>
					setAttributes( { useAverageColor } )
				}
			/>
			{ ! attributes.useAverageColor && (
				<>
					{ COLORS.map( ( [ key, label ] ) => (
						<TextSetting
							key={ key }
							label={ label() }
							placeholder="#1e1e1e"
							value={ draft[ key ] }
							help={
								draft[ key ] && ! normalizeColor( draft[ key ] )
									? __(
											'Use six hex digits, like #1e73be.',
											'orbit-blocks'
									  )
									: undefined
							}
							onChange={ ( value: string ) =>
								setDraft( { ...draft, [ key ]: value } )
							}
						/>
					) ) }
					<Button
						variant="secondary"
						disabled={ invalid }
						onClick={ () =>
							setAttributes(
								Object.fromEntries(
									COLORS.map( ( [ key ] ) => [
										key,
										normalizeColor( draft[ key ] ) ?? '',
									] )
								)
							)
						}
					>
						{ __( 'Save colors', 'orbit-blocks' ) }
					</Button>
				</>
			) }
		</PanelBody>
	);
}

export function VideoFileSettingsPanel( { media }: Props ) {
	const [ rating, setRating ] = useState< Rating >(
		normalizeRating( media?.rating )
	);
	const [ download, setDownload ] = useState( !! media?.allow_download );
	const [ privacy, setPrivacy ] = useState(
		normalizePrivacy( media?.privacy_setting )
	);
	if ( ! media ) {
		return null;
	}
	return (
		<PanelBody
			title={ __( 'Video File Settings', 'orbit-blocks' ) }
			initialOpen={ false }
		>
			<SelectSetting
				label={ __( 'Rating', 'orbit-blocks' ) }
				value={ rating }
				options={ RATINGS.map( ( value ) => ( {
					value,
					label: value,
				} ) ) }
				onChange={ ( next: string ) =>
					applyOptimistically(
						rating,
						next as Rating,
						setRating,
						() => updateMeta( media.id, { rating: next } )
					)
				}
			/>
			<ToggleSetting
				label={ __( 'Allow download', 'orbit-blocks' ) }
				checked={ download }
				onChange={ ( next: boolean ) =>
					applyOptimistically( download, next, setDownload, () =>
						updateMeta( media.id, { allow_download: next ? 1 : 0 } )
					)
				}
			/>
			<SelectSetting
				label={ __( 'Video Privacy', 'orbit-blocks' ) }
				value={ String( privacy ) }
				options={ privacyOptions() }
				onChange={ ( next: string ) =>
					applyOptimistically(
						privacy,
						Number( next ),
						setPrivacy,
						() =>
							updateMeta( media.id, {
								privacy_setting: Number( next ),
							} )
					)
				}
			/>
		</PanelBody>
	);
}
