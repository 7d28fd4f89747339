/**
 * The incumbent plugin's markup: its block saves nothing but the comment
 * (the answer in `content`, the prompt settings). Same attributes; saving
 * again writes the answer's HTML in the block's div, which the editor
 * renders from `content` when the block shows.
 */
import metadata from '../block.json';

export default {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => null,
	// No HTML was saved: left unset, so that the editor renders it.
	migrate: ( { html: _html, ...rest }: Record< string, unknown > ) => rest,
};
