/**
 * What everyone sees: whether the site and the current user are connected,
 * the linked account and the site's owner, offline mode and connection errors.
 */
import { Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as connectionStore } from '../../../store/connection';
import { store as plansStore } from '../../../store/plans';

function StatusRow( {
	label,
	value,
	ok,
}: {
	label: string;
	value: string;
	ok: boolean;
} ) {
	return (
		<div className="orbit-connection-status__row">
			<dt>{ label }</dt>
			<dd className={ ok ? 'is-connected' : 'is-disconnected' }>
				{ value }
			</dd>
		</div>
	);
}

export function ConnectionStatus() {
	const { status, providerUser, owner, plan } = useSelect( ( select ) => {
		const connection = select( connectionStore );
		return {
			status: connection.getConnectionStatus(),
			providerUser: connection.getProviderUser(),
			owner: connection.getConnectionData()?.connectionOwner ?? null,
			plan: select( plansStore ).getSitePlan(),
		};
	}, [] );

	let account = __( 'Not connected', 'orbit-blocks' );
	if ( status.isUserConnected ) {
		account = providerUser
			? sprintf(
					/* translators: %s: the account's login */
					__( 'Connected as %s', 'orbit-blocks' ),
					providerUser.login
			  )
			: __( 'Connected', 'orbit-blocks' );
	}

	return (
		<>
			{ status.offlineMode.isActive && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'The site is in offline mode: it cannot connect to the account service, and features that need the connection are off.',
						'orbit-blocks'
					) }
				</Notice>
			) }
			{ status.connectionErrors.map( ( error ) => (
				<Notice
					key={ error.code }
					status="warning"
					isDismissible={ false }
				>
					{ error.message }
				</Notice>
			) ) }
			<dl className="orbit-connection-status">
				<StatusRow
					label={ __( 'Site', 'orbit-blocks' ) }
					value={
						status.isRegistered
							? __( 'Connected', 'orbit-blocks' )
							: __( 'Not connected', 'orbit-blocks' )
					}
					ok={ status.isRegistered }
				/>
				<StatusRow
					label={ __( 'Your account', 'orbit-blocks' ) }
					value={ account }
					ok={ status.isUserConnected }
				/>
				{ plan && (
					<StatusRow
						label={ __( 'Plan', 'orbit-blocks' ) }
						value={ plan.product_name_short }
						ok
					/>
				) }
				{ status.isRegistered && (
					<StatusRow
						label={ __( 'Site owner', 'orbit-blocks' ) }
						value={ owner ?? __( 'None', 'orbit-blocks' ) }
						ok={ status.hasConnectedOwner }
					/>
				) }
			</dl>
		</>
	);
}
