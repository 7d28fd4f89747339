/**
 * Not connected: the "Connect Stripe" button, a link to the connect URL.
 * Following it leaves the editor, so unsaved changes are saved first and
 * the page returns to this post (redirect_uri); the local provider adds
 * stripe_connect_success=1 when it sends the user back.
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import type { MouseEvent } from 'react';
import { navigateTo } from '../../../shared/navigate';
import { prepareEditorReturn } from '../../../shared/editor-return';
import { trackStripeConnectClick } from '../../../shared/payments-events';

/** What the Stripe connect click names as its "block" (spec 3 section 7). */
export const PANEL_EVENT_SOURCE = 'orbit-blocks/membership-products';

export function ConnectAccount( { connectUrl }: { connectUrl: string } ) {
	const [ leaving, setLeaving ] = useState( false );
	const connect = async ( event: MouseEvent ) => {
		event.preventDefault();
		setLeaving( true );
		trackStripeConnectClick( PANEL_EVENT_SOURCE );
		try {
			const redirectUri = await prepareEditorReturn();
			navigateTo(
				addQueryArgs( connectUrl, { redirect_uri: redirectUri } )
			);
		} catch {
			// The post could not be saved: the editor's notice says why.
			setLeaving( false );
		}
	};
	return (
		<>
			<p>
				{ __(
					'Connect a Stripe account to sell membership products and take payments.',
					'orbit-blocks'
				) }
			</p>
			<Button
				__next40pxDefaultSize
				variant="primary"
				href={ connectUrl }
				onClick={ connect }
				isBusy={ leaving }
			>
				{ __( 'Connect Stripe', 'orbit-blocks' ) }
			</Button>
		</>
	);
}
