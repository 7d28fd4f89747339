/**
 * A saved version of a block whose button is now its locked inner
 * jetpack/button (calendly, mailchimp, recurring-payments; spec 2 section 3,
 * "An older version had submit button fields"): that version kept the
 * button's text, colours and classes as string attributes of the block
 * itself. One deprecation for each such block: the fields are declared beside
 * the block's attributes, and migrate() drops them and keeps the inner blocks
 * the post has (a post that already had its inner button), else adds the
 * button the block makes from the fields.
 */
import type { BlockInstance } from '@wordpress/blocks';

type Attributes = Record< string, unknown >;

/**
 * The incumbent's submit button fields, as its forms named them (text,
 * classes, palette slugs and custom colours); a block's version may have had
 * more.
 */
export const SUBMIT_BUTTON_FIELDS = [
	'submitButtonText',
	'submitButtonClasses',
	'backgroundButtonColor',
	'textButtonColor',
	'customBackgroundButtonColor',
	'customTextButtonColor',
] as const;

interface ButtonFieldsVersionSettings {
	/** The block's attributes; an entry here overrides a field's declaration. */
	attributes: Attributes;
	/** The names of the button's fields, each a string attribute. */
	fields: readonly string[];
	/** The inner button made from the fields, or none. */
	button: ( attributes: Attributes ) => BlockInstance | undefined;
	/** The markup the version saved: the comment only by default. */
	save?: ( props: { attributes: Attributes } ) => unknown;
	supports: unknown;
	apiVersion?: number;
}

export function buttonFieldsVersion( {
	attributes,
	fields,
	button,
	save = () => null,
	...version
}: ButtonFieldsVersionSettings ) {
	return {
		...version,
		attributes: {
			...Object.fromEntries(
				fields.map( ( field ) => [ field, { type: 'string' } ] )
			),
			...attributes,
		},
		save,
		migrate(
			old: Attributes,
			innerBlocks: BlockInstance[] = []
		): [ Attributes, BlockInstance[] ] {
			const current = { ...old };
			fields.forEach( ( field ) => delete current[ field ] );
			if ( innerBlocks.length > 0 ) {
				return [ current, innerBlocks ];
			}
			const made = button( old );
			return [ current, made ? [ made ] : [] ];
		},
	};
}
