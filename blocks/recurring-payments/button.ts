/**
 * The inner jetpack/button (a link) of the Payment Button. Its url follows
 * the parent's url attribute (passthroughAttributes); the server render
 * replaces it with the plan's checkout for visitors.
 */
import { __ } from '@wordpress/i18n';

export const BUTTON_BLOCK = 'jetpack/button';
export const BUTTON_ID = 'recurring-payments-id';

export function buttonTemplate(): [ string, Record< string, unknown > ][] {
	return [
		[
			BUTTON_BLOCK,
			{
				element: 'a',
				uniqueId: BUTTON_ID,
				// Where the spec is silent: the incumbent's default wording.
				text: __( 'Contribute', 'orbit-blocks' ),
				passthroughAttributes: { url: 'url' },
			},
		],
	];
}
