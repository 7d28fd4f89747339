/**
 * The older jetpack/mailchimp (spec 2 section 3: "An older version had
 * submit button fields"): no inner blocks, the submit button's text and
 * colours as attributes of the form. It migrates to the current version
 * with a locked inner jetpack/button carrying the same text and colours.
 */
import { createBlock } from '@wordpress/blocks';
import metadata from './block.json';
import {
	BUTTON_BLOCK,
	buttonAttributes,
	type LegacyButtonFields,
} from './button';

const LEGACY_FIELDS = [
	'submitButtonText',
	'backgroundButtonColor',
	'textButtonColor',
	'customBackgroundButtonColor',
	'customTextButtonColor',
	'submitButtonClasses',
] as const;

const v1 = {
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
	isEligible: (
		attributes: Record< string, unknown >,
		innerBlocks: unknown[]
	) =>
		innerBlocks.length === 0 &&
		LEGACY_FIELDS.some( ( field ) => attributes[ field ] !== undefined ),
	migrate: ( attributes: Record< string, unknown > ) => {
		const current: Record< string, unknown > = { ...attributes };
		LEGACY_FIELDS.forEach( ( field ) => delete current[ field ] );
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

export default [ v1 ];
