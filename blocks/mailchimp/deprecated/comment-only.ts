/**
 * Markup with nothing outside the block comment. Two versions saved it:
 * the older one (spec 2 section 3: "An older version had submit button
 * fields"), with no inner blocks and the submit button's text and colours as
 * attributes of the form; and the comment around the inner button, which
 * Orbit Blocks (and the incumbent for a while) saved before the
 * div.wp-block-jetpack-mailchimp wrapper. The fields become the locked
 * inner jetpack/button; a block that has its inner button keeps it.
 */
import { createBlock } from '@wordpress/blocks';
import {
	buttonFieldsVersion,
	SUBMIT_BUTTON_FIELDS,
} from '../../../shared/button-fields-version';
import metadata from '../block.json';
import {
	BUTTON_BLOCK,
	buttonAttributes,
	type LegacyButtonFields,
} from '../button';

export default buttonFieldsVersion( {
	attributes: {
		...metadata.attributes,
		submitButtonText: { type: 'string', default: 'Join my email list' },
	},
	fields: SUBMIT_BUTTON_FIELDS,
	button: ( attributes ) =>
		createBlock(
			BUTTON_BLOCK,
			buttonAttributes( attributes as LegacyButtonFields )
		),
	supports: metadata.supports,
} );
