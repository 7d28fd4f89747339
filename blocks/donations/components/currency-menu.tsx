/** The toolbar's Change currency dropdown (spec 2 section 2). */
import { ToolbarDropdownMenu } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
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
			label={ __( 'Change currency', 'orbit-blocks' ) }
			controls={ PAYMENT_CURRENCIES.map( ( code ) => ( {
				title: `${ code } ${ getCurrencyFormat( code ).symbol }`,
				isActive: code === currency,
				onClick: () => onChange( code ),
			} ) ) }
		/>
	);
}
