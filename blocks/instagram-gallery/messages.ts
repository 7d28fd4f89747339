/**
 * The block's error texts, verbatim from spec 2 section 8, and what a
 * blocked pop-up asks.
 */
import { __ } from '@wordpress/i18n';

export const GENERIC_ERROR = __(
	'An error occurred. Please try again later.',
	'orbit-blocks'
);
export const NO_IMAGES = __(
	'No images were found in your Instagram account.',
	'orbit-blocks'
);
export const POPUP_BLOCKED = __(
	'Your browser blocked the Instagram window. Allow pop-ups for this site, then select Connect to Instagram again.',
	'orbit-blocks'
);
