/**
 * Older saved versions of jetpack/tock (spec 3 section 1: migrated on load),
 * newest first:
 *
 * - fullAddress: the business name field once kept whatever was typed, so a
 *   saved url may be the whole page address (https://www.exploretock.com/
 *   roister/…). It saves as today (nothing); migrate keeps only the name.
 * - innerButton: a version of the incumbent plugin held the widget's
 *   container as an inner jetpack/button (element div, id
 *   Tock_widget_container, the widget's data-* as passthroughAttributes) in
 *   the block's div. The button goes: the server render writes the container.
 * - widgetContainer: the incumbent plugin's first version saved the widget's
 *   empty container (display, colour, locale and timezone fixed) and its
 *   url as typed. The container now comes from the server render.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import { isValidTockName, nameFromTockAddress } from './address';

interface TockAttributes {
	url?: string;
	[ key: string ]: unknown;
}

const attributes = { url: { type: 'string' } };
const supports = { align: true, html: false, multiple: false };

// A Tock page address keeps only its name. Anything else is kept as it
// was: the editor shows it for the author to correct, and visitors see
// nothing until then.
const migrate = ( stored: TockAttributes ): TockAttributes => {
	const name = nameFromTockAddress( stored.url ?? '' );
	return name ? { ...stored, url: name } : stored;
};

export const fullAddress = {
	attributes,
	supports,
	isEligible: ( stored: TockAttributes ) =>
		! isValidTockName( stored.url ) &&
		nameFromTockAddress( stored.url ?? '' ) !== null,
	migrate,
	save: () => null,
};

export const widgetContainer = {
	attributes,
	supports,
	migrate,
	save: () =>
		createElement( 'div', {
			id: 'Tock_widget_container',
			'data-tock-display-mode': 'Button',
			'data-tock-color-mode': 'Blue',
			'data-tock-locale': 'en-us',
			'data-tock-timezone': 'America/New_York',
		} ),
};

export const innerButton = {
	attributes,
	supports,
	migrate: ( stored: TockAttributes ) => [ migrate( stored ), [] ],
	save: () =>
		createElement(
			'div',
			useBlockProps.save(),
			createElement( InnerBlocks.Content )
		),
};

export default [ fullAddress, innerButton, widgetContainer ];
