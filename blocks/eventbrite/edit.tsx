/**
 * The event checkout embed in the editor (spec 2 "Event checkout embed",
 * sections 2, 4, 5 and 8). Loaded on demand.
 *
 * States: editing (the placeholder "Eventbrite Checkout" with the event URL
 * field and Embed), resolving ("Embedding…", while the host's helper
 * follows the address), the In-page Embed preview, or Button & Modal (a
 * locked inner jetpack/button). An address that cannot be embedded shows
 * "Sorry, this content could not be embedded." with Convert block to link
 * when it is an http(s) address (Eventbrite's or another site's), which
 * replaces the block with a paragraph holding the link; what was typed
 * stays in the field.
 *
 * The preview of the In-page Embed is a card naming the event, not
 * Eventbrite's own widget: the editor loads no third-party script, and the
 * checkout (a live ticket form) is for visitors.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	ExternalLink,
	Notice,
	Placeholder,
	Spinner,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import {
	EditToolbarToggle,
	EmbedForm,
	EmbedOrButton,
	EmbedPlaceholder,
	EmbedStylePanel,
	useButtonInnerBlocks,
} from '../../shared/components/embed-with-button';
import { isHttpUrl } from '../../shared/link-paragraph';
import { useConvertToLink } from '../../shared/use-convert-to-link';
import { resolveEmbedUrl } from '../../shared/resolve-embed-url';
import { useMountedRef } from '../../shared/use-mounted';
import { BUTTON_BLOCK, buttonAttributes } from './button';
import { eventbriteIcon } from './icon';
import type { EventbriteAttributes } from './types';
import { parseEventbriteInput } from './input';
import { eventFromUrl } from './url';
import './editor.scss';

export const ERROR_TEXT = __(
	'Sorry, this content could not be embedded.',
	'orbit-blocks'
);
const LEARN_MORE_URL =
	'https://www.eventbrite.com/help/en-us/articles/270719/how-to-add-an-embedded-checkout-to-your-website/';

type Props = BlockEditProps< EventbriteAttributes >;

// The paragraph of Convert block to link, named here as the tests know it.
export { linkParagraph } from '../../shared/link-paragraph';

export default function EventbriteEdit( {
	attributes,
	setAttributes,
	clientId,
}: Props ) {
	const { url, eventId, style } = attributes;
	// The address is checked as save() and the server render check it: only
	// an Eventbrite event page ending in eventId is an event (and becomes a
	// link); anything else a post holds (a javascript: address typed into
	// the code editor) gets the placeholder, as visitors get nothing for it.
	const hasEvent = !! eventId && eventFromUrl( url )?.eventId === eventId;
	const [ input, setInput ] = useState( url ?? '' );
	const [ isEditing, setEditing ] = useState( false );
	const [ isResolving, setResolving ] = useState( false );
	// The address that could not be embedded; linkable when it is an http(s)
	// address (Eventbrite's or any other site's), never words.
	const [ failed, setFailed ] = useState< {
		linkTo?: string;
	} | null >( null );
	const convertToLink = useConvertToLink( clientId );
	const mounted = useMountedRef();

	const submit = async ( event?: FormEvent ) => {
		event?.preventDefault();
		const parsed = parseEventbriteInput( input );
		if ( parsed?.kind !== 'event' ) {
			const typed = input.trim();
			setFailed( {
				linkTo:
					parsed?.url ?? ( isHttpUrl( typed ) ? typed : undefined ),
			} );
			return;
		}
		setFailed( null );
		setResolving( true );
		const resolved = await resolveEmbedUrl( parsed.url );
		if ( ! mounted.current ) {
			return;
		}
		setResolving( false );
		const found = eventFromUrl( resolved );
		if ( ! found ) {
			setFailed( { linkTo: parsed.url } );
			return;
		}
		setAttributes( found );
		setInput( found.url );
		setEditing( false );
	};

	const blockProps = useBlockProps( {
		className: `is-style-${ style === 'modal' ? 'modal' : 'inline' }`,
	} );
	const innerBlocksProps = useButtonInnerBlocks(
		'wp-block-jetpack-eventbrite__button',
		style === 'modal'
			? [ BUTTON_BLOCK, buttonAttributes( url ) ]
			: undefined
	);

	const controls = (
		<>
			{ hasEvent && (
				<EditToolbarToggle
					label={ __( 'Edit URL', 'orbit-blocks' ) }
					isPressed={ isEditing }
					onClick={ () => {
						setInput( url ?? '' );
						setFailed( null );
						setEditing( ! isEditing );
					} }
				/>
			) }
			<InspectorControls>
				<EmbedStylePanel
					title={ __( 'Embed Type', 'orbit-blocks' ) }
					selected={ style === 'modal' ? 'modal' : 'inline' }
					options={ [
						{
							label: __( 'In-page Embed', 'orbit-blocks' ),
							value: 'inline',
						},
						{
							label: __( 'Button & Modal', 'orbit-blocks' ),
							value: 'modal',
						},
					] }
					onChange={ ( value ) =>
						setAttributes( {
							style: value === 'modal' ? 'modal' : 'inline',
						} )
					}
				/>
			</InspectorControls>
		</>
	);

	if ( isResolving ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ eventbriteIcon }
					label={ __( 'Eventbrite Checkout', 'orbit-blocks' ) }
					className="wp-block-jetpack-eventbrite__placeholder"
				>
					<Spinner />
					<p>{ __( 'Embedding…', 'orbit-blocks' ) }</p>
				</Placeholder>
			</div>
		);
	}

	if ( ! hasEvent || isEditing || failed ) {
		const notice = failed ? (
			<Notice
				status="error"
				isDismissible={ false }
				actions={
					failed.linkTo
						? [
								{
									label: __(
										'Convert block to link',
										'orbit-blocks'
									),
									onClick: () =>
										convertToLink(
											failed.linkTo as string
										),
									variant: 'link',
								},
						  ]
						: []
				}
			>
				{ ERROR_TEXT }
			</Notice>
		) : null;
		return (
			<EmbedPlaceholder
				blockProps={ blockProps }
				controls={ controls }
				icon={ eventbriteIcon }
				label={ __( 'Eventbrite Checkout', 'orbit-blocks' ) }
				instructions={ __(
					'Paste a link to an Eventbrite event to embed ticket checkout.',
					'orbit-blocks'
				) }
				notices={ notice }
				className="wp-block-jetpack-eventbrite__placeholder"
			>
				<EmbedForm
					onSubmit={ submit }
					label={ __( 'Event URL', 'orbit-blocks' ) }
					placeholder={ __(
						'Enter an event URL to embed here…',
						'orbit-blocks'
					) }
					value={ input }
					onChange={ setInput }
					submitText={ __( 'Embed', 'orbit-blocks' ) }
				/>
				<div className="wp-block-jetpack-eventbrite__learn-more">
					<ExternalLink href={ LEARN_MORE_URL }>
						{ __( 'Learn more', 'orbit-blocks' ) }
					</ExternalLink>
				</div>
			</EmbedPlaceholder>
		);
	}

	return (
		<EmbedOrButton
			blockProps={ blockProps }
			controls={ controls }
			showsButton={ style === 'modal' }
			innerBlocksProps={ innerBlocksProps }
		>
			<div className="wp-block-jetpack-eventbrite__preview">
				<span className="wp-block-jetpack-eventbrite__preview-icon">
					{ eventbriteIcon }
				</span>
				<div>
					<p className="wp-block-jetpack-eventbrite__preview-title">
						{ __( 'Eventbrite checkout', 'orbit-blocks' ) }
					</p>
					<p>
						{ sprintf(
							/* translators: %d: the Eventbrite event id. */
							__(
								'Event %d. Visitors choose tickets and check out here, without leaving the page.',
								'orbit-blocks'
							),
							eventId
						) }
					</p>
					{ /* url is the event page hasEvent checked. */ }
					<ExternalLink href={ url ?? '' }>{ url }</ExternalLink>
				</div>
			</div>
		</EmbedOrButton>
	);
}
