/**
 * Not connected, and the current user has no account-service connection
 * (spec 2 sections 2 and 6): the shared placeholder, naming Mailchimp, the
 * service the block uses (store/connection/components).
 */
import { __ } from '@wordpress/i18n';
import { envelope } from '@wordpress/icons';
import { ConnectAccountPlaceholder } from '../../../store/connection/components/connect-account-placeholder';

export function HostConnect() {
	return (
		<ConnectAccountPlaceholder
			icon={ envelope }
			label={ __( 'Mailchimp', 'orbit-blocks' ) }
			service="Mailchimp"
			instructions={ __(
				'To use the Mailchimp form, first connect your account to the site’s account service.',
				'orbit-blocks'
			) }
			from="orbit-blocks-mailchimp"
		/>
	);
}
