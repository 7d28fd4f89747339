/**
 * Donation amounts (spec 2 sections 4, 5 and 9; spec 3 section 5): each
 * currency's default tiers, the rule a typed tier must pass and the custom
 * amount's placeholder.
 */
import {
	isValidAmount,
	minimumAmount,
	parsePrice,
	roundToPrecision,
	suggestedAmounts,
} from '../../shared/currency';

/** The currency's three default tiers: 5, 15, 100 in USD (10x, 30x, 200x the minimum). */
export function defaultAmounts( currency: string ): number[] {
	return [ ...suggestedAmounts( currency ) ];
}

/** Spec 2 section 9: the custom amount placeholder is 100 times the minimum. */
export function customAmountPlaceholder( currency: string ): number {
	return roundToPrecision( minimumAmount( currency ) * 100, currency );
}

export type TierInput =
	/** Empty: on blur the tier goes back to its default. */
	| { kind: 'empty' }
	/** Not a number or under the minimum: the field shows an error, nothing is saved. */
	| { kind: 'invalid' }
	| { kind: 'valid'; amount: number };

/** What a typed tier amount means in this currency. */
export function readTierInput( text: string, currency: string ): TierInput {
	if ( text.trim() === '' ) {
		return { kind: 'empty' };
	}
	const amount = parsePrice( text, currency );
	if ( amount === null || ! isValidAmount( amount, currency ) ) {
		return { kind: 'invalid' };
	}
	return { kind: 'valid', amount: roundToPrecision( amount, currency ) };
}
