/**
 * The older version (spec 2 section 3): the link style's button was made
 * from fields of the block itself (submitButtonText, its colours and
 * classes), and the post kept only the comment. It becomes the inner
 * jetpack/button, with the same text and colours.
 */
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';
import metadata from './block.json';
import { BUTTON_BLOCK, buttonAttributes } from './button';
import type { CalendlyAttributes } from './types';

const OLD_BUTTON_FIELDS = [
	'submitButtonText',
	'submitButtonTextColor',
	'submitButtonBackgroundColor',
	'submitButtonClasses',
	'backgroundButtonColor',
	'textButtonColor',
	'customBackgroundButtonColor',
	'customTextButtonColor',
] as const;

const v1 = {
	// The current attributes, and the button's fields.
	attributes: {
		...metadata.attributes,
		...Object.fromEntries(
			OLD_BUTTON_FIELDS.map( ( field ) => [ field, { type: 'string' } ] )
		),
	},
	apiVersion: 3,
	supports: { html: false, align: true },
	isEligible: ( attributes: Record< string, unknown > ) =>
		OLD_BUTTON_FIELDS.some(
			( field ) => attributes[ field ] !== undefined
		),
	save: () => null,
	migrate( attributes: Record< string, unknown > ) {
		const rest = { ...attributes };
		for ( const field of OLD_BUTTON_FIELDS ) {
			delete rest[ field ];
		}
		const text = ( value: unknown ) =>
			typeof value === 'string' ? value : undefined;
		const button = createBlock(
			BUTTON_BLOCK,
			buttonAttributes( text( attributes.url ), {
				text: text( attributes.submitButtonText ),
				backgroundColorSlug:
					text( attributes.submitButtonBackgroundColor ) ??
					text( attributes.backgroundButtonColor ),
				textColorSlug:
					text( attributes.submitButtonTextColor ) ??
					text( attributes.textButtonColor ),
				backgroundColor: text( attributes.customBackgroundButtonColor ),
				textColor: text( attributes.customTextButtonColor ),
				className: text( attributes.submitButtonClasses )
					?.split( /\s+/ )
					.filter( ( name ) => /^[A-Za-z][\w-]*$/.test( name ) )
					.join( ' ' ),
			} )
		);
		return [ rest, [ button ] ];
	},
};

// migrate may return [ attributes, innerBlocks ] (@wordpress/blocks), which
// the project's narrow BlockDeprecation type does not spell out.
export default [ v1 ] as unknown as BlockDeprecation< CalendlyAttributes >[];
