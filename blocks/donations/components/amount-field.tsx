/**
 * One tier amount (spec 2 section 5, "Donations"): typed in the currency's
 * own format; an amount that does not parse or is under the currency's
 * minimum puts the field in its error state and is not saved; an empty
 * field goes back to the tier's default amount when it loses focus.
 */
import { useEffect, useState } from '@wordpress/element';
import { formatAmount, getCurrencyFormat } from '../../../shared/currency';
import { readTierInput } from '../amounts';

export function AmountField( {
	label,
	value,
	currency,
	defaultValue,
	onChange,
}: {
	label: string;
	value: number;
	currency: string;
	defaultValue: number;
	onChange: ( amount: number ) => void;
} ) {
	const [ text, setText ] = useState( () => formatAmount( value, currency ) );
	const [ hasError, setHasError ] = useState( false );
	const [ focused, setFocused ] = useState( false );

	// A new value from outside (currency change, undo) replaces the text.
	useEffect( () => {
		if ( ! focused ) {
			setText( formatAmount( value, currency ) );
			setHasError( false );
		}
	}, [ value, currency ] ); // eslint-disable-line react-hooks/exhaustive-deps

	const change = ( next: string ) => {
		setText( next );
		const input = readTierInput( next, currency );
		setHasError( input.kind === 'invalid' );
		if ( input.kind === 'valid' && input.amount !== value ) {
			onChange( input.amount );
		}
	};

	const blur = () => {
		setFocused( false );
		const input = readTierInput( text, currency );
		if ( input.kind === 'empty' ) {
			setHasError( false );
			setText( formatAmount( defaultValue, currency ) );
			onChange( defaultValue );
		} else if ( input.kind === 'valid' ) {
			setText( formatAmount( input.amount, currency ) );
		}
	};

	return (
		<div className={ `donations__amount${ hasError ? ' has-error' : '' }` }>
			<span className="donations__currency-symbol" aria-hidden="true">
				{ getCurrencyFormat( currency ).symbol }
			</span>
			<input
				className="donations__amount-value"
				type="text"
				inputMode="decimal"
				aria-label={ label }
				aria-invalid={ hasError }
				value={ text }
				onFocus={ () => setFocused( true ) }
				onChange={ ( event ) => change( event.target.value ) }
				onBlur={ blur }
			/>
		</div>
	);
}
