/**
 * The administrator's buttons: connect the site (register, then approve on
 * the authorization page), connect or disconnect their own account, and
 * disconnect the whole site after a confirmation.
 */
import { Button, Modal, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as connectionStore } from '../../../store/connection';
import { prepareEditorReturn } from '../../../shared/editor-return';
import { recordEvent } from '../../../shared/tracking';

const CONNECT_FROM = 'orbit-blocks-editor-sidebar';

function ConfirmSiteDisconnect( {
	onConfirm,
	onCancel,
}: {
	onConfirm: () => void;
	onCancel: () => void;
} ) {
	return (
		<Modal
			title={ __( 'Disconnect the site?', 'orbit-blocks' ) }
			onRequestClose={ onCancel }
			size="small"
		>
			<p>
				{ __(
					'Every user account is disconnected too, and features that need the connection stop working until an administrator connects the site again.',
					'orbit-blocks'
				) }
			</p>
			<div className="orbit-connection-actions__confirm">
				<Button variant="tertiary" onClick={ onCancel }>
					{ __( 'Cancel', 'orbit-blocks' ) }
				</Button>
				<Button variant="primary" isDestructive onClick={ onConfirm }>
					{ __( 'Disconnect site', 'orbit-blocks' ) }
				</Button>
			</div>
		</Modal>
	);
}

export function ConnectionActions() {
	const { status, pending, error } = useSelect( ( select ) => {
		const connection = select( connectionStore );
		return {
			status: connection.getConnectionStatus(),
			pending: connection.getPendingRequest(),
			error: connection.getConnectionRequestError(),
		};
	}, [] );
	const { registerSite, connectUser, disconnectUser, disconnectSite } =
		useDispatch( connectionStore );
	const [ confirming, setConfirming ] = useState( false );
	// Saving the post before leaving for the authorization page.
	const [ saving, setSaving ] = useState( false );

	const busy = pending !== null || saving;
	const offline = status.offlineMode.isActive;
	const leaveToConnect = async ( connect: typeof connectUser ) => {
		recordEvent( 'jetpack_connection_sidebar_connect_click', {
			registered: status.isRegistered,
		} );
		setSaving( true );
		try {
			const redirectUri = await prepareEditorReturn();
			await connect( { redirectUri, from: CONNECT_FROM } );
		} catch {
			// The post could not be saved: the editor's own notice says why.
		} finally {
			setSaving( false );
		}
	};

	return (
		<div className="orbit-connection-actions">
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ ! status.isRegistered && (
				<Button
					variant="primary"
					onClick={ () => leaveToConnect( registerSite ) }
					isBusy={
						saving ||
						pending === 'registering' ||
						pending === 'connecting-user'
					}
					disabled={ busy || offline }
					__next40pxDefaultSize
				>
					{ __( 'Connect site', 'orbit-blocks' ) }
				</Button>
			) }
			{ status.isRegistered && status.connectedByLogin && (
				<p className="orbit-connection__note">
					{ __(
						'On this site, your account is connected while you are logged in.',
						'orbit-blocks'
					) }
				</p>
			) }
			{ status.isRegistered &&
				! status.isUserConnected &&
				! status.connectedByLogin && (
					<Button
						variant="primary"
						onClick={ () => leaveToConnect( connectUser ) }
						isBusy={ saving || pending === 'connecting-user' }
						disabled={ busy || offline }
						__next40pxDefaultSize
					>
						{ __( 'Connect your account', 'orbit-blocks' ) }
					</Button>
				) }
			{ status.isUserConnected && ! status.connectedByLogin && (
				<Button
					variant="secondary"
					onClick={ () => disconnectUser() }
					isBusy={ pending === 'disconnecting-user' }
					disabled={ busy }
					__next40pxDefaultSize
				>
					{ __( 'Disconnect your account', 'orbit-blocks' ) }
				</Button>
			) }
			{ status.isRegistered && (
				<Button
					variant="link"
					isDestructive
					onClick={ () => setConfirming( true ) }
					isBusy={ pending === 'disconnecting-site' }
					disabled={ busy }
				>
					{ __( 'Disconnect site', 'orbit-blocks' ) }
				</Button>
			) }
			{ confirming && (
				<ConfirmSiteDisconnect
					onCancel={ () => setConfirming( false ) }
					onConfirm={ () => {
						setConfirming( false );
						disconnectSite();
					} }
				/>
			) }
		</div>
	);
}
