/**
 * The locked inner jetpack/button (a submit button) and what the older
 * version's submit button fields become (deprecated.ts).
 */
export const BUTTON_BLOCK = 'jetpack/button';
export const BUTTON_ID = 'mailchimp-widget-id';
export const DEFAULT_BUTTON_TEXT = 'Join my email list';

export interface LegacyButtonFields {
	submitButtonText?: string;
	backgroundButtonColor?: string;
	textButtonColor?: string;
	customBackgroundButtonColor?: string;
	customTextButtonColor?: string;
	submitButtonClasses?: string;
}

/** The inner button's attributes, from the older fields where given. */
export function buttonAttributes(
	legacy: LegacyButtonFields = {}
): Record< string, unknown > {
	const attributes: Record< string, unknown > = {
		element: 'button',
		uniqueId: BUTTON_ID,
		text: legacy.submitButtonText || DEFAULT_BUTTON_TEXT,
	};
	if ( legacy.backgroundButtonColor ) {
		attributes.backgroundColor = legacy.backgroundButtonColor;
	}
	if ( legacy.textButtonColor ) {
		attributes.textColor = legacy.textButtonColor;
	}
	if ( legacy.customBackgroundButtonColor ) {
		attributes.customBackgroundColor = legacy.customBackgroundButtonColor;
	}
	if ( legacy.customTextButtonColor ) {
		attributes.customTextColor = legacy.customTextButtonColor;
	}
	return attributes;
}
