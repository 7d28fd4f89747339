/**
 * Older saved versions of jetpack/donations, each migrating to the current
 * save (the comment alone; the host renders the form): the incumbent's
 * links for visitors without JavaScript, its first static form, and
 * comments naming the dropped fallbackLinkUrl.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { DonationsAttributes } from '../types';
import fallbackLinkComment from './fallback-link-comment';
import fallbackLinks from './fallback-links';
import staticForm from './static-form';

export const deprecated = [
	fallbackLinkComment,
	fallbackLinks,
	staticForm,
] as unknown as BlockDeprecation< DonationsAttributes >[];
