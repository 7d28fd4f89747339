/**
 * The incumbent plugin's versions of jetpack/gif: a dynamic block. It saved
 * no markup (the comment holds every attribute, the caption included, and
 * the server drew the frame), so its posts read `<!-- wp:jetpack/gif {…} /-->`,
 * the caption and searchText in the comment too: a Giphy embed (giphyUrl)
 * or, in its Tumblr version, a Tumblr GIF (gifUrl, with attributionUrl and
 * attributionName). Migrating keeps every attribute and writes the embed address the way this version
 * saves it: the protocol-relative (`//giphy.com/embed/<id>`) or http
 * addresses some older posts hold become https. An address that is not a
 * Giphy embed is kept as it was (nothing is lost), and the block then
 * offers the search again instead of embedding it.
 *
 * blocks/gif/render.php draws such posts for visitors until they
 * are saved again.
 */
import metadata from '../block.json';
import type { GifAttributes } from '../types';
import { safeEmbedUrl } from '../url';

interface StoredAttributes {
	giphyUrl?: unknown;
	gifUrl?: unknown;
	caption?: unknown;
}

/** An old giphyUrl written as this version saves it, when it is Giphy's. */
export function upgradeEmbedUrl( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const https = value.trim().replace( /^(https?:)?\/\//i, 'https://' );
	return safeEmbedUrl( https ) ?? value;
}

export const serverRendered = {
	// The same attributes, all in the comment (caption and searchText too).
	attributes: {
		...metadata.attributes,
		caption: { type: 'string' },
		searchText: { type: 'string' },
	},
	supports: { html: false, align: true },
	// Also when the current version finds the markup valid: its save gives
	// nothing for an address it cannot embed (a protocol-relative one), and
	// it reads the caption from the markup, not from the comment.
	isEligible: (
		_attributes: Record< string, unknown >,
		_innerBlocks: unknown,
		{
			blockNode,
		}: { blockNode?: { attrs?: StoredAttributes; innerHTML?: string } } = {}
	) =>
		( blockNode?.innerHTML ?? '' ).trim() === '' &&
		( blockNode?.attrs?.giphyUrl !== undefined ||
			blockNode?.attrs?.gifUrl !== undefined ||
			blockNode?.attrs?.caption !== undefined ),
	migrate: ( attributes: Record< string, unknown > ): GifAttributes => {
		const migrated = { ...attributes } as GifAttributes;
		if ( attributes.giphyUrl !== undefined ) {
			migrated.giphyUrl = upgradeEmbedUrl( attributes.giphyUrl );
		}
		return migrated;
	},
	save: () => null,
};
