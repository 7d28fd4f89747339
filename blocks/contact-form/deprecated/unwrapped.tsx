/**
 * The incumbent's older form markup: the fields and the button straight in
 * the block comment, with no div of the block's own (and, oldest, the
 * comment alone). Its oldest version kept the submit button on the form
 * itself (submit_button_text or submitButtonText, the button's palette and
 * custom colours): those become a jetpack/button at the end, unless the
 * form has one. It re-saves inside the div (save.tsx).
 */
import { InnerBlocks } from '@wordpress/block-editor';
import { createBlock, type BlockInstance } from '@wordpress/blocks';
import metadata from '../block.json';

const text = { type: 'string' };
const BUTTON_FIELDS = {
	submit_button_text: text,
	submitButtonText: text,
	backgroundButtonColor: text,
	textButtonColor: text,
	customBackgroundButtonColor: text,
	customTextButtonColor: text,
	submitButtonClasses: text,
	has_form_settings_set: text,
	hasFormSettingsSet: text,
};

type Attributes = Record< string, unknown >;

export default {
	attributes: { ...metadata.attributes, ...BUTTON_FIELDS },
	supports: metadata.supports,
	save: () => <InnerBlocks.Content />,
	migrate( attributes: Attributes, innerBlocks: BlockInstance[] = [] ) {
		const form: Attributes = { ...attributes };
		Object.keys( BUTTON_FIELDS ).forEach( ( key ) => delete form[ key ] );
		const label =
			attributes.submitButtonText || attributes.submit_button_text;
		const styled =
			label ||
			attributes.backgroundButtonColor ||
			attributes.textButtonColor ||
			attributes.customBackgroundButtonColor ||
			attributes.customTextButtonColor;
		if (
			! styled ||
			innerBlocks.some( ( block ) => block.name === 'jetpack/button' )
		) {
			return [ form, innerBlocks ];
		}
		return [
			form,
			[
				...innerBlocks,
				createBlock( 'jetpack/button', {
					element: 'button',
					text: label || 'Submit',
					backgroundColor: attributes.backgroundButtonColor,
					textColor: attributes.textButtonColor,
					customBackgroundColor:
						attributes.customBackgroundButtonColor,
					customTextColor: attributes.customTextButtonColor,
				} ),
			],
		];
	},
};
