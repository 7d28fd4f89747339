/** Attributes of jetpack/donations (spec 2 section 3, "Donations"). */
export interface Donation {
	show: boolean;
	/** The product's id; -1 when the site has no payment account; null before one is chosen. */
	planId: number | null;
	amounts: number[];
	heading?: string;
	extraText?: string;
	buttonText?: string;
}

export type DonationKey =
	| 'oneTimeDonation'
	| 'monthlyDonation'
	| 'annualDonation';

export interface DonationsAttributes {
	currency: string;
	oneTimeDonation: Donation;
	monthlyDonation: Donation;
	annualDonation: Donation;
	showCustomAmount: boolean;
	chooseAmountText?: string;
	customAmountText?: string;
}
