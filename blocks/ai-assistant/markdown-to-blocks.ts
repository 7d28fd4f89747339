/**
 * The accepted answer as core blocks (spec 1 section 4, Accept). The answer
 * is markdown; markdown-it (the markdown block's instance: raw HTML off, safe
 * link schemes only) tokenises it, and each top-level construct becomes one
 * core block whose HTML is markdown-it's own escaped rendering:
 * paragraph, heading, list (with list-item children, nested lists inside
 * them), quote, code, separator. Tables and anything else become a core/html
 * block holding markdown-it's escaped HTML (no raw HTML can pass, so no
 * script from the model's answer reaches the post).
 *
 * Pure: the result is a list of block descriptions; createBlocks() turns it
 * into editor blocks.
 */
import { createBlock, type BlockInstance } from '@wordpress/blocks';
import type { Token } from 'markdown-it';
import { markdownRenderer } from '../markdown/render-markdown';

export interface BlockDescription {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: BlockDescription[];
}

const block = (
	name: string,
	attributes: Record< string, unknown >,
	innerBlocks: BlockDescription[] = []
): BlockDescription => ( { name, attributes, innerBlocks } );

/** The index of the token that closes the one at `start`. */
function closing( tokens: Token[], start: number ): number {
	const level = tokens[ start ].level;
	const type = tokens[ start ].type.replace( /_open$/, '_close' );
	for ( let i = start + 1; i < tokens.length; i++ ) {
		if ( tokens[ i ].type === type && tokens[ i ].level === level ) {
			return i;
		}
	}
	return tokens.length - 1;
}

function inlineHtml( token: Token | undefined ): string {
	const md = markdownRenderer();
	return token?.children
		? md.renderer.renderInline( token.children, md.options, {} ).trim()
		: '';
}

function listItems( tokens: Token[] ): BlockDescription[] {
	const items: BlockDescription[] = [];
	for ( let i = 0; i < tokens.length; i++ ) {
		if ( tokens[ i ].type !== 'list_item_open' ) {
			continue;
		}
		const end = closing( tokens, i );
		const inner = tokens.slice( i + 1, end );
		const texts: string[] = [];
		const nested: BlockDescription[] = [];
		for ( let j = 0; j < inner.length; j++ ) {
			const token = inner[ j ];
			if (
				token.type === 'inline' &&
				token.level === inner[ 0 ].level + 1
			) {
				texts.push( inlineHtml( token ) );
			} else if (
				( token.type === 'bullet_list_open' ||
					token.type === 'ordered_list_open' ) &&
				token.level === inner[ 0 ].level
			) {
				const listEnd = closing( inner, j );
				nested.push( listBlock( inner.slice( j, listEnd + 1 ) ) );
				j = listEnd;
			}
		}
		items.push(
			block( 'core/list-item', { content: texts.join( '<br>' ) }, nested )
		);
		i = end;
	}
	return items;
}

function listBlock( tokens: Token[] ): BlockDescription {
	const open = tokens[ 0 ];
	const ordered = open.type === 'ordered_list_open';
	const start = Number( open.attrGet( 'start' ) ?? 1 );
	const attributes: Record< string, unknown > = { ordered };
	if ( ordered && start !== 1 ) {
		attributes.start = start;
	}
	return block( 'core/list', attributes, listItems( tokens.slice( 1, -1 ) ) );
}

function describe( tokens: Token[] ): BlockDescription[] {
	const md = markdownRenderer();
	const blocks: BlockDescription[] = [];
	for ( let i = 0; i < tokens.length; i++ ) {
		const token = tokens[ i ];
		switch ( token.type ) {
			case 'paragraph_open': {
				const end = closing( tokens, i );
				blocks.push(
					block( 'core/paragraph', {
						content: inlineHtml( tokens[ i + 1 ] ),
					} )
				);
				i = end;
				break;
			}
			case 'heading_open': {
				const end = closing( tokens, i );
				blocks.push(
					block( 'core/heading', {
						level: Number( token.tag.slice( 1 ) ),
						content: inlineHtml( tokens[ i + 1 ] ),
					} )
				);
				i = end;
				break;
			}
			case 'bullet_list_open':
			case 'ordered_list_open': {
				const end = closing( tokens, i );
				blocks.push( listBlock( tokens.slice( i, end + 1 ) ) );
				i = end;
				break;
			}
			case 'blockquote_open': {
				const end = closing( tokens, i );
				blocks.push(
					block(
						'core/quote',
						{},
						describe( tokens.slice( i + 1, end ) )
					)
				);
				i = end;
				break;
			}
			case 'fence':
			case 'code_block':
				blocks.push(
					block( 'core/code', {
						content: md.utils.escapeHtml(
							token.content.replace( /\n$/, '' )
						),
					} )
				);
				break;
			case 'hr':
				blocks.push( block( 'core/separator', {} ) );
				break;
			default: {
				// Tables and whatever else: markdown-it's escaped HTML.
				const end = token.nesting === 1 ? closing( tokens, i ) : i;
				const html = md.renderer
					.render( tokens.slice( i, end + 1 ), md.options, {} )
					.trim();
				if ( html ) {
					blocks.push( block( 'core/html', { content: html } ) );
				}
				i = end;
			}
		}
	}
	return blocks;
}

/** The markdown as block descriptions (empty for an empty answer). */
export function markdownToBlockDescriptions(
	markdown: string
): BlockDescription[] {
	if ( ! markdown.trim() ) {
		return [];
	}
	return describe( markdownRenderer().parse( markdown, {} ) );
}

/** Block descriptions as editor blocks. */
export function createBlocks(
	descriptions: BlockDescription[]
): BlockInstance[] {
	return descriptions.map( ( description ) =>
		createBlock(
			description.name,
			description.attributes,
			createBlocks( description.innerBlocks )
		)
	);
}

/** The markdown as editor blocks. */
export function markdownToBlocks( markdown: string ): BlockInstance[] {
	return createBlocks( markdownToBlockDescriptions( markdown ) );
}
