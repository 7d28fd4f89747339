/**
 * The sidebar: autoplay (with the reduced-motion notice), the delay, the
 * effect, and the image size (the sizes the site offers).
 */
import {
	InspectorControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { ImageSize } from '../image-size';
import { reducedMotionNotice } from '../messages';
import { clampDelay, DELAY_MAX, DELAY_MIN, normalizeEffect } from '../rules';
import type { SlideshowAttributes } from '../types';
import {
	RangeSetting,
	SelectSetting,
	ToggleSetting,
} from '../../../shared/components/settings-controls';

export default function Settings( {
	attributes,
	setAttributes,
	reducedMotion,
	onSizeChange,
}: {
	attributes: SlideshowAttributes;
	setAttributes: ( next: Partial< SlideshowAttributes > ) => void;
	reducedMotion: boolean;
	onSizeChange: ( sizeSlug: string ) => void;
} ) {
	const { autoplay, delay, effect, sizeSlug } = attributes;
	const imageSizes = useSelect(
		( select ) =>
			( (
				select( blockEditorStore ) as {
					getSettings: () => { imageSizes?: ImageSize[] };
				}
			 ).getSettings().imageSizes ?? [] ) as ImageSize[],
		[]
	);
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Autoplay', 'orbit-blocks' ) }>
				{ reducedMotion && (
					<Notice status="warning" isDismissible={ false }>
						{ reducedMotionNotice() }
					</Notice>
				) }
				<ToggleSetting
					label={ __( 'Autoplay', 'orbit-blocks' ) }
					help={ __(
						'Slides change on their own, one after the other.',
						'orbit-blocks'
					) }
					checked={ Boolean( autoplay ) }
					disabled={ reducedMotion }
					onChange={ ( value: boolean ) =>
						setAttributes( { autoplay: value } )
					}
				/>
				{ autoplay && (
					<RangeSetting
						label={ __(
							'Delay between transitions (in seconds)',
							'orbit-blocks'
						) }
						value={ clampDelay( delay ) }
						min={ DELAY_MIN }
						max={ DELAY_MAX }
						step={ 1 }
						disabled={ reducedMotion }
						onChange={ ( value?: number ) =>
							setAttributes( { delay: clampDelay( value ) } )
						}
					/>
				) }
			</PanelBody>
			<PanelBody title={ __( 'Effects', 'orbit-blocks' ) }>
				<SelectSetting
					label={ __( 'Transition effect', 'orbit-blocks' ) }
					value={ normalizeEffect( effect ) }
					options={ [
						{
							label: __( 'Slide', 'orbit-blocks' ),
							value: 'slide',
						},
						{ label: __( 'Fade', 'orbit-blocks' ), value: 'fade' },
					] }
					onChange={ ( value: string ) =>
						setAttributes( { effect: normalizeEffect( value ) } )
					}
				/>
			</PanelBody>
			{ imageSizes.length > 0 && (
				<PanelBody title={ __( 'Image settings', 'orbit-blocks' ) }>
					<SelectSetting
						label={ __( 'Image size', 'orbit-blocks' ) }
						help={ __(
							'The size of the images visitors download. Smaller sizes load faster.',
							'orbit-blocks'
						) }
						// A slideshow saved before this setting holds the
						// originals: "Full Size".
						value={ sizeSlug ?? 'full' }
						options={ imageSizes.map( ( { name, slug } ) => ( {
							label: name,
							value: slug,
						} ) ) }
						onChange={ onSizeChange }
					/>
				</PanelBody>
			) }
		</InspectorControls>
	);
}
