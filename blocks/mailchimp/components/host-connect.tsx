/**
 * Not connected, and the current user has no {host} account connection
 * (spec 2 sections 2 and 6): Connect to {host}, through the data layer's
 * connection flow, returning to this post (saved first).
 */
import { Button, Placeholder } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { envelope } from '@wordpress/icons';
import { prepareEditorReturn } from '../../../shared/editor-return';
import { HOST_NAME } from '../../../shared/host-name';
import { store as connectionStore } from '../../../store/connection';

export function HostConnect() {
	const isRegistered = useSelect(
		( select ) => select( connectionStore ).isRegistered(),
		[]
	);
	const { registerSite, connectUser } = useDispatch( connectionStore );
	const [ leaving, setLeaving ] = useState( false );
	const connect = async () => {
		setLeaving( true );
		try {
			const redirectUri = await prepareEditorReturn();
			await ( isRegistered ? connectUser : registerSite )( {
				redirectUri,
				from: 'orbit-blocks-mailchimp',
			} );
		} catch {
			// The editor's notice or the connection store says why.
		} finally {
			setLeaving( false );
		}
	};
	return (
		<Placeholder
			icon={ envelope }
			label={ __( 'Mailchimp', 'orbit-blocks' ) }
			instructions={ sprintf(
				/* translators: %s: the account service's name */
				__(
					'To use the Mailchimp form, first connect your account to %s.',
					'orbit-blocks'
				),
				HOST_NAME
			) }
		>
			<Button
				__next40pxDefaultSize
				variant="primary"
				isBusy={ leaving }
				disabled={ leaving }
				accessibleWhenDisabled
				onClick={ connect }
			>
				{ sprintf(
					/* translators: %s: the account service's name */
					__( 'Connect to %s', 'orbit-blocks' ),
					HOST_NAME
				) }
			</Button>
		</Placeholder>
	);
}
