/**
 * What every older version migrates to: the attributes the block declares
 * now (the comment keeps the intervals, plans, amounts and the author's
 * texts), without fallbackLinkUrl or what was only read from old markup.
 */
import { keepDeclaredAttributes } from '../../../shared/declared-attributes';
import metadata from '../block.json';

export const currentAttributes = keepDeclaredAttributes( metadata.attributes );
