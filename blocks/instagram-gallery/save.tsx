/**
 * Saved markup of jetpack/instagram-gallery: a link to the account's
 * profile, the incumbent plugin's markup (README, "Saved markup"). Visitors
 * never see it while the plugin runs: the server render
 * (blocks/instagram-gallery/render.php) shows the images instead.
 * It is what the post shows without the plugin, and it lets the post open
 * valid in the incumbent again.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { InstagramGalleryAttributes } from './gallery';

/** The profile's address: the host is fixed, whatever the name holds. */
export const profileUrl = ( user: string ) =>
	`https://www.instagram.com/${ user }/`;

export default function save( {
	attributes: { instagramUser },
}: {
	attributes: InstagramGalleryAttributes;
} ) {
	if ( ! instagramUser ) {
		return null;
	}
	const url = profileUrl( instagramUser );
	return (
		<div { ...useBlockProps.save() }>
			<a href={ url } rel="noopener noreferrer" target="_blank">
				{ url }
			</a>
		</div>
	);
}
