/**
 * The one function that draws every figure the incumbent plugin saved
 * (README, "Deprecations and fixtures"): its classes
 * `wp-block-jetpack-videopress jetpack-videopress-player` (the align class
 * comes from `supports`), `max-width` with `margin:auto` for a maximum width
 * other than 100%, the address in its wrapper, and the caption. The shapes:
 *
 * web: its save — with its frame poster's preview on hover
 *     (`posterData.previewOnHover`), a hidden span before the wrapper holds
 *     the preview's start and length, and the address says autoplay and
 *     muted; the address on its own line, then the caption. Without a guid
 *     (while a video uploads, or an upload that never finished) no wrapper:
 *     the figure and its caption alone.
 * app: what its apps write when an upload finishes — the caption (if the
 *     figure kept one) before the wrapper, the address without newlines,
 *     `preloadContent` whatever the preload.
 *
 * Migrating keeps every attribute of ours and drops posterData (our player
 * has no preview on hover; autoplay and muted stay as the author set them).
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from '../block.json';
import { wrapper } from '../save';
import type { VideoAttributes } from '../types';
import { incumbentPlayerUrl } from './incumbent-url';

type Attributes = VideoAttributes & {
	posterData?: {
		previewOnHover?: boolean;
		previewAtTime?: number;
		previewLoopDuration?: number;
	};
};

const span = ( className: string, value: unknown ) =>
	createElement( 'span', { className }, value as string );

export function incumbentVersion( app: boolean ) {
	return {
		attributes: ! app
			? {
					...metadata.attributes,
					posterData: { type: 'object', default: {} },
			  }
			: metadata.attributes,
		supports: metadata.supports,
		save: ( { attributes: a }: { attributes: Attributes } ) => {
			const { maxWidth, posterData: poster = {} } = a;
			const previewOnHover = Boolean( poster.previewOnHover );
			const address = incumbentPlayerUrl( a, { app, previewOnHover } );
			const caption =
				! RichText.isEmpty( a.caption ?? '' ) &&
				createElement( RichText.Content, {
					tagName: 'figcaption',
					value: a.caption,
				} );
			return createElement(
				'figure',
				useBlockProps.save( {
					className:
						'wp-block-jetpack-videopress jetpack-videopress-player',
					style:
						maxWidth && maxWidth !== '100%'
							? { maxWidth, margin: 'auto' }
							: undefined,
				} ),
				app && caption,
				previewOnHover &&
					createElement(
						'span',
						{
							style: {
								display: 'none',
								visibility: 'hidden',
								position: 'absolute',
							},
							className: 'videopress-poh',
						},
						span( 'videopress-poh__sp', poster.previewAtTime ),
						span(
							'videopress-poh__duration',
							poster.previewLoopDuration
						)
					),
				!! a.guid && wrapper( app ? address : `\n${ address }\n` ),
				! app && caption
			);
		},
		migrate: ( { posterData: _posterData, ...attributes }: Attributes ) =>
			attributes,
	};
}
