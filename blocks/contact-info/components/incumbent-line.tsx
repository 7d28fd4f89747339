/**
 * The incumbent's email and phone lines where its links differ from ours:
 * text, mailto: and tel: links as its save made them (an address's trailing
 * punctuation inside the href), and the phone's label in a
 * span.phone-prefix. Only that markup is accepted (LINE); it is compared as
 * read, and the line's text becomes the attribute, so the block re-saves
 * with our links and nothing of the old markup is kept. It also opens what
 * Orbit Blocks saved before short numbers (112, 911) became links: their
 * line as text.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';

const LINE =
	/^(?:[^<]|<span class="phone-prefix">[^<]*<\/span>|<a href="(?:mailto|tel):[^"<]*">[^<]*<\/a>)*$/;

type Attributes = Record< string, string >;

export function incumbentLine< T extends object >(
	attribute: 'email' | 'phone'
): BlockDeprecation< T > {
	const deprecation = {
		attributes: {
			[ attribute ]: {
				type: 'string',
				source: 'text',
				selector: 'div',
				default: '',
			},
			html: { type: 'string', source: 'html', selector: 'div' },
		},
		supports: { html: false },
		// The root element gets the block's class from WordPress, which
		// makes RawHTML write its div.
		save: ( { attributes }: { attributes: Attributes } ) =>
			attributes.html && LINE.test( attributes.html ) ? (
				<RawHTML>{ attributes.html }</RawHTML>
			) : null,
		migrate: ( attributes: Attributes ) => ( {
			[ attribute ]: attributes[ attribute ],
		} ),
	};
	// The attributes read from the markup (html) are the deprecation's own.
	return deprecation as unknown as BlockDeprecation< T >;
}
