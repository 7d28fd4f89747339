/**
 * Saved markup: the incumbent plugin's form, so that its posts stay valid —
 * a figure with the hosted player's address (with the playback options as
 * query arguments) in a wrapper, and the caption. Visitors of this site get
 * an HTML5 player instead (blocks/video/render.php); the address
 * stays so that the post still plays where the hosted service does.
 * Nothing is saved without a valid guid. The caption is rich text, escaped
 * by RichText.Content. `figure` is shared with the older versions
 * (deprecated/).
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import { isValidGuid, playerUrl } from './lib/player-url';
import type { VideoAttributes } from './types';

export function figure(
	attributes: VideoAttributes,
	className: string | undefined,
	content: ReturnType< typeof createElement > | string,
	style?: Record< string, string >
) {
	if ( ! isValidGuid( attributes.guid ) ) {
		return null;
	}
	return createElement(
		'figure',
		useBlockProps.save( { className, style } ),
		content,
		! RichText.isEmpty( attributes.caption ?? '' ) &&
			createElement( RichText.Content, {
				tagName: 'figcaption',
				value: attributes.caption,
			} )
	);
}

export const wrapper = ( address: string ) =>
	createElement(
		'div',
		{ className: 'jetpack-videopress-player__wrapper' },
		address
	);

export default function save( {
	attributes,
}: {
	attributes: VideoAttributes;
} ) {
	return figure(
		attributes,
		'jetpack-videopress-player',
		wrapper( `\n${ playerUrl( attributes.guid ?? '', attributes ) }\n` )
	);
}
