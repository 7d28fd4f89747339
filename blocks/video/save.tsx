/**
 * Saved markup: the incumbent plugin's form, so that its posts stay valid —
 * a figure with the hosted player's address (with the playback options as
 * query arguments) in a wrapper, and the caption. Visitors of this site get
 * an HTML5 player instead (php-stubs/blocks/video/render.php); the address
 * stays so that the post still plays where the hosted service does.
 * Nothing is saved without a valid guid. The caption is rich text, escaped
 * by RichText.Content.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { isValidGuid, playerUrl } from './lib/player-url';
import type { VideoAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: VideoAttributes;
} ) {
	const { guid, caption } = attributes;
	if ( ! isValidGuid( guid ) ) {
		return null;
	}
	const blockProps = useBlockProps.save( {
		className: 'jetpack-videopress-player',
	} );
	return (
		<figure { ...blockProps }>
			<div className="jetpack-videopress-player__wrapper">
				{ `\n${ playerUrl( guid, attributes ) }\n` }
			</div>
			{ ! RichText.isEmpty( caption ?? '' ) && (
				<RichText.Content tagName="figcaption" value={ caption } />
			) }
		</figure>
	);
}
