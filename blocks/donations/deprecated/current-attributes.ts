/**
 * What every older version migrates to: the attributes the block declares
 * now (the comment keeps the intervals, plans, amounts and the author's
 * texts), without fallbackLinkUrl or what was only read from old markup.
 */
import metadata from '../block.json';

export function currentAttributes( attributes: Record< string, unknown > ) {
	return Object.fromEntries(
		Object.entries( attributes ).filter(
			( [ name ] ) => name in metadata.attributes
		)
	);
}
