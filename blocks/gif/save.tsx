/**
 * Saved markup (spec 2 "GIF"): a figure holding the responsive wrapper,
 * whose top padding is the GIF's height-to-width ratio, with Giphy's embed
 * frame in it, and the caption. Nothing is saved without a GIF.
 *
 * A Tumblr GIF (the incumbent's Tumblr version: gifUrl) is an image in the
 * same wrapper, named by the search words like the frame (title and alt);
 * its credit, "GIF by … on Tumblr", is added for visitors by render.php.
 *
 * Only a Giphy embed address over https is ever written into the frame
 * (url.ts safeEmbedUrl), and only a plain percentage into the style
 * (giphy.ts safePaddingTop): a hand-edited attribute cannot put another
 * page or a style of its own into the post. The caption is rich text,
 * escaped by RichText.Content.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { safePaddingTop } from './padding';
import type { GifAttributes } from './types';
import { safeEmbedUrl, safeGifImageUrl } from './url';

export default function save( { attributes }: { attributes: GifAttributes } ) {
	const { caption, giphyUrl, searchText, paddingTop } = attributes;
	const src = safeEmbedUrl( giphyUrl );
	const image = src ? null : safeGifImageUrl( attributes.gifUrl );
	if ( ! src && ! image ) {
		return null;
	}
	return (
		<figure { ...useBlockProps.save() }>
			<div
				className="wp-block-jetpack-gif-wrapper"
				style={ { paddingTop: safePaddingTop( paddingTop ) } }
			>
				{ src ? (
					<iframe
						src={ src }
						title={ searchText || 'GIF' }
						loading="lazy"
					/>
				) : (
					<img
						src={ image ?? undefined }
						alt={ searchText ?? '' }
						title={ searchText }
						loading="lazy"
					/>
				) }
			</div>
			{ ! RichText.isEmpty( caption ?? '' ) && (
				<RichText.Content
					tagName="figcaption"
					className="wp-block-jetpack-gif-caption gallery-caption"
					value={ caption }
				/>
			) }
		</figure>
	);
}
