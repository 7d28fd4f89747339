/**
 * The incumbent's first save: the whole form as static markup,
 * div.wp-block-jetpack-donations > div.donations__container (tabs, texts,
 * amounts printed in the author's currency format, the custom amount field
 * and the buttons). Everything in it was printed from the comment's
 * attributes in the author's language and locale, so it is read and written
 * back as it is; the render draws the form from the comment.
 */
import { RawHTML } from '@wordpress/element';
import metadata from '../block.json';
import { currentAttributes } from './current-attributes';

export default {
	attributes: {
		...metadata.attributes,
		form: {
			type: 'string',
			source: 'html',
			selector: '.donations__container',
		},
	},
	apiVersion: 3,
	supports: { html: false },
	save: ( { attributes }: { attributes: { form?: string } } ) => (
		<div className="wp-block-jetpack-donations">
			<div className="donations__container">
				<RawHTML>{ attributes.form ?? '' }</RawHTML>
			</div>
		</div>
	),
	migrate: currentAttributes,
};
