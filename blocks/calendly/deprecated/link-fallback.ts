/**
 * The incumbent's older version with the button's fields saved a plain link
 * to the calendar: <a class="wp-block-jetpack-calendly" href="URL">URL</a>.
 */
import { createElement } from '@wordpress/element';
import {
	attributesWithButtonFields,
	migrateButtonFields,
} from './button-fields';

export default {
	attributes: attributesWithButtonFields,
	apiVersion: 3,
	supports: { html: false, align: true },
	save: ( { attributes }: { attributes: { url?: string } } ) =>
		createElement(
			'a',
			// Deprecations get no generated class name: it is spelled out.
			{ className: 'wp-block-jetpack-calendly', href: attributes.url },
			attributes.url
		),
	migrate: migrateButtonFields,
};
