/**
 * The reconnect banner (spec 1 sections 2 and 6): the user's account is not
 * connected, so AI is not available. Reconnect saves the post and leaves for
 * the authorization page, which sends the user back here; on a site that is
 * not registered only an administrator can connect (others are told so;
 * the spec is silent on this case).
 */
import { Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { prepareEditorReturn } from '../../../shared/editor-return';
import { store as connectionStore } from '../../connection';

export const RECONNECT_MESSAGE = () =>
	__( 'Your account is not connected at the moment.', 'orbit-blocks' );

const CONNECT_FROM = 'orbit-blocks-ai-assistant';

export function AiReconnectBanner( { isAdmin }: { isAdmin: boolean } ) {
	const { isRegistered, pending, error } = useSelect(
		( select ) => ( {
			isRegistered: select( connectionStore ).isRegistered(),
			pending: select( connectionStore ).getPendingRequest(),
			error: select( connectionStore ).getConnectionRequestError(),
		} ),
		[]
	);
	const { connectUser, registerSite } = useDispatch( connectionStore );
	const [ saving, setSaving ] = useState( false );
	const canConnect = isRegistered || isAdmin;

	const reconnect = async () => {
		setSaving( true );
		try {
			const redirectUri = await prepareEditorReturn();
			const connect = isRegistered ? connectUser : registerSite;
			await connect( { redirectUri, from: CONNECT_FROM } );
		} catch {
			// The post could not be saved: the editor's notice says why.
		} finally {
			setSaving( false );
		}
	};

	const busy = saving || pending !== null;
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="orbit-ai-banner orbit-ai-banner--reconnect"
			actions={
				canConnect
					? [
							{
								label: busy
									? __( 'Connecting…', 'orbit-blocks' )
									: __( 'Reconnect', 'orbit-blocks' ),
								onClick: busy ? () => undefined : reconnect,
								variant: 'primary',
							},
					  ]
					: []
			}
		>
			<p>{ RECONNECT_MESSAGE() }</p>
			{ ! canConnect && (
				<p>
					{ __(
						'Ask a site administrator to connect the site.',
						'orbit-blocks'
					) }
				</p>
			) }
			{ error && <p className="orbit-ai-banner__error">{ error }</p> }
		</Notice>
	);
}
