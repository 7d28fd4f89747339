/**
 * The inner jetpack/button of the link style: an "a" element whose url
 * follows the block's (passthroughAttributes), so it opens the calendar
 * without script and the front-end script turns it into the pop-up.
 */
import { __ } from '@wordpress/i18n';
import { isValidColor } from '../../shared/color';

export const BUTTON_BLOCK = 'jetpack/button';

export interface ButtonSettings {
	text?: string;
	backgroundColor?: string;
	textColor?: string;
	/** A palette slug (the older version's submitButtonBackgroundColor). */
	backgroundColorSlug?: string;
	textColorSlug?: string;
	className?: string;
}

const SLUG = /^[a-z0-9-]+$/;

export function buttonAttributes(
	url: string | undefined,
	settings: ButtonSettings = {}
): Record< string, unknown > {
	const attributes: Record< string, unknown > = {
		element: 'a',
		text: settings.text || __( 'Schedule time with me', 'orbit-blocks' ),
		url,
		passthroughAttributes: { url: 'url' },
	};
	if (
		settings.backgroundColorSlug &&
		SLUG.test( settings.backgroundColorSlug )
	) {
		attributes.backgroundColor = settings.backgroundColorSlug;
	} else if ( isValidColor( settings.backgroundColor ) ) {
		attributes.customBackgroundColor = settings.backgroundColor;
	}
	if ( settings.textColorSlug && SLUG.test( settings.textColorSlug ) ) {
		attributes.textColor = settings.textColorSlug;
	} else if ( isValidColor( settings.textColor ) ) {
		attributes.customTextColor = settings.textColor;
	}
	if ( settings.className ) {
		attributes.className = settings.className;
	}
	return attributes;
}
