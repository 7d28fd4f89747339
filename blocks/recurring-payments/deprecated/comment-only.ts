/**
 * Markup with nothing outside the block comment. Two versions saved it: the
 * incumbent's oldest, with no inner blocks and the button's text, classes
 * and colours as attributes of the block (submitButtonText,
 * submitButtonClasses, backgroundButtonColor, textButtonColor,
 * customBackgroundButtonColor, customTextButtonColor); and the comment
 * around the inner button that Orbit Blocks saved before it took the
 * incumbent's wrapper. The fields become the inner jetpack/button; a block
 * that has its inner button keeps it.
 */
import { createBlock } from '@wordpress/blocks';
import {
	buttonFieldsVersion,
	SUBMIT_BUTTON_FIELDS,
} from '../../../shared/button-fields-version';
import metadata from '../block.json';
import { BUTTON_BLOCK, buttonTemplate } from '../button';

const text = ( value: unknown ) =>
	typeof value === 'string' && value !== '' ? value : undefined;

function buttonFromFields( a: Record< string, unknown > ) {
	const [ [ , defaults ] ] = buttonTemplate();
	const attributes: Record< string, unknown > = {
		...defaults,
		text: text( a.submitButtonText ) ?? defaults.text,
		backgroundColor: text( a.backgroundButtonColor ),
		textColor: text( a.textButtonColor ),
		customBackgroundColor: text( a.customBackgroundButtonColor ),
		customTextColor: text( a.customTextButtonColor ),
	};
	return createBlock(
		BUTTON_BLOCK,
		Object.fromEntries(
			Object.entries( attributes ).filter(
				( [ , v ] ) => v !== undefined
			)
		)
	);
}

export default buttonFieldsVersion( {
	attributes: metadata.attributes,
	fields: SUBMIT_BUTTON_FIELDS,
	button: buttonFromFields,
	supports: metadata.supports,
} );
