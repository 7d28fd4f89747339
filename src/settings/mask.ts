/** How a saved secret shows: four dots and its last four characters. */
export function maskedSecret( last4: string | undefined ): string {
	return `•••• ${ last4 ?? '' }`.trim();
}
