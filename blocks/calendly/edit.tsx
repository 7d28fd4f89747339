/**
 * The scheduling embed in the editor (spec 2 "Scheduling embed", sections
 * 2, 4, 5, 8 and 9). Loaded on demand.
 *
 * - Placeholder: a Calendly address or embed code, Embed, and a help link.
 * - Inline style: the calendar itself in an iframe (the same address the
 *   visitors' page loads). Link style: a locked inner jetpack/button.
 * - Toolbar: Edit (back to the address field) and the style. Sidebar:
 *   Calendar settings (the embed field, Hide event type details, the
 *   customization help link once there is a url) and Style.
 * - An address that cannot be embedded, when submitted or when a saved one
 *   no longer resolves to Calendly, clears the url and shows the error of
 *   spec 2 section 8. What the author typed stays in the field.
 */
import {
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import {
	ExternalLink,
	Notice,
	PanelBody,
	Spinner,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import {
	EditToolbarToggle,
	EmbedForm,
	EmbedOrButton,
	EmbedPlaceholder,
	EmbedStylePanel,
	useButtonInnerBlocks,
} from '../../shared/components/embed-with-button';
import { resolveEmbedUrl } from '../../shared/resolve-embed-url';
import { useMountedRef } from '../../shared/use-mounted';
import { BUTTON_BLOCK, buttonAttributes } from './button';
import { parseCalendlyInput } from './embed-code';
import { calendlyIcon } from './icon';
import type { CalendlyAttributes } from './types';
import { embedUrl } from './embed-url';
import {
	CALENDLY_EXAMPLE_URL,
	parseCalendlyUrl,
	type ParsedCalendly,
} from './url';
import { ToggleSetting } from '../../shared/components/settings-controls';
import './editor.scss';

export const ERROR_TEXT = __(
	"Your calendar couldn't be embedded. Please double check your URL or code.",
	'orbit-blocks'
);
const HELP_URL =
	'https://help.calendly.com/hc/en-us/articles/223147027-Embed-options-overview';
const CUSTOMIZE_URL =
	'https://help.calendly.com/hc/en-us/articles/226767207-Customizing-your-embed';

type Props = BlockEditProps< CalendlyAttributes >;

/** The embed domain sent to Calendly is the site's host (spec 2 section 9). */
const siteHost = () => window.location.hostname;

export default function CalendlyEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: Props ) {
	const { url, style, hideEventTypeDetails } = attributes;
	const [ input, setInput ] = useState( url ?? '' );
	const [ isEditing, setEditing ] = useState( false );
	const [ hasError, setError ] = useState( false );
	const [ isResolving, setResolving ] = useState( false );
	const { replaceInnerBlocks } = useDispatch(
		blockEditorStore
	) as unknown as {
		replaceInnerBlocks: (
			clientId: string,
			blocks: ReturnType< typeof createBlock >[]
		) => void;
	};
	const mounted = useMountedRef();

	const fail = () => {
		setAttributes( { url: undefined } );
		setError( true );
		setEditing( false );
	};

	/** Asks the host where the address ends; anything not Calendly's fails. */
	const resolve = async ( address: string ): Promise< string | null > => {
		setResolving( true );
		const resolved = await resolveEmbedUrl( address );
		if ( mounted.current ) {
			setResolving( false );
		}
		return parseCalendlyUrl( resolved )?.url ?? null;
	};

	// Saved addresses are re-checked once, except the example and the link
	// style (its button works without the embed: spec 2 section 4).
	useEffect( () => {
		if ( ! url || url === CALENDLY_EXAMPLE_URL || style === 'link' ) {
			return;
		}
		resolve( url ).then( ( resolved ) => {
			if ( ! mounted.current ) {
				return;
			}
			if ( ! resolved ) {
				fail();
			} else if ( resolved !== url ) {
				setAttributes( { url: resolved } );
			}
		} );
		// Only on load.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const apply = ( parsed: ParsedCalendly, address: string ) => {
		const { button, ...rest } = parsed;
		setAttributes( { ...rest, url: address } );
		if ( ( parsed.style ?? style ) === 'link' && button ) {
			replaceInnerBlocks( clientId, [
				createBlock(
					BUTTON_BLOCK,
					buttonAttributes( address, button )
				),
			] );
		}
		setInput( address );
		setError( false );
		setEditing( false );
	};

	const submit = async ( event?: FormEvent ) => {
		event?.preventDefault();
		const parsed = parseCalendlyInput( input );
		if ( ! parsed ) {
			fail();
			return;
		}
		if ( ( parsed.style ?? style ) === 'link' ) {
			apply( parsed, parsed.url );
			return;
		}
		const resolved = await resolve( parsed.url );
		if ( ! mounted.current ) {
			return;
		}
		if ( resolved ) {
			apply( parsed, resolved );
		} else {
			fail();
		}
	};

	const blockProps = useBlockProps( {
		className: `is-style-${ style === 'link' ? 'link' : 'inline' }`,
	} );
	const innerBlocksProps = useButtonInnerBlocks(
		'wp-block-jetpack-calendly__button',
		style === 'link' ? [ BUTTON_BLOCK, buttonAttributes( url ) ] : undefined
	);

	const embedForm = ( label: string, compact = false ) => (
		<EmbedForm
			onSubmit={ submit }
			className={
				compact ? 'wp-block-jetpack-calendly__sidebar-form' : undefined
			}
			label={ label }
			showLabel={ compact }
			placeholder={ __(
				'Calendly web address or embed code…',
				'orbit-blocks'
			) }
			value={ input }
			onChange={ setInput }
			variant={ compact ? 'secondary' : 'primary' }
			disabled={ isResolving }
			submitText={ __( 'Embed', 'orbit-blocks' ) }
		/>
	);

	const notice = hasError ? (
		<Notice status="error" isDismissible={ false }>
			{ ERROR_TEXT }
		</Notice>
	) : null;

	const controls = (
		<>
			{ url && (
				<EditToolbarToggle
					label={ __( 'Edit', 'orbit-blocks' ) }
					isPressed={ isEditing }
					onClick={ () => {
						setInput( url );
						setEditing( ! isEditing );
					} }
				/>
			) }
			<InspectorControls>
				<PanelBody title={ __( 'Calendar settings', 'orbit-blocks' ) }>
					{ embedForm(
						__( 'Embed code or URL', 'orbit-blocks' ),
						true
					) }
					<ToggleSetting
						label={ __(
							'Hide event type details',
							'orbit-blocks'
						) }
						checked={ !! hideEventTypeDetails }
						onChange={ ( checked: boolean ) =>
							setAttributes( { hideEventTypeDetails: checked } )
						}
					/>
					{ url && (
						<p>
							<ExternalLink href={ CUSTOMIZE_URL }>
								{ __(
									'Explore more customization options.',
									'orbit-blocks'
								) }
							</ExternalLink>
						</p>
					) }
				</PanelBody>
				<EmbedStylePanel
					title={ __( 'Style', 'orbit-blocks' ) }
					selected={ style }
					options={ [
						{
							label: __( 'Inline', 'orbit-blocks' ),
							value: 'inline',
						},
						{ label: __( 'Link', 'orbit-blocks' ), value: 'link' },
					] }
					onChange={ ( value ) =>
						setAttributes( {
							style: value === 'link' ? 'link' : 'inline',
						} )
					}
				/>
			</InspectorControls>
		</>
	);

	if ( ! url || isEditing ) {
		return (
			<EmbedPlaceholder
				blockProps={ blockProps }
				controls={ controls }
				icon={ calendlyIcon }
				label={ __( 'Calendly', 'orbit-blocks' ) }
				instructions={ __(
					'Enter your Calendly web address or embed code below.',
					'orbit-blocks'
				) }
				notices={ notice }
				className="wp-block-jetpack-calendly__placeholder"
			>
				{ isResolving ? <Spinner /> : null }
				{ embedForm(
					__( 'Calendly web address or embed code', 'orbit-blocks' )
				) }
				<div className="wp-block-jetpack-calendly__help">
					<ExternalLink href={ HELP_URL }>
						{ __(
							'Need help finding your embed code?',
							'orbit-blocks'
						) }
					</ExternalLink>
				</div>
			</EmbedPlaceholder>
		);
	}

	return (
		<EmbedOrButton
			blockProps={ blockProps }
			controls={ controls }
			showsButton={ style === 'link' }
			innerBlocksProps={ innerBlocksProps }
		>
			<div className="wp-block-jetpack-calendly__preview">
				<iframe
					title={ __( 'Calendly scheduling page', 'orbit-blocks' ) }
					src={
						embedUrl(
							attributes as CalendlyAttributes & {
								url: string;
							},
							siteHost()
						) ?? undefined
					}
					className="wp-block-jetpack-calendly__iframe"
				/>
				{ ! isSelected && (
					<div className="wp-block-jetpack-calendly__overlay" />
				) }
			</div>
		</EmbedOrButton>
	);
}
