/**
 * The placeholder of a block that needs the current user's account on the
 * account service (the spec's {host}: spec 2 section 6) before it can reach
 * its third-party service (Instagram, Mailchimp). It names that service, not
 * a hosted one: the account service is the site's own.
 *
 * Connect registers the site (administrators) or connects the user, through
 * the data layer's flow: the authorization page, which sends the user back
 * to this post; unsaved changes are saved first (shared/editor-return.ts).
 * The button is offered only to a user who can finish that flow (the local
 * provider's rules, php-stubs/stand-ins/account-approval.php): an administrator,
 * or anyone once the site is registered and has a connected owner; never in
 * offline mode. Others are told to ask an administrator. A failed request
 * shows the store's message (getConnectionRequestError).
 */
import { Button, Notice, Placeholder } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ComponentProps } from 'react';
import { prepareEditorReturn } from '../../../shared/editor-return';
import { getEditorState } from '../../../shared/editor-state';
import { store as connectionStore } from '../index';

interface Props {
	icon: ComponentProps< typeof Placeholder >[ 'icon' ];
	/** The placeholder's title (the block's name). */
	label: string;
	/** The third-party service the block uses (a name, not translated). */
	service: string;
	/** What the user is asked, when they can connect. */
	instructions: string;
	/** Which block started the connection (the authorization URL's `from`). */
	from: string;
}

export function ConnectAccountPlaceholder( {
	icon,
	label,
	service,
	instructions,
	from,
}: Props ) {
	const { isRegistered, hasConnectedOwner, offline, pending, error } =
		useSelect( ( select ) => {
			const connection = select( connectionStore );
			return {
				isRegistered: connection.isRegistered(),
				hasConnectedOwner: connection.hasConnectedOwner(),
				offline: connection.isOfflineMode(),
				pending: connection.getPendingRequest(),
				error: connection.getConnectionRequestError(),
			};
		}, [] );
	const { registerSite, connectUser } = useDispatch( connectionStore );
	const [ leaving, setLeaving ] = useState( false );
	const isAdministrator = getEditorState().user.canManageOptions;
	const canConnect =
		! offline &&
		( isAdministrator || ( isRegistered && hasConnectedOwner ) );

	const connect = async () => {
		setLeaving( true );
		try {
			const redirectUri = await prepareEditorReturn();
			await ( isRegistered ? connectUser : registerSite )( {
				redirectUri,
				from,
			} );
		} catch {
			// The post could not be saved: the editor's own notice says why.
		} finally {
			setLeaving( false );
		}
	};

	let text = instructions;
	if ( offline ) {
		text = sprintf(
			/* translators: %s: the third-party service's name (Instagram, Mailchimp). */
			__(
				'The site is in offline mode, so you cannot connect your account to use %s.',
				'orbit-blocks'
			),
			service
		);
	} else if ( ! canConnect ) {
		text = sprintf(
			/* translators: %s: the third-party service's name (Instagram, Mailchimp). */
			__(
				'To use %s, your account must be connected to the site’s account service. Ask an administrator to connect the site first.',
				'orbit-blocks'
			),
			service
		);
	}

	return (
		<Placeholder icon={ icon } label={ label } instructions={ text }>
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
					{ sprintf(
						/* translators: %s: the third-party service's name (Instagram, Mailchimp). */
						__( 'Connect your account to use %s', 'orbit-blocks' ),
						service
					) }
				</Button>
			) }
		</Placeholder>
	);
}
