/**
 * Older saved versions of jetpack/simple-payments, each migrating to the
 * current save (nothing but the block comment; the host renders the
 * product): the incumbent's product markup and its shortcode, and comments
 * naming the dropped postLinkUrl / postLinkText.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { SimplePaymentsAttributes } from '../types';
import postLinkComment from './post-link-comment';
import productMarkup from './product-markup';
import shortcode from './shortcode';

export const deprecated = [
	postLinkComment,
	productMarkup,
	shortcode,
] as unknown as BlockDeprecation< SimplePaymentsAttributes >[];
