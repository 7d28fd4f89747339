/**
 * The figure every incumbent version saves: its classes
 * `wp-block-jetpack-videopress jetpack-videopress-player` (the align class
 * comes from `supports`), `max-width` with `margin:auto` for a maximum width
 * other than 100%, and the caption as rich text. The parts inside are the
 * caller's, in the order it gives them.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import type { VideoAttributes } from '../types';

type Child = ReturnType< typeof createElement > | string | false | null;

export function incumbentFigure(
	attributes: VideoAttributes,
	...children: Child[]
) {
	const { maxWidth } = attributes;
	return createElement(
		'figure',
		useBlockProps.save( {
			className: 'wp-block-jetpack-videopress jetpack-videopress-player',
			style:
				maxWidth && maxWidth !== '100%'
					? { maxWidth, margin: 'auto' }
					: undefined,
		} ),
		...children
	);
}

export function incumbentCaption( attributes: VideoAttributes ): Child {
	return (
		! RichText.isEmpty( attributes.caption ?? '' ) &&
		createElement( RichText.Content, {
			tagName: 'figcaption',
			value: attributes.caption,
		} )
	);
}
