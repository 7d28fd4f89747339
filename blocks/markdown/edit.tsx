/**
 * The markdown block in the editor (spec 2 "Markdown", sections 2, 4 and 8):
 * a plain-text Markdown editor and a rendered Preview, switched from the
 * toolbar. Deselecting the block returns it to the editor mode, so the next
 * selection opens the source; while it is not selected it shows what
 * visitors will see (or the empty editor, when there is nothing yet).
 *
 * Each change of the source renders it once (render-markdown.ts) and stores
 * both, so the saved HTML always matches the source.
 */
import {
	BlockControls,
	PlainText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { RawHTML, useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';
import { leaveEditorFor } from './navigate';
import { renderMarkdown } from './render-markdown';
import type { MarkdownAttributes } from './types';

export type Mode = 'editor' | 'preview';

export const LEAVE_MESSAGE = (): string =>
	__( 'Are you sure you wish to leave this page?', 'orbit-blocks' );

/**
 * A click in the rendered preview: a link to this page's own anchor just
 * scrolls; any other link asks before the editor is left for it, and does
 * nothing when the author cancels.
 */
function onPreviewClick( event: MouseEvent< HTMLElement > ) {
	const link = ( event.target as Element ).closest?.( 'a[href]' ) as
		| HTMLAnchorElement
		| null
		| undefined;
	if ( ! link ) {
		return;
	}
	event.preventDefault();
	const href = link.getAttribute( 'href' ) ?? '';
	if ( href.startsWith( '#' ) ) {
		link.ownerDocument
			.getElementById( decodeURIComponent( href.slice( 1 ) ) )
			?.scrollIntoView();
		return;
	}
	// eslint-disable-next-line no-alert
	if ( window.confirm( LEAVE_MESSAGE() ) ) {
		leaveEditorFor( link.href );
	}
}

export default function MarkdownEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< MarkdownAttributes > ) {
	const { source = '', html } = attributes;
	const [ mode, setMode ] = useState< Mode >( 'editor' );

	// Preview reverts to the editor when the block is deselected.
	useEffect( () => {
		if ( ! isSelected ) {
			setMode( 'editor' );
		}
	}, [ isSelected ] );

	// A block made with a source but no HTML (inserted by code, or a
	// transform) gets its HTML once, so that visitors see the source too.
	useEffect( () => {
		if ( html === undefined && source.trim() ) {
			setAttributes( { html: renderMarkdown( source ) } );
		}
	}, [ html, source, setAttributes ] );

	const isEmpty = ! source.trim();
	const showRendered = isSelected ? mode === 'preview' : ! isEmpty;
	const rendered = useMemo(
		() => ( showRendered ? renderMarkdown( source ) : '' ),
		[ showRendered, source ]
	);

	const blockProps = useBlockProps( {
		className: showRendered ? 'is-preview' : 'is-editing',
	} );

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						isPressed={ mode === 'editor' }
						onClick={ () => setMode( 'editor' ) }
					>
						{ __( 'Markdown', 'orbit-blocks' ) }
					</ToolbarButton>
					<ToolbarButton
						isPressed={ mode === 'preview' }
						onClick={ () => setMode( 'preview' ) }
					>
						{ __( 'Preview', 'orbit-blocks' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			{ showRendered && ! isEmpty && (
				// Sanitised by render-markdown.ts: raw HTML is text, links
				// and images use safe schemes only.
				<RawHTML
					className="wp-block-jetpack-markdown__preview"
					onClick={ onPreviewClick }
				>
					{ rendered }
				</RawHTML>
			) }
			{ showRendered && isEmpty && (
				<p className="wp-block-jetpack-markdown__nothing">
					{ __( 'Nothing to preview yet.', 'orbit-blocks' ) }
				</p>
			) }
			{ ! showRendered && (
				<PlainText
					className="wp-block-jetpack-markdown__editor"
					aria-label={ __( 'Markdown', 'orbit-blocks' ) }
					placeholder={ __(
						'Write in Markdown: **bold**, _italic_, [a link](https://example.com)…',
						'orbit-blocks'
					) }
					value={ source }
					onChange={ ( next: string ) =>
						setAttributes( {
							source: next,
							html: renderMarkdown( next ),
						} )
					}
				/>
			) }
		</div>
	);
}
