/**
 * Without the current user's account on the account service (the spec's
 * {host}: spec 2 section 6), the gallery cannot reach Instagram: the block
 * asks to connect first, naming Instagram, through the shared placeholder
 * (store/connection/components), which offers Connect only to a user who
 * can finish the flow and shows why a connect failed.
 */
import { __ } from '@wordpress/i18n';
import { ConnectAccountPlaceholder } from '../../../store/connection/components/connect-account-placeholder';
import { InstagramGalleryIcon } from '../icon';

export default function HostConnect() {
	return (
		<ConnectAccountPlaceholder
			icon={ InstagramGalleryIcon }
			label={ __( 'Latest Instagram Posts', 'orbit-blocks' ) }
			service="Instagram"
			instructions={ __(
				'To show your latest Instagram posts, first connect your account to the site’s account service.',
				'orbit-blocks'
			) }
			from="orbit-blocks-instagram-gallery"
		/>
	);
}
