/**
 * What pasting a text into an empty paragraph gives, as a transform test
 * compares it: each block's name and attributes.
 */
import { pastedBlocks } from './paste';

export const pastedNamesAndAttributes = ( plainText: string ) =>
	pastedBlocks( plainText ).map( ( block ) => [
		block.name,
		block.attributes,
	] );
