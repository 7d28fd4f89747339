// @ts-check
/**
 * The translatable fields of a block.json, with the contexts WordPress
 * translates them with (@wordpress/blocks on the client, register_block_type
 * on the server, when the file names its "textdomain"): title, description,
 * keywords, style labels, and the variations' titles, descriptions and
 * keywords.
 */

/**
 * @param {string} json the block.json text
 * @param {string} file the path written in the references
 * @return {import('./extract-js.mjs').Entry[]} its entries
 */
export function extractBlockJson( json, file ) {
	const metadata = JSON.parse( json );
	if ( metadata.textdomain !== 'orbit-blocks' ) {
		return [];
	}
	/** @type {import('./extract-js.mjs').Entry[]} */
	const entries = [];
	const add = (
		/** @type {unknown} */ text,
		/** @type {string} */ context
	) => {
		if ( typeof text === 'string' && text !== '' ) {
			entries.push( {
				msgid: text,
				msgctxt: context,
				references: [ file ],
				comments: [],
			} );
		}
	};
	add( metadata.title, 'block title' );
	add( metadata.description, 'block description' );
	for ( const keyword of metadata.keywords ?? [] ) {
		add( keyword, 'block keyword' );
	}
	for ( const style of metadata.styles ?? [] ) {
		add( style.label, 'block style label' );
	}
	for ( const variation of metadata.variations ?? [] ) {
		add( variation.title, 'block variation title' );
		add( variation.description, 'block variation description' );
		for ( const keyword of variation.keywords ?? [] ) {
			add( keyword, 'block variation keyword' );
		}
	}
	return entries;
}
