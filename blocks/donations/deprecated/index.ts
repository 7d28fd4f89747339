/**
 * Older saved versions of jetpack/donations, each migrating to the current
 * save (the comment alone; the host renders the form): the incumbent's
 * links for visitors without JavaScript, and its first static form.
 * Comments naming the dropped fallbackLinkUrl need none: WordPress parses
 * only the attributes a block declares.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { DonationsAttributes } from '../types';
import fallbackLinks from './fallback-links';
import staticForm from './static-form';

export const deprecated = [
	fallbackLinks,
	staticForm,
] as unknown as BlockDeprecation< DonationsAttributes >[];
