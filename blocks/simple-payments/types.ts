/** Attributes of jetpack/simple-payments (spec 2 section 3). */
export interface SimplePaymentsAttributes {
	currency: string;
	content: string;
	email: string;
	featuredMediaId: number;
	featuredMediaUrl: string | null;
	featuredMediaTitle: string | null;
	multiple: boolean;
	price?: number;
	productId?: number;
	title: string;
}
