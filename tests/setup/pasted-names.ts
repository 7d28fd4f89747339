/**
 * Pasting in a block's transform tests, as they compare it: each pasted
 * block's name and attributes, and the texts a raw transform leaves alone.
 */
import { registerCoreTextBlocks } from '../fixtures/core-blocks';
import { pastedBlocks } from './paste';

/** Before the file's tests: the block (its `register`) and core's text blocks. */
export function registerWithTextBlocks( register: () => void ) {
	beforeAll( () => {
		register();
		registerCoreTextBlocks();
	} );
}

/** What pasting `plainText` into an empty paragraph gives. */
export const pastedNamesAndAttributes = ( plainText: string ) =>
	pastedBlocks( plainText ).map( ( block ) => [
		block.name,
		block.attributes,
	] );

/**
 * The texts, each alone in a paragraph, that the raw transform `isMatch`
 * takes (a transform that must leave them all alone answers none).
 */
export const rawMatches = (
	transform: { isMatch?: ( node: HTMLElement ) => boolean },
	texts: string[]
) =>
	texts.filter( ( text ) => {
		const paragraph = document.createElement( 'p' );
		paragraph.textContent = text;
		return transform.isMatch?.( paragraph );
	} );
