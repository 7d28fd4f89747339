/**
 * Without the current user's account on the account service (the spec's
 * {host}: spec 2 section 6), the gallery cannot reach Instagram: the block
 * asks to connect first, with the data layer's own flow (store/connection):
 * register the site if needed (administrators), then approve on the
 * authorization page, which sends the user back to this post. Unsaved
 * changes are saved first (shared/editor-return.ts), so nothing is lost.
 */
import { Button, Notice, Placeholder } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { prepareEditorReturn } from '../../../shared/editor-return';
import { getEditorState } from '../../../shared/editor-state';
import { store as connectionStore } from '../../../store/connection';
import { InstagramGalleryIcon } from '../icon';

const CONNECT_FROM = 'orbit-blocks-instagram-gallery';

export default function HostConnect() {
	const { isRegistered, offline, pending, error } = useSelect( ( select ) => {
		const connection = select( connectionStore );
		return {
			isRegistered: connection.isRegistered(),
			offline: connection.isOfflineMode(),
			pending: connection.getPendingRequest(),
			error: connection.getConnectionRequestError(),
		};
	}, [] );
	const { registerSite, connectUser } = useDispatch( connectionStore );
	const [ leaving, setLeaving ] = useState( false );
	const canRegister = getEditorState().user.canManageOptions;
	const canConnect = ( isRegistered || canRegister ) && ! offline;

	const connect = async () => {
		setLeaving( true );
		try {
			const redirectUri = await prepareEditorReturn();
			await ( isRegistered ? connectUser : registerSite )( {
				redirectUri,
				from: CONNECT_FROM,
			} );
		} catch {
			// The post could not be saved: the editor's own notice says why.
		} finally {
			setLeaving( false );
		}
	};

	let instructions = __(
		'To show your latest Instagram posts, first connect your account to the account service.',
		'orbit-blocks'
	);
	if ( offline ) {
		instructions = __(
			'The site is in offline mode, so it cannot connect to the account service that the Instagram gallery needs.',
			'orbit-blocks'
		);
	} else if ( ! canConnect ) {
		instructions = __(
			'The Instagram gallery needs the site to be connected to the account service. Ask an administrator to connect it.',
			'orbit-blocks'
		);
	}

	return (
		<Placeholder
			icon={ InstagramGalleryIcon }
			label={ __( 'Latest Instagram Posts', 'orbit-blocks' ) }
			instructions={ instructions }
		>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ canConnect && (
				<Button
					__next40pxDefaultSize
					variant="primary"
					isBusy={ leaving || pending !== null }
					disabled={ leaving || pending !== null }
					accessibleWhenDisabled
					onClick={ connect }
				>
					{ __( 'Connect your account', 'orbit-blocks' ) }
				</Button>
			) }
		</Placeholder>
	);
}
