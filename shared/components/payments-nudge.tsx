/**
 * The payments nudge (spec 3 section 2): "Connect to Stripe to use this
 * block on your site" with a Connect button that opens the payment
 * provider's connect URL (from the memberships status). The click is
 * tracked (spec 3 section 7) before the editor is left.
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
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
					navigateTo( connectUrl );
				} }
			>
				{ __( 'Connect', 'orbit-blocks' ) }
			</Button>
		</div>
	);
}
