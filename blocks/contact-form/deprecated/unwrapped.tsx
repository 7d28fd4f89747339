/**
 * The incumbent's older form markup: the fields and the button straight in
 * the block comment, with no div of the block's own (and, oldest, the
 * comment alone). Same attributes; it re-saves inside the div (save.tsx).
 */
import { InnerBlocks } from '@wordpress/block-editor';
import metadata from '../block.json';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => <InnerBlocks.Content />,
};
