/**
 * The table-reservation embed in the editor (spec 2 "Table-reservation
 * embed", sections 2, 4, 5, 8 and 9). Placeholder: a restaurant picker
 * (search by name, several restaurants allowed) or a pasted OpenTable embed
 * code, and Embed. Configured: a preview of the widget at its style's size,
 * settings for the restaurants, style, language and new window, and (in
 * Advanced) the iframe and button-margin choices. Loaded on demand.
 */
import {
	InspectorAdvancedControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ExternalLink, Notice, Placeholder } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import RestaurantPicker from './components/restaurant-picker';
import {
	LANGUAGES,
	normaliseLanguage,
	normaliseRids,
	normaliseStyle,
	parseEmbedCode,
	stylesFor,
	type OpenTableAttributes,
	type OpenTableStyle,
} from './embed-code';
import { STYLE_SIZES, previewUrl, typeAndTheme } from './widget';
import { OpenTableIcon } from './icon';
import {
	SelectSetting,
	ToggleSetting,
} from '../../shared/components/settings-controls';
import { SettingsPanel } from '../../shared/components/settings-panel';
import { SubmitButton } from '../../shared/components/submit-button';

/** Spec 2 section 5, verbatim. */
export const EMBED_ERROR = __(
	'We ran into an issue — Please ensure this embed matches the one from your OpenTable account',
	'orbit-blocks'
);

/** Spec 2 section 5: the wide style outside wide or full alignment. */
export const WIDE_WARNING = __(
	'The wide style may display badly unless the block is wide or full width, and may not fit small screens. Choose wide or full width alignment, or another style.',
	'orbit-blocks'
);

const LANGUAGE_NAMES: Record< string, string > = {
	'en-US': 'English',
	'fr-CA': 'Français',
	'de-DE': 'Deutsch',
	'es-MX': 'Español',
	'ja-JP': '日本語',
	'nl-NL': 'Nederlands',
	'it-IT': 'Italiano',
};

const styleLabel = ( style: OpenTableStyle ): string => {
	const { width, height } = STYLE_SIZES[ style ];
	const names: Record< OpenTableStyle, string > = {
		standard: __( 'Standard', 'orbit-blocks' ),
		tall: __( 'Tall', 'orbit-blocks' ),
		wide: __( 'Wide', 'orbit-blocks' ),
		button: __( 'Button', 'orbit-blocks' ),
	};
	return sprintf(
		/* translators: 1: style name, 2: width, 3: height, in pixels. */
		__( '%1$s (%2$d x %3$d pixels)', 'orbit-blocks' ),
		names[ style ],
		width,
		height
	);
};

export default function OpenTableEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< OpenTableAttributes > ) {
	const rids = normaliseRids( attributes.rid );
	const style = normaliseStyle( attributes.style, rids.length );
	const { align } = attributes;
	const isPlaceholder = rids.length === 0;
	const [ type ] = typeAndTheme( style, rids.length );

	const [ chosen, setChosen ] = useState< string[] >( [] );
	const [ input, setInput ] = useState( '' );
	const [ error, setError ] = useState( false );

	// Several restaurants drop the button style (spec 2 section 4); stored
	// values that are not valid any more are put right.
	useEffect( () => {
		if ( ! isPlaceholder && style !== attributes.style ) {
			setAttributes( { style } );
		}
	}, [ isPlaceholder, style, attributes.style, setAttributes ] );

	const blockProps = useBlockProps( {
		className: [
			isPlaceholder ? 'is-placeholder' : `is-style-${ style }`,
			type === 'multi' ? 'is-multi' : '',
			attributes.negativeMargin && style === 'button'
				? 'has-no-margin'
				: '',
		]
			.filter( Boolean )
			.join( ' ' ),
	} );

	const embedCode = ( text: string ) => {
		const parsed = parseEmbedCode( text );
		if ( ! parsed ) {
			// The code stays in the box for the author to correct.
			setError( true );
			return;
		}
		setError( false );
		setAttributes( parsed );
	};

	const embed = ( event: FormEvent ) => {
		event.preventDefault();
		const text = input.trim();
		if ( text !== '' && chosen.length === 0 ) {
			embedCode( text );
			return;
		}
		if ( chosen.length > 0 ) {
			setError( false );
			setAttributes( {
				rid: chosen,
				style: normaliseStyle( attributes.style, chosen.length ),
			} );
		}
	};

	if ( isPlaceholder ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ OpenTableIcon }
					label={ __( 'OpenTable Reservation', 'orbit-blocks' ) }
					instructions={ __(
						'Enter your restaurant name, or paste an OpenTable Reservation Widget embed code.',
						'orbit-blocks'
					) }
				>
					{ error && (
						<Notice status="error" isDismissible={ false }>
							{ EMBED_ERROR }
						</Notice>
					) }
					<form
						className="wp-block-jetpack-opentable__form"
						onSubmit={ embed }
					>
						<RestaurantPicker
							rids={ chosen }
							onChange={ setChosen }
							onSubmitEmbed={ embedCode }
							onInputChange={ ( next ) => {
								setInput( next );
								setError( false );
							} }
						/>
						<SubmitButton
							disabled={
								chosen.length === 0 && input.trim() === ''
							}
						>
							{ __( 'Embed', 'orbit-blocks' ) }
						</SubmitButton>
					</form>
					<div className="wp-block-jetpack-opentable__links">
						<ExternalLink href="https://restaurant.opentable.com/get-started/">
							{ __( 'Sign up for OpenTable', 'orbit-blocks' ) }
						</ExternalLink>
					</div>
				</Placeholder>
			</div>
		);
	}

	const size = STYLE_SIZES[ style ];
	const lang: string = normaliseLanguage( attributes.lang );
	const isWideMisaligned =
		style === 'wide' && align !== 'wide' && align !== 'full';

	return (
		<div { ...blockProps }>
			<SettingsPanel title={ __( 'Settings', 'orbit-blocks' ) }>
				<RestaurantPicker
					rids={ rids }
					onChange={ ( next ) =>
						setAttributes( {
							rid: next,
							style: normaliseStyle( style, next.length ),
						} )
					}
				/>
				<SelectSetting
					label={ __( 'Style', 'orbit-blocks' ) }
					value={ style }
					options={ stylesFor( rids.length ).map( ( value ) => ( {
						value,
						label: styleLabel( value ),
					} ) ) }
					onChange={ ( next: string ) =>
						// The wide style shows best wide: choosing it
						// widens a block that has no alignment yet.
						setAttributes( {
							style: next,
							...( next === 'wide' && ! align
								? { align: 'wide' }
								: {} ),
						} )
					}
				/>
				<SelectSetting
					label={ __( 'Language', 'orbit-blocks' ) }
					value={ lang }
					options={ LANGUAGES.map(
						(
							value
						): {
							value: string;
							label: string;
						} => ( {
							value,
							label: LANGUAGE_NAMES[ value ],
						} )
					) }
					onChange={ ( next: string ) =>
						setAttributes( { lang: next } )
					}
				/>
				<ToggleSetting
					label={ __( 'Open in a new window', 'orbit-blocks' ) }
					checked={ attributes.newtab }
					onChange={ ( newtab: boolean ) =>
						setAttributes( { newtab } )
					}
				/>
			</SettingsPanel>
			<InspectorAdvancedControls>
				<ToggleSetting
					label={ __(
						'Load the widget in an iframe (recommended)',
						'orbit-blocks'
					) }
					checked={ attributes.iframe }
					onChange={ ( iframe: boolean ) =>
						setAttributes( { iframe } )
					}
				/>
				{ style === 'button' && (
					<ToggleSetting
						label={ __( 'Remove button margin', 'orbit-blocks' ) }
						checked={ attributes.negativeMargin }
						onChange={ ( negativeMargin: boolean ) =>
							setAttributes( { negativeMargin } )
						}
					/>
				) }
			</InspectorAdvancedControls>
			{ isWideMisaligned && (
				<Notice status="warning" isDismissible={ false }>
					{ WIDE_WARNING }
				</Notice>
			) }
			<div
				className="wp-block-jetpack-opentable__preview"
				style={ { width: size.width, height: size.height } }
			>
				<iframe
					title={ __(
						'OpenTable reservation widget',
						'orbit-blocks'
					) }
					src={ previewUrl( { ...attributes, rid: rids, style } ) }
					width={ size.width }
					height={ size.height }
					scrolling="no"
				/>
				{ /* The preview only shows the widget: clicks select the block. */ }
				<div className="wp-block-jetpack-opentable__overlay" />
			</div>
		</div>
	);
}
