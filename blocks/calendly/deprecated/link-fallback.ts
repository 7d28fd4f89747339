/**
 * The incumbent's older version with the button's fields saved a plain link
 * to the calendar: <a class="wp-block-jetpack-calendly" href="URL">URL</a>.
 */
import { createElement } from '@wordpress/element';
import { calendlyButtonFieldsVersion } from './button-fields';

export default calendlyButtonFieldsVersion( ( { attributes } ) => {
	const url = attributes.url as string | undefined;
	// Deprecations get no generated class name: it is spelled out.
	return createElement(
		'a',
		{ className: 'wp-block-jetpack-calendly', href: url },
		url
	);
} );
