/**
 * What every older version migrates to: the attributes the block declares
 * now, without the fields only an older markup carried (the purchase
 * link's address and text, the price as it was printed).
 */
import metadata from '../block.json';
import type { SimplePaymentsAttributes } from '../types';

export function currentAttributes(
	attributes: Record< string, unknown >
): SimplePaymentsAttributes {
	return Object.fromEntries(
		Object.entries( attributes ).filter(
			( [ name ] ) => name in metadata.attributes
		)
	) as unknown as SimplePaymentsAttributes;
}
