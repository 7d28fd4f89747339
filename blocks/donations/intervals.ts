/**
 * The three donation intervals (spec 2 sections 3 and 9): their attribute,
 * the provider's interval key and the default texts.
 */
import { __ } from '@wordpress/i18n';
import type { ProductInterval } from '../../store/memberships/constants';
import type { DonationKey, DonationsAttributes } from './types';

export interface IntervalInfo {
	key: DonationKey;
	interval: ProductInterval;
	/** The tab's label. */
	tab: () => string;
	heading: () => string;
	buttonText: () => string;
}

export const INTERVALS: readonly IntervalInfo[] = [
	{
		key: 'oneTimeDonation',
		interval: 'one-time',
		tab: () => __( 'One-Time', 'orbit-blocks' ),
		heading: () => __( 'Make a one-time donation', 'orbit-blocks' ),
		buttonText: () => __( 'Donate', 'orbit-blocks' ),
	},
	{
		key: 'monthlyDonation',
		interval: '1 month',
		tab: () => __( 'Monthly', 'orbit-blocks' ),
		heading: () => __( 'Make a monthly donation', 'orbit-blocks' ),
		buttonText: () => __( 'Donate monthly', 'orbit-blocks' ),
	},
	{
		key: 'annualDonation',
		interval: '1 year',
		tab: () => __( 'Yearly', 'orbit-blocks' ),
		heading: () => __( 'Make a yearly donation', 'orbit-blocks' ),
		buttonText: () => __( 'Donate yearly', 'orbit-blocks' ),
	},
];

export const defaultExtraText = () =>
	__( 'Your contribution is appreciated.', 'orbit-blocks' );
export const defaultChooseAmountText = () =>
	__( 'Choose an amount', 'orbit-blocks' );
export const defaultCustomAmountText = () =>
	__( 'Or enter a custom amount', 'orbit-blocks' );

/** The intervals shown: one-time always, the others by their show flag. */
export function visibleIntervals(
	attributes: Pick< DonationsAttributes, DonationKey >
): IntervalInfo[] {
	return INTERVALS.filter(
		( info ) => info.interval === 'one-time' || attributes[ info.key ]?.show
	);
}

/** Spec 2 section 4: the active tab falls back to one-time when hidden. */
export function activeInterval(
	wanted: ProductInterval,
	attributes: Pick< DonationsAttributes, DonationKey >
): ProductInterval {
	return visibleIntervals( attributes ).some(
		( info ) => info.interval === wanted
	)
		? wanted
		: 'one-time';
}
