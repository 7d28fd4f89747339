/**
 * Older saved versions of jetpack/simple-payments, each migrating to the
 * current save (nothing but the block comment; the host renders the
 * product): the incumbent's product markup and its shortcode. Comments naming
 * the dropped postLinkUrl / postLinkText need none: WordPress parses only
 * the attributes a block declares.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { SimplePaymentsAttributes } from '../types';
import productMarkup from './product-markup';
import shortcode from './shortcode';

export const deprecated = [
	productMarkup,
	shortcode,
] as unknown as BlockDeprecation< SimplePaymentsAttributes >[];
