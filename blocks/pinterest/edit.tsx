/**
 * The Pinterest embed in the editor (spec 2 "Pinterest", sections 2, 4, 5
 * and 8): a URL form (placeholder) with Embed; then fetching (the preview
 * data is requested from the widget API, api.ts), embedded (the preview) or
 * error ("Sorry, this content could not be embedded." with Convert block to
 * link, which replaces the block with a paragraph holding the link). Edit URL
 * in the toolbar returns to the form with the address.
 *
 * pin.it short links are resolved through the host first
 * (shared/resolve-embed-url.ts); the address they lead to must still be a
 * pin, board or profile. Where the spec is silent: an address that is not a
 * Pinterest pin, board or profile goes to the same error state (the author's
 * text is kept in the form, and Convert block to link is offered when it is
 * an http(s) address); the error also offers Try again.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	EmbedPlaceholder,
	ToolbarTextButton,
} from '../../shared/components/embed-with-button';
import { resolveEmbedUrl } from '../../shared/resolve-embed-url';
import { fetchPinterestPreview } from './api';
import type { PinterestPreview } from './api';
import Preview from './components/preview';
import { pinterestIcon } from './icon';
import { isHttpUrl } from '../../shared/link-paragraph';
import { useConvertToLink } from '../../shared/use-convert-to-link';
import type { PinterestAttributes } from './types';
import { isShortLink, parsePinterestUrl } from './url';
import { SubmitButton } from '../../shared/components/submit-button';

export const EMBED_ERROR = __(
	'Sorry, this content could not be embedded.',
	'orbit-blocks'
);

type State =
	| { name: 'editing' }
	| { name: 'resolving' }
	| { name: 'fetching' }
	| { name: 'embedded'; preview: PinterestPreview }
	| { name: 'error'; url: string };

export default function PinterestEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< PinterestAttributes > ) {
	const { url } = attributes;
	const target = parsePinterestUrl( url );
	const [ state, setState ] = useState< State >( () => {
		if ( target ) {
			return { name: 'fetching' };
		}
		return isShortLink( url ) ? { name: 'resolving' } : { name: 'editing' };
	} );
	const [ input, setInput ] = useState( url ?? '' );
	// Bumped to fetch the same address again (Try again, or Embed of the
	// address already embedded).
	const [ attempt, setAttempt ] = useState( 0 );
	const convertToLink = useConvertToLink( clientId );
	const blockProps = useBlockProps();

	const fetching = state.name === 'fetching';
	useEffect( () => {
		if ( ! fetching || ! target ) {
			return;
		}
		const controller = new AbortController();
		fetchPinterestPreview( target, controller.signal ).then(
			( preview ) => setState( { name: 'embedded', preview } ),
			() => {
				if ( ! controller.signal.aborted ) {
					setState( { name: 'error', url: target.url } );
				}
			}
		);
		return () => controller.abort();
		// The target is derived from the url.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ fetching, url, attempt ] );

	const submit = async ( text = input ) => {
		const typed = text.trim();
		if ( ! typed ) {
			return;
		}
		// Not "fetching" yet: that would fetch the address the block has now.
		setState( { name: 'resolving' } );
		const address = isShortLink( typed )
			? await resolveEmbedUrl(
					/^https?:\/\//i.test( typed ) ? typed : `https://${ typed }`
			  )
			: typed;
		const next = parsePinterestUrl( address );
		if ( ! next ) {
			setState( { name: 'error', url: address } );
			return;
		}
		setInput( next.url );
		setAttributes( { url: next.url } );
		setAttempt( ( n ) => n + 1 );
		setState( { name: 'fetching' } );
	};

	// A pasted pin.it link (transforms.ts) is resolved when the block shows.
	useEffect( () => {
		if ( ! target && isShortLink( url ) ) {
			submit( url );
		}
		// Once, for the url the block was created with.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const editUrl = () => {
		setInput( url ?? input );
		setState( { name: 'editing' } );
	};

	const toolbar = state.name !== 'editing' && (
		<ToolbarTextButton
			label={ __( 'Edit URL', 'orbit-blocks' ) }
			onClick={ editUrl }
		/>
	);

	// Every state but the preview is the placeholder, with the toolbar once
	// there is an address (none while editing it).
	const placeholder = {
		blockProps,
		controls: toolbar,
		icon: pinterestIcon,
		label: __( 'Pinterest', 'orbit-blocks' ),
	};

	if ( state.name === 'fetching' || state.name === 'resolving' ) {
		return (
			<EmbedPlaceholder { ...placeholder }>
				<div className="wp-block-jetpack-pinterest__fetching">
					<Spinner />
					<p>{ __( 'Embedding…', 'orbit-blocks' ) }</p>
				</div>
			</EmbedPlaceholder>
		);
	}

	if ( state.name === 'embedded' ) {
		return (
			<div { ...blockProps }>
				{ toolbar }
				<Preview preview={ state.preview } />
			</div>
		);
	}

	if ( state.name === 'error' ) {
		return (
			<EmbedPlaceholder
				{ ...placeholder }
				className="wp-block-jetpack-pinterest__error"
			>
				<p role="alert">{ EMBED_ERROR }</p>
				<div className="wp-block-jetpack-pinterest__actions">
					<Button
						__next40pxDefaultSize
						variant="secondary"
						onClick={ () =>
							parsePinterestUrl( state.url )
								? setState( { name: 'fetching' } )
								: editUrl()
						}
					>
						{ __( 'Try again', 'orbit-blocks' ) }
					</Button>
					{ isHttpUrl( state.url ) && (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							onClick={ () => convertToLink( state.url ) }
						>
							{ __( 'Convert block to link', 'orbit-blocks' ) }
						</Button>
					) }
				</div>
			</EmbedPlaceholder>
		);
	}

	return (
		<EmbedPlaceholder
			{ ...placeholder }
			instructions={ __(
				'Paste a link to the Pinterest pin, board or profile you want to display.',
				'orbit-blocks'
			) }
		>
			{ /* noValidate: an address without its scheme is fine here. */ }
			<form
				noValidate
				className="wp-block-jetpack-pinterest__form"
				onSubmit={ ( event ) => {
					event.preventDefault();
					submit();
				} }
			>
				<input
					type="url"
					className="components-placeholder__input"
					aria-label={ __( 'Pinterest URL', 'orbit-blocks' ) }
					placeholder={ __(
						'Enter URL to embed here…',
						'orbit-blocks'
					) }
					value={ input }
					onChange={ ( event ) => setInput( event.target.value ) }
				/>
				<SubmitButton disabled={ ! input.trim() }>
					{ __( 'Embed', 'orbit-blocks' ) }
				</SubmitButton>
			</form>
		</EmbedPlaceholder>
	);
}
