/** Attributes of jetpack/mailchimp (spec 2 section 3, "Newsletter signup form"). */
export interface MailchimpAttributes {
	emailPlaceholder: string;
	consentText: string;
	interests: Array< string | number >;
	processingLabel: string;
	successLabel: string;
	errorLabel: string;
	signupFieldTag?: string;
	signupFieldValue?: string;
	preview: boolean;
}

/** Spec 2 section 4: 0 loading, 1 connected, 2 not connected. */
export const STATUS_LOADING = 0;
export const STATUS_CONNECTED = 1;
export const STATUS_NOT_CONNECTED = 2;
export type ConnectionStatus =
	| typeof STATUS_LOADING
	| typeof STATUS_CONNECTED
	| typeof STATUS_NOT_CONNECTED;

export interface Interest {
	id: string | number;
	name: string;
}
export interface InterestCategory {
	id: string | number;
	title: string;
	interests: Interest[];
}

/** Spec 2 section 9: the notification preview shows for 3000 ms. */
export const NOTIFICATION_PREVIEW_MS = 3000;

export type NotificationKind = 'processing' | 'success' | 'error';
