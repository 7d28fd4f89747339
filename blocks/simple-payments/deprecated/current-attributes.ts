/**
 * What every older version migrates to: the attributes the block declares
 * now, without the fields only an older markup carried (the purchase
 * link's address and text, the price as it was printed).
 */
import { keepDeclaredAttributes } from '../../../shared/declared-attributes';
import metadata from '../block.json';
import type { SimplePaymentsAttributes } from '../types';

export const currentAttributes =
	keepDeclaredAttributes< SimplePaymentsAttributes >( metadata.attributes );
