/** The toolbar's Change currency dropdown (spec 2 section 2). */
import { ToolbarDropdownMenu } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	PAYMENT_CURRENCIES,
	getCurrencyFormat,
} from '../../../shared/currency';

export function CurrencyMenu( {
	currency,
	onChange,
}: {
	currency: string;
	onChange: ( currency: string ) => void;
} ) {
	return (
		<ToolbarDropdownMenu
			icon={ null }
			text={ currency }
			// The name holds the code the button shows (WCAG 2.5.3, label in name).
			label={ sprintf(
				/* translators: %s: the current currency's code, e.g. USD */
				__( 'Change currency: %s', 'orbit-blocks' ),
				currency
			) }
			controls={ PAYMENT_CURRENCIES.map( ( code ) => ( {
				title: `${ code } ${ getCurrencyFormat( code ).symbol }`,
				isActive: code === currency,
				onClick: () => onChange( code ),
			} ) ) }
		/>
	);
}
