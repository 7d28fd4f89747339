/**
 * The older version's button (spec 2 section 3): the link style's button was
 * made from fields of the block itself (submitButtonText, its colours and
 * classes). It becomes the inner jetpack/button, with the same text and
 * colours. Shared by the two markups that version was saved with
 * (comment-only.ts, link-fallback.ts).
 */
import { createBlock, type BlockInstance } from '@wordpress/blocks';
import metadata from '../block.json';
import { BUTTON_BLOCK, buttonAttributes } from '../button';

export const OLD_BUTTON_FIELDS = [
	'submitButtonText',
	'submitButtonTextColor',
	'submitButtonBackgroundColor',
	'submitButtonClasses',
	'backgroundButtonColor',
	'textButtonColor',
	'customBackgroundButtonColor',
	'customTextButtonColor',
] as const;

/** The current attributes, and the button's fields. */
export const attributesWithButtonFields = {
	...metadata.attributes,
	...Object.fromEntries(
		OLD_BUTTON_FIELDS.map( ( field ) => [ field, { type: 'string' } ] )
	),
};

const text = ( value: unknown ) =>
	typeof value === 'string' ? value : undefined;

export function hasButtonFields( attributes: Record< string, unknown > ) {
	return OLD_BUTTON_FIELDS.some(
		( field ) => attributes[ field ] !== undefined
	);
}

/**
 * The block without the button's fields, and its inner blocks: those it has
 * (a post that already had its inner button keeps it), else a button made
 * from the fields when the block had them or is of the link style.
 */
export function migrateButtonFields(
	attributes: Record< string, unknown >,
	innerBlocks: BlockInstance[] = []
): [ Record< string, unknown >, BlockInstance[] ] {
	const rest = { ...attributes };
	for ( const field of OLD_BUTTON_FIELDS ) {
		delete rest[ field ];
	}
	if ( innerBlocks.length > 0 ) {
		return [ rest, innerBlocks ];
	}
	if ( ! hasButtonFields( attributes ) && attributes.style !== 'link' ) {
		return [ rest, [] ];
	}
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
}
