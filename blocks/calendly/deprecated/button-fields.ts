/**
 * The older version's button (spec 2 section 3): the link style's button was
 * made from fields of the block itself (submitButtonText, its colours and
 * classes). It becomes the inner jetpack/button, with the same text and
 * colours. The two markups that version was saved with (comment-only.ts,
 * link-fallback.ts) are this version with their own save.
 */
import { createBlock } from '@wordpress/blocks';
import {
	buttonFieldsVersion,
	SUBMIT_BUTTON_FIELDS,
} from '../../../shared/button-fields-version';
import metadata from '../block.json';
import { BUTTON_BLOCK, buttonAttributes } from '../button';

// The incumbent's fields, and the submit button's own colour slugs.
export const OLD_BUTTON_FIELDS = [
	...SUBMIT_BUTTON_FIELDS,
	'submitButtonTextColor',
	'submitButtonBackgroundColor',
] as const;

const text = ( value: unknown ) =>
	typeof value === 'string' ? value : undefined;

export function hasButtonFields( attributes: Record< string, unknown > ) {
	return OLD_BUTTON_FIELDS.some(
		( field ) => attributes[ field ] !== undefined
	);
}

/**
 * The button made from the fields when the block had them or is of the link
 * style; none otherwise.
 */
function buttonFromFields( attributes: Record< string, unknown > ) {
	if ( ! hasButtonFields( attributes ) && attributes.style !== 'link' ) {
		return undefined;
	}
	return createBlock(
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
}

/** The version with the button's fields, as one of its markups saved it. */
export function calendlyButtonFieldsVersion(
	save: ( props: { attributes: Record< string, unknown > } ) => unknown
) {
	return buttonFieldsVersion( {
		attributes: metadata.attributes,
		fields: OLD_BUTTON_FIELDS,
		button: buttonFromFields,
		save,
		apiVersion: 3,
		supports: { html: false, align: true },
	} );
}
