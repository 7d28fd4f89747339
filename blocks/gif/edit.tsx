/**
 * The GIF block in the editor (spec 2 "GIF search", sections 2 to 5 and 9).
 *
 * - Placeholder: "Search for a term or paste a Giphy URL", a field and
 *   Search. A Giphy page, embed or media address is fetched by its id;
 *   anything else is searched (10 results).
 * - The first GIF found is applied at once (giphyUrl = its embed address,
 *   paddingTop = its height over its width); while the block is selected
 *   and the search gave more than one, the results show as thumbnails, and
 *   choosing one replaces the GIF. Caption "Write caption…" below.
 * - Search again: from the toolbar (a field above the GIF) or the sidebar,
 *   which also shows Giphy's attribution.
 * - A failure or an empty answer says so under the field and changes
 *   nothing: the text typed, the GIF, the caption all stay.
 * - While the site has no GIPHY API key (configured.gif false in the
 *   editor state), the placeholder says what is missing instead of the
 *   search field: to administrators with a link to Settings → Orbit
 *   Blocks, to others "Ask an administrator…". A GIF already chosen
 *   still shows, in the editor and to visitors.
 *
 * Where the spec is silent: a block made by pasting an address (transforms)
 * starts with it as searchText and no GIF, and fetches it when it first
 * shows. For a pasted address, searchText becomes the GIF's title (when the
 * service gives one), so that the frame's title and the next search read as
 * words rather than an address.
 */
import {
	BlockControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	ExternalLink,
	Notice,
	Placeholder,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { search as searchIcon } from '@wordpress/icons';
import MissingSettingNotice from '../../shared/components/missing-setting-notice';
import { isServiceConfigured } from '../../shared/service-settings';
import SearchForm from './components/search-form';
import Thumbnails from './components/thumbnails';
import { findGifs, type Gif } from './giphy';
import { gifIcon } from './icon';
import { failureMessage, nothingFoundMessage } from './messages';
import { safePaddingTop } from './padding';
import type { GifAttributes } from './types';
import { isGiphyUrl, safeEmbedUrl, safeGifImageUrl } from './url';
import { SettingsPanel } from '../../shared/components/settings-panel';

type Status =
	| { state: 'idle' }
	| { state: 'searching' }
	| { state: 'failed'; message: string };

export default function GifEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< GifAttributes > ) {
	const { caption, giphyUrl, searchText, paddingTop } = attributes;
	const embedUrl = safeEmbedUrl( giphyUrl );
	// A Tumblr GIF of the incumbent's, shown until another GIF is chosen.
	const imageUrl = embedUrl ? null : safeGifImageUrl( attributes.gifUrl );
	const [ text, setText ] = useState( searchText ?? '' );
	const [ results, setResults ] = useState< {
		term: string;
		gifs: Gif[];
	} >( { term: '', gifs: [] } );
	const [ status, setStatus ] = useState< Status >( { state: 'idle' } );
	const [ isSearchOpen, setSearchOpen ] = useState( false );
	const request = useRef< AbortController | null >( null );

	useEffect( () => () => request.current?.abort(), [] );

	const apply = useCallback(
		( gif: Gif, term: string ) => {
			const words = isGiphyUrl( term ) ? gif.title || term : term;
			setAttributes( {
				giphyUrl: gif.embedUrl,
				paddingTop: gif.paddingTop,
				searchText: words,
				gifUrl: undefined,
				attributionUrl: undefined,
				attributionName: undefined,
			} );
			setText( words );
		},
		[ setAttributes ]
	);

	const search = useCallback(
		async ( input: string ) => {
			const term = input.trim();
			if ( ! term ) {
				return;
			}
			request.current?.abort();
			const controller = new AbortController();
			request.current = controller;
			setStatus( { state: 'searching' } );
			try {
				const gifs = await findGifs( term, {
					signal: controller.signal,
				} );
				if ( controller.signal.aborted ) {
					return;
				}
				if ( gifs.length === 0 ) {
					setStatus( {
						state: 'failed',
						message: nothingFoundMessage(
							term,
							isGiphyUrl( term )
						),
					} );
					return;
				}
				setResults( { term, gifs } );
				setStatus( { state: 'idle' } );
				setSearchOpen( false );
				apply( gifs[ 0 ], term );
			} catch ( error ) {
				if ( ! controller.signal.aborted ) {
					setStatus( {
						state: 'failed',
						message: failureMessage( error ),
					} );
				}
			}
		},
		[ apply ]
	);

	// A block pasted as a Giphy address fetches its GIF when it first shows.
	const pasted = ! embedUrl && isGiphyUrl( searchText ) ? searchText : '';
	useEffect( () => {
		if ( pasted ) {
			search( pasted );
		}
		// Once, for the address the block was made with.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const isSearching = status.state === 'searching';
	const form = ( focusOnMount = false ) => (
		<SearchForm
			value={ text }
			onChange={ setText }
			onSubmit={ search }
			isSearching={ isSearching }
			focusOnMount={ focusOnMount }
		/>
	);
	const message = status.state === 'failed' && (
		<Notice
			className="wp-block-jetpack-gif__message"
			status="warning"
			isDismissible={ false }
			// The alert below is announced; the notice need not speak too.
			spokenMessage={ null }
		>
			<span role="alert">{ status.message }</span>
		</Notice>
	);

	const blockProps = useBlockProps();

	if ( ! embedUrl && ! imageUrl ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					className="wp-block-jetpack-gif__placeholder"
					icon={ gifIcon }
					label={ __( 'GIF', 'orbit-blocks' ) }
					instructions={ __(
						'Search for a term or paste a Giphy URL',
						'orbit-blocks'
					) }
				>
					{ isServiceConfigured( 'gif' ) ? (
						form()
					) : (
						<MissingSettingNotice
							adminMessage={ __(
								'Add a GIPHY API key in <a>Settings → Orbit Blocks</a> to search GIFs.',
								'orbit-blocks'
							) }
							otherMessage={ __(
								'Ask an administrator to add a GIPHY API key in Settings → Orbit Blocks to search GIFs.',
								'orbit-blocks'
							) }
						/>
					) }
					{ message }
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						icon={ searchIcon }
						label={ __( 'Search again', 'orbit-blocks' ) }
						isPressed={ isSearchOpen }
						onClick={ () => setSearchOpen( ! isSearchOpen ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<SettingsPanel title={ __( 'GIF search', 'orbit-blocks' ) }>
				{ form() }
				<p className="wp-block-jetpack-gif__attribution">
					<ExternalLink href="https://giphy.com/">
						{ __( 'Powered by GIPHY', 'orbit-blocks' ) }
					</ExternalLink>
				</p>
			</SettingsPanel>
			{ isSelected && isSearchOpen && form( true ) }
			{ message }
			<figure className="wp-block-jetpack-gif__figure">
				<div
					className="wp-block-jetpack-gif-wrapper"
					style={ { paddingTop: safePaddingTop( paddingTop ) } }
				>
					{ imageUrl ? (
						<img src={ imageUrl } alt={ searchText ?? '' } />
					) : (
						<iframe
							src={ embedUrl ?? undefined }
							title={ searchText || 'GIF' }
						/>
					) }
					{ /* Clicks select the block instead of entering the frame. */ }
					<span className="wp-block-jetpack-gif__overlay" />
				</div>
				{ isSelected && results.gifs.length > 1 && (
					<Thumbnails
						gifs={ results.gifs }
						current={ embedUrl }
						onChoose={ ( gif ) => apply( gif, results.term ) }
					/>
				) }
				{ ( isSelected || ! RichText.isEmpty( caption ?? '' ) ) && (
					<RichText
						tagName="figcaption"
						className="wp-block-jetpack-gif-caption gallery-caption"
						aria-label={ __( 'GIF caption text', 'orbit-blocks' ) }
						placeholder={ __( 'Write caption…', 'orbit-blocks' ) }
						value={ caption ?? '' }
						onChange={ ( next: string ) =>
							setAttributes( { caption: next } )
						}
						inlineToolbar
					/>
				) }
			</figure>
		</div>
	);
}
