/**
 * What orbit-blocks/v1/settings answers (php-stubs/includes/rest/settings.php):
 * every field as a browser may see it. A secret has no value, only whether
 * it is set and its last four characters.
 */
export interface FieldState {
	section: string;
	type: 'string' | 'url' | 'boolean' | 'pem';
	secret: boolean;
	set: boolean;
	/** Set by a wp-config.php constant: shown, never changed here. */
	in_config: boolean;
	/** Not for secrets; booleans are '1' or ''. */
	value?: string;
	/** Secrets only, when set. */
	last4?: string;
}

export interface SettingsState {
	fields: Record< string, FieldState >;
	/** The address to paste into Stripe's webhook settings. */
	stripeWebhookUrl: string;
	/** The OAuth redirect address to paste into the Instagram app (Meta). */
	instagramRedirectUrl: string;
	/** The OAuth redirect address to paste into the Google OAuth client. */
	googleRedirectUrl: string;
	/** Who answers AI requests: a configured server, or the offline responder. */
	aiResponder: 'server' | 'offline';
}

/** What a section's test answers (the service's adapter decides the message). */
export interface TestOutcome {
	ok: boolean;
	message: string;
	/** Mailchimp's test lists the account's audiences. */
	audiences?: { id: string; name: string }[];
}

/** A field's draft on the screen: text as typed, or a toggle. */
export type Draft = string | boolean;
