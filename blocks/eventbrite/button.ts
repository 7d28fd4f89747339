/**
 * The inner jetpack/button of the Button & Modal style: an "a" element whose
 * url follows the block's (passthroughAttributes), so without script it
 * opens the event page; the front-end script makes it open the checkout.
 */
import { __ } from '@wordpress/i18n';

export const BUTTON_BLOCK = 'jetpack/button';

export function buttonAttributes(
	url: string | undefined,
	extra: Record< string, unknown > = {}
): Record< string, unknown > {
	return {
		element: 'a',
		text: __( 'Register', 'orbit-blocks' ),
		url,
		passthroughAttributes: { url: 'url' },
		...extra,
	};
}
