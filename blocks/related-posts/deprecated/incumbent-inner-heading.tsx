/**
 * The incumbent's current save: the block's div (alignment, colours,
 * spacing) around inner blocks, where its editor allowed only headings (one
 * from its template, "Add a headline"). Our block renders its headline from
 * attributes on the server, so the headings' text becomes `headline` (plain
 * text, as render.php prints it), shown when it is not empty; the
 * settings carry over as they are.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import type { BlockInstance } from '@wordpress/blocks';
import { decodeEntities } from '@wordpress/html-entities';
import type { RelatedPostsAttributes } from '../attributes';
import metadata from '../block.json';

// A heading's content is rich text (a RichTextData, whose string is its HTML).
const plainText = ( html: unknown ) =>
	html === undefined || html === null
		? ''
		: decodeEntities( String( html ).replace( /<[^>]*>/g, '' ) ).trim();

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => (
		<div>
			<InnerBlocks.Content />
		</div>
	),
	migrate(
		attributes: RelatedPostsAttributes,
		innerBlocks: BlockInstance[]
	): [ RelatedPostsAttributes, BlockInstance[] ] {
		const headline = innerBlocks
			.filter( ( block ) => block.name === 'core/heading' )
			.map( ( block ) => plainText( block.attributes.content ) )
			.filter( Boolean )
			.join( ' ' );
		return [
			headline
				? { ...attributes, headline, displayHeadline: true }
				: attributes,
			[],
		];
	},
};
