/**
 * Markup with nothing outside the block comment. Two versions saved it:
 * the older one (spec 2 section 3: "An older version had submit button
 * fields"), with no inner blocks and the submit button's text and colours as
 * attributes of the form; and the comment around the inner button, which
 * Orbit Blocks (and the incumbent for a while) saved before the
 * div.wp-block-jetpack-mailchimp wrapper. The fields become the locked
 * inner jetpack/button; a block that has its inner button keeps it.
 */
import { createBlock, type BlockInstance } from '@wordpress/blocks';
import metadata from '../block.json';
import {
	BUTTON_BLOCK,
	buttonAttributes,
	type LegacyButtonFields,
} from '../button';

const LEGACY_FIELDS = [
	'submitButtonText',
	'backgroundButtonColor',
	'textButtonColor',
	'customBackgroundButtonColor',
	'customTextButtonColor',
	'submitButtonClasses',
] as const;

export default {
	attributes: {
		...metadata.attributes,
		submitButtonText: { type: 'string', default: 'Join my email list' },
		backgroundButtonColor: { type: 'string' },
		textButtonColor: { type: 'string' },
		customBackgroundButtonColor: { type: 'string' },
		customTextButtonColor: { type: 'string' },
		submitButtonClasses: { type: 'string' },
	},
	supports: metadata.supports,
	save: () => null,
	migrate: (
		attributes: Record< string, unknown >,
		innerBlocks: BlockInstance[] = []
	) => {
		const current: Record< string, unknown > = { ...attributes };
		LEGACY_FIELDS.forEach( ( field ) => delete current[ field ] );
		if ( innerBlocks.length > 0 ) {
			return [ current, innerBlocks ];
		}
		return [
			current,
			[
				createBlock(
					BUTTON_BLOCK,
					buttonAttributes( attributes as LegacyButtonFields )
				),
			],
		];
	},
};
