/**
 * Markup that kept nothing outside the block comment: the older version
 * with the button's fields (<!-- wp:jetpack/calendly {…} /-->), and what
 * Orbit Blocks saved until it took the incumbent's wrapper (the comment
 * around the inner button, or nothing for the inline style).
 */
import {
	attributesWithButtonFields,
	migrateButtonFields,
} from './button-fields';

export default {
	attributes: attributesWithButtonFields,
	apiVersion: 3,
	supports: { html: false, align: true },
	save: () => null,
	migrate: migrateButtonFields,
};
