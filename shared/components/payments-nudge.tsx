/**
 * The payments nudge (spec 3 section 2): "Connect to Stripe to use this
 * block on your site" with a Connect button that opens the payment
 * provider's connect URL (from the memberships status). The click is
 * tracked (spec 3 section 7) before the editor is left. Unsaved changes
 * are saved first and the provider's page returns to this post's editor
 * (its redirect_uri is replaced by this post's address).
 */

/** The connect URL returning to `back` when it names a redirect_uri. */
export function connectUrlReturningTo( connectUrl: string, back: string ) {
	return getQueryArg( connectUrl, 'redirect_uri' ) === undefined
		? connectUrl
		: addQueryArgs( connectUrl, { redirect_uri: back } );
}
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { addQueryArgs, getQueryArg } from '@wordpress/url';
import { prepareEditorReturn } from '../editor-return';
import { navigateTo } from '../navigate';
import { trackStripeConnectClick } from '../payments-events';

export function PaymentsNudge( {
	connectUrl,
	blockName,
}: {
	connectUrl: string;
	blockName: string;
} ) {
	const [ leaving, setLeaving ] = useState( false );
	return (
		<div
			className="orbit-payments-nudge"
			role="region"
			aria-label={ __( 'Payments', 'orbit-blocks' ) }
		>
			<span className="orbit-payments-nudge__text">
				{ __(
					'Connect to Stripe to use this block on your site',
					'orbit-blocks'
				) }
			</span>
			<Button
				variant="primary"
				href={ connectUrl }
				isBusy={ leaving }
				onClick={ ( event: { preventDefault: () => void } ) => {
					event.preventDefault();
					setLeaving( true );
					trackStripeConnectClick( blockName );
					prepareEditorReturn()
						.then( ( back ) =>
							navigateTo(
								connectUrlReturningTo( connectUrl, back )
							)
						)
						.catch( () => setLeaving( false ) );
				} }
			>
				{ __( 'Connect', 'orbit-blocks' ) }
			</Button>
		</div>
	);
}
