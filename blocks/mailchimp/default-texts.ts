/**
 * The form's words while the author has not written their own: translated
 * for whoever reads them (the editor here, visitors in
 * blocks/mailchimp/render.php, which has the same texts). They are
 * not block.json defaults: WordPress would then hand the server the English
 * words as if the author had typed them.
 */
import { __ } from '@wordpress/i18n';
import type { MailchimpAttributes } from './types';

export type TextAttribute =
	| 'emailPlaceholder'
	| 'consentText'
	| 'processingLabel'
	| 'successLabel'
	| 'errorLabel';

export function defaultText( attribute: TextAttribute ): string {
	switch ( attribute ) {
		case 'emailPlaceholder':
			return __( 'Enter your email', 'orbit-blocks' );
		case 'consentText':
			return __(
				'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.',
				'orbit-blocks'
			);
		case 'processingLabel':
			return __( 'Processing…', 'orbit-blocks' );
		case 'successLabel':
			return __( "Success! You're on the list.", 'orbit-blocks' );
		case 'errorLabel':
			return __(
				"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.",
				'orbit-blocks'
			);
	}
}

/** The author's text, or the translated default when they wrote none. */
export function textOf(
	attributes: Partial< MailchimpAttributes >,
	attribute: TextAttribute
): string {
	const value = attributes[ attribute ];
	return typeof value === 'string' ? value : defaultText( attribute );
}
