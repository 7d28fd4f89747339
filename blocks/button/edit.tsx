/**
 * The button in the editor: editable text, a link (element "a"), the
 * Fill/Outline style in the toolbar, and in the sidebar colours and
 * gradients, border radius (0–50, starting at 5) and width.
 */
import {
	BlockControls,
	ContrastChecker,
	InspectorControls,
	RichText,
	useBlockProps,
	__experimentalPanelColorGradientSettings as PanelColorGradientSettings,
	__experimentalUseMultipleOriginColorsAndGradients as useMultipleOriginColorsAndGradients,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { BlockStylesToolbar } from '../../shared/components/block-styles-toolbar';
import { WidthPanel } from '../../shared/components/width-panel';
import { widthAfterAlign } from '../../shared/width';
import {
	backgroundColorAttributes,
	displayedValue,
	gradientAttributes,
	textColorAttributes,
	type Palette,
} from './colors';
import { ButtonLinkControl } from './components/link-control';
import {
	BORDER_RADIUS,
	linkClassName,
	linkStyle,
	type ButtonAttributes,
} from './markup';
import { usePassthroughAttributes } from './use-passthrough-attributes';
import { RangeSetting } from '../../shared/components/settings-controls';
import './editor.scss';

export interface ButtonEditProps extends BlockEditProps< ButtonAttributes > {
	name?: string;
}

export default function ButtonEdit( {
	attributes,
	setAttributes,
	clientId,
	name = 'jetpack/button',
}: ButtonEditProps ) {
	usePassthroughAttributes( clientId, attributes, setAttributes );
	const colorSettings = useMultipleOriginColorsAndGradients() as {
		colors: Palette;
		gradients: Palette;
	};
	const palette: Palette = [
		...( colorSettings.colors ?? [] ),
		...( colorSettings.gradients ?? [] ),
	];

	// Moving to the left or right drops a percent width (spec 3 section 5).
	const { align, width } = attributes;
	useEffect( () => {
		const next = widthAfterAlign( width, align );
		if ( next !== width ) {
			setAttributes( { width: next } );
		}
	}, [ align, width, setAttributes ] );

	const textValue = displayedValue(
		attributes.textColor,
		attributes.customTextColor,
		palette,
		'colors'
	);
	const backgroundValue = displayedValue(
		attributes.backgroundColor,
		attributes.customBackgroundColor,
		palette,
		'colors'
	);
	const gradientValue = displayedValue(
		attributes.gradient,
		attributes.customGradient,
		palette,
		'gradients'
	);
	const placeholder =
		attributes.placeholder ?? __( 'Add text…', 'orbit-blocks' );

	return (
		<div { ...useBlockProps( { className: 'wp-block-button' } ) }>
			<BlockControls group="block">
				<BlockStylesToolbar
					blockName={ name }
					className={ attributes.className }
					onChange={ ( className ) => setAttributes( { className } ) }
				/>
				{ attributes.element === 'a' && (
					<ButtonLinkControl
						url={ attributes.url }
						onChange={ ( url ) => setAttributes( { url } ) }
					/>
				) }
			</BlockControls>
			<RichText
				identifier="text"
				tagName="div"
				aria-label={ __( 'Button text', 'orbit-blocks' ) }
				placeholder={ placeholder }
				value={ attributes.text ?? '' }
				onChange={ ( text: string ) => setAttributes( { text } ) }
				withoutInteractiveFormatting
				allowedFormats={
					attributes.element === 'input'
						? []
						: [ 'core/bold', 'core/italic', 'core/strikethrough' ]
				}
				className={ linkClassName( attributes ) }
				style={ linkStyle( attributes ) }
			/>
			<InspectorControls group="color">
				<PanelColorGradientSettings
					__experimentalIsRenderedInSidebar
					title={ __( 'Color', 'orbit-blocks' ) }
					{ ...colorSettings }
					settings={ [
						{
							label: __( 'Text', 'orbit-blocks' ),
							colorValue: textValue,
							onColorChange: ( value?: string ) =>
								setAttributes(
									textColorAttributes( value, palette )
								),
						},
						{
							label: __( 'Background', 'orbit-blocks' ),
							colorValue: backgroundValue,
							gradientValue,
							onColorChange: ( value?: string ) =>
								setAttributes(
									backgroundColorAttributes( value, palette )
								),
							onGradientChange: ( value?: string ) =>
								setAttributes(
									gradientAttributes( value, palette )
								),
						},
					] }
				>
					<ContrastChecker
						textColor={ textValue }
						backgroundColor={ backgroundValue }
						isLargeText={ false }
					/>
				</PanelColorGradientSettings>
			</InspectorControls>
			<InspectorControls>
				<PanelBody title={ __( 'Border settings', 'orbit-blocks' ) }>
					<RangeSetting
						label={ __( 'Border radius', 'orbit-blocks' ) }
						min={ BORDER_RADIUS.min }
						max={ BORDER_RADIUS.max }
						initialPosition={ BORDER_RADIUS.initial }
						allowReset
						value={ attributes.borderRadius }
						onChange={ ( borderRadius?: number ) =>
							setAttributes( { borderRadius } )
						}
					/>
				</PanelBody>
				<WidthPanel
					width={ attributes.width }
					align={ attributes.align }
					onChange={ ( next ) =>
						setAttributes( { width: next || undefined } )
					}
				/>
			</InspectorControls>
		</div>
	);
}
