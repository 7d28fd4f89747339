/**
 * The inner jetpack/button of the link style: an "a" element whose url
 * follows the block's (passthroughAttributes), so it opens the calendar
 * without script and the front-end script turns it into the pop-up. Colours
 * are passed on as they are: the button keeps only valid ones in its markup
 * (blocks/button/markup.ts).
 */
import { __ } from '@wordpress/i18n';

export const BUTTON_BLOCK = 'jetpack/button';

export interface ButtonSettings {
	text?: string;
	/** CSS colours (customBackgroundColor, customTextColor of the button). */
	backgroundColor?: string;
	textColor?: string;
	/** Palette slugs (the older version's submit button colours). */
	backgroundColorSlug?: string;
	textColorSlug?: string;
	className?: string;
}

export function buttonAttributes(
	url: string | undefined,
	settings: ButtonSettings = {}
): Record< string, unknown > {
	const attributes: Record< string, unknown > = {
		element: 'a',
		text: settings.text || __( 'Schedule time with me', 'orbit-blocks' ),
		url,
		passthroughAttributes: { url: 'url' },
		backgroundColor: settings.backgroundColorSlug,
		customBackgroundColor: settings.backgroundColorSlug
			? undefined
			: settings.backgroundColor,
		textColor: settings.textColorSlug,
		customTextColor: settings.textColorSlug
			? undefined
			: settings.textColor,
		className: settings.className || undefined,
	};
	return Object.fromEntries(
		Object.entries( attributes ).filter( ( [ , v ] ) => v !== undefined )
	);
}
