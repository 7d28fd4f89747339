/**
 * The incumbent's older button inside its forms: the text and colours under
 * the form's older names (submitButtonText, textButtonColor,
 * backgroundButtonColor, customTextButtonColor, customBackgroundButtonColor,
 * submitButtonClasses). Saved as the comment only, like the current button
 * left to the host; they become text, textColor, backgroundColor,
 * customTextColor, customBackgroundColor and className.
 */
import metadata from '../block.json';

const RENAMED = {
	submitButtonText: 'text',
	textButtonColor: 'textColor',
	backgroundButtonColor: 'backgroundColor',
	customTextButtonColor: 'customTextColor',
	customBackgroundButtonColor: 'customBackgroundColor',
	submitButtonClasses: 'className',
} as const;

type OldName = keyof typeof RENAMED;
const OLD_NAMES = Object.keys( RENAMED ) as OldName[];

export default {
	attributes: {
		...metadata.attributes,
		...Object.fromEntries(
			OLD_NAMES.map( ( name ) => [ name, { type: 'string' } ] )
		),
	},
	supports: metadata.supports,
	save: () => null,
	isEligible: ( attributes: Record< string, unknown > ) =>
		OLD_NAMES.some( ( name ) => typeof attributes[ name ] === 'string' ),
	migrate( attributes: Record< string, unknown > ) {
		const current = { ...attributes };
		for ( const name of OLD_NAMES ) {
			const value = current[ name ];
			delete current[ name ];
			// A value under the current name wins over the older one.
			if (
				typeof value === 'string' &&
				current[ RENAMED[ name ] ] === undefined
			) {
				current[ RENAMED[ name ] ] = value;
			}
		}
		return current;
	},
};
